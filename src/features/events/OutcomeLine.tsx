import { useComputed, useSignalEffect } from '@preact/signals-react';
import { useRef } from 'react';
import { formatLine } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

export interface OutcomeLineProps {
  outcomeId: string;
  kind: 'handicap' | 'total';
  /** Written before a total's line: the over or under mark ("O", "U"). */
  side?: string | undefined;
}

/**
 * An outcome's line on an asian card ("-0.5", "O 2.5"). The line travels with the price
 * (a handicap can move in play), so like the price button it is written into its text node
 * by an effect: a tick, with or without a new line, makes React render nothing.
 */
export function OutcomeLine({ outcomeId, kind, side }: OutcomeLineProps) {
  const price = useRuntime().store.catalogue.price(outcomeId);
  const text = useComputed(() => {
    const spread = price.value.spread;
    if (spread === null) return '';
    const line = formatLine(spread, kind);
    return side ? `${side} ${line}` : line;
  });
  const element = useRef<HTMLSpanElement>(null);
  useSignalEffect(() => {
    const shown = text.value;
    const node = element.current?.firstChild;
    if (node) node.nodeValue = shown;
  });
  return (
    <span ref={element} className="sb-market__line">
      {/* A text node from the start, even for an empty line, so the effect has one to write. */}
      {text.peek() || '\u200b'}
    </span>
  );
}
