import type { Runtime } from '../store';
import { SPORTSBOOK_READY, type SportsbookReadyDetail } from './events/sportsbook-ready';
import { createHostMessage } from './hostMessage';
import { SDK_VERSION } from './sdkVersion';

/** The parts of `window` the bridge uses, so tests can hand it a framed window. */
export interface BridgeWindow {
  /** `window.parent`: the window itself when not framed. */
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  readonly console: Pick<Console, 'warn'>;
}

export interface HostBridge {
  /**
   * Tells the host page that `element` has rendered: a `sportsbook-ready` DOM event on the
   * element and, when framed, a `ready` message to the parent. Only the first call per
   * element has an effect, so a re-render or a move in the DOM never announces twice.
   */
  announceReady(element: HTMLElement): void;
}

export function createHostBridge(runtime: Runtime, win: BridgeWindow): HostBridge {
  const announced = new WeakSet<HTMLElement>();
  let warnedAboutMissingOrigin = false;

  function postToParent(type: string, payload: unknown): void {
    const parent = win.parent;
    if (!parent || (parent as object) === win) return;
    const origin = runtime.config.hostOrigin.value;
    if (origin === null) {
      if (!warnedAboutMissingOrigin) {
        warnedAboutMissingOrigin = true;
        win.console.warn(
          'The sportsbook runs inside a frame but has no host-origin, so it sends no messages to the parent page. ' +
            'Set host-origin="https://your-casino.example" on the element (the exact origin of the page that frames it).',
        );
      }
      return;
    }
    parent.postMessage(createHostMessage(type, payload), origin);
  }

  return {
    announceReady(element) {
      if (announced.has(element)) return;
      announced.add(element);
      const detail: SportsbookReadyDetail = {
        version: SDK_VERSION,
        brand: runtime.config.brand.value,
        locale: runtime.config.locale.value,
      };
      element.dispatchEvent(new CustomEvent(SPORTSBOOK_READY, { detail, bubbles: true, composed: true }));
      postToParent('ready', detail);
    },
  };
}
