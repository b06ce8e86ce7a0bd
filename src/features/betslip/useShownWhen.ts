import { useSignalEffect } from '@preact/signals-react';
import { useRef, type RefObject } from 'react';

/**
 * A part of the slip that is mounted once and shown or hidden (the `hidden` attribute,
 * which also takes it out of the accessibility tree) as `shown` says, written onto the
 * element by an effect the way prices are: the slip opening, or its first or second bet,
 * shows a part without rendering it (issue 19 render budget). Render the element with
 * `hidden={!shown()}` too, so its first paint is right.
 */
export function useShownWhen<E extends HTMLElement>(shown: () => boolean): RefObject<E | null> {
  const element = useRef<E>(null);
  useSignalEffect(() => {
    const visible = shown();
    if (element.current) element.current.hidden = !visible;
  });
  return element;
}

/**
 * A number on the slip (a count badge) written into its text node by an effect, so a
 * toggle changes the text without a render. Render `{value()}` as the element's only child.
 */
export function useSignalText<E extends HTMLElement>(value: () => string): RefObject<E | null> {
  const element = useRef<E>(null);
  useSignalEffect(() => {
    const text = value();
    const node = element.current?.firstChild;
    if (node) node.nodeValue = text;
  });
  return element;
}
