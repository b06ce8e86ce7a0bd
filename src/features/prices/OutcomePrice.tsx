import { useComputed, useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { formatOdds, isDisplayablePrice, type OddsFormat } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

export interface OutcomePriceProps {
  outcomeId: string;
  /** What the price is for, read out with it ("Arsenal", "Over 2.5"). */
  label: string;
  format?: OddsFormat;
}

/**
 * A price button. The hottest component of the product: the price text is a signal bound
 * straight to its text node, and the flash, disabled state and label follow in an effect,
 * so a tick never re-renders this component, let alone its market or event.
 */
export function OutcomePrice({ outcomeId, label, format = 'euro' }: OutcomePriceProps) {
  const { catalogue, betslip } = useRuntime().store;
  const price = catalogue.price(outcomeId);
  const text = useComputed(() => formatOdds(price.value.decimal, format) || '–');
  const button = useRef<HTMLButtonElement>(null);

  useSignalEffect(() => {
    const { decimal, move, version, hidden } = price.value;
    const selected = betslip.selectionIds.value.includes(outcomeId);
    const element = button.current;
    if (!element) return;
    const bettable = !hidden && isDisplayablePrice(decimal);
    element.disabled = !bettable;
    element.setAttribute('aria-pressed', String(selected));
    element.setAttribute('aria-label', bettable ? `${label} at ${formatOdds(decimal, format)}` : `${label}: no price`);
    // Restart the flash animation on every change, even the same direction twice.
    element.dataset.move = move;
    element.dataset.version = String(version);
  });

  return (
    <button ref={button} type="button" className="sb-price" onClick={() => betslip.toggleSelection(outcomeId)}>
      <span className="sb-price__value">{text}</span>
    </button>
  );
}

/** For views that must read a price in render (rare): subscribes the component. */
export function usePriceDecimal(outcomeId: string): number {
  useSignals();
  return useRuntime().store.catalogue.price(outcomeId).value.decimal;
}
