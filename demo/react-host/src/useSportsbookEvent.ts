import { useEffect, useRef, type RefObject } from 'react';

/** The sportsbook's DOM events, with their detail types (GlobalEventHandlersEventMap). */
export type SportsbookEventName = Extract<keyof GlobalEventHandlersEventMap, `sportsbook-${string}`>;

/**
 * Listens to one sportsbook event on an element (or the whole document), typed by the
 * event's name: `useSportsbookEvent(appRef, 'sportsbook-login', (event) => event.detail.username)`.
 * Page-wide events go once to the document and once to every sportsbook element
 * (docs/embedding-events.md), so either target hears each change once; an
 * `onsportsbook-…` prop on the element does the same without this hook.
 */
export function useSportsbookEvent<Name extends SportsbookEventName>(
  target: RefObject<HTMLElement | null> | Document,
  name: Name,
  handler: (event: GlobalEventHandlersEventMap[Name]) => void,
): void {
  // The latest handler, without re-subscribing on every render.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const node = target instanceof Document ? target : target.current;
    if (!node) return undefined;
    const listener = (event: Event) => latest.current(event as GlobalEventHandlersEventMap[Name]);
    node.addEventListener(name, listener);
    return () => node.removeEventListener(name, listener);
  }, [target, name]);
}
