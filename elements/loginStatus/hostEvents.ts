import { createHostMessage } from '../../src/host/hostMessage';

/**
 * How the standalone widget tells its host page: a bubbling, composed DOM event on the
 * widget and, when the page is framed and host-origin is set, the same envelope the SDK
 * posts to the parent, to that origin only (never '*'). With the full SDK on the page its
 * host bridge does this instead, so a host hears each change once.
 */
export function createHostEvents(hostOrigin: () => string | null) {
  let element: HTMLElement | null = null;
  return {
    attach(target: HTMLElement): void {
      element = target;
    },
    /** Dispatches and posts `type`; false when a listener called preventDefault() on a cancelable one. */
    send<Detail>(type: string, detail: Detail, cancelable = false): boolean {
      const notPrevented = element?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable })) ?? true;
      const origin = hostOrigin();
      if (origin !== null && window.parent !== window) window.parent.postMessage(createHostMessage(type.replace(/^sportsbook-/, ''), detail), origin);
      return notPrevented;
    },
  };
}
