import { effect } from '@preact/signals-core';
import type { Runtime } from '../store';
import { SPORTSBOOK_BALANCE, type SportsbookBalanceDetail } from './events/sportsbook-balance';
import { SPORTSBOOK_LANGUAGE, type SportsbookLanguageDetail } from './events/sportsbook-language';
import { SPORTSBOOK_READY, type SportsbookReadyDetail } from './events/sportsbook-ready';
import { SPORTSBOOK_CAPABILITIES } from './capabilities';
import { createHostMessage } from './hostMessage';
import { followPageEvents } from './pageEvents';
import { SDK_VERSION } from './sdkVersion';

/** The parts of `window` the bridge uses, so tests can hand it a framed window. */
export interface BridgeWindow {
  /** `window.parent`: the window itself when not framed. */
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  readonly console: Pick<Console, 'warn'>;
  /** `window.document`: page-wide events go out on it once per change (absent: elements only). */
  readonly document?: EventTarget;
}

export interface HostBridge {
  /**
   * Tells the host page that `element` has rendered: a `sportsbook-ready` DOM event on the
   * element and, when framed, a `ready` message to the parent. Only the first call per
   * element has an effect, so a re-render or a move in the DOM never announces twice.
   */
  announceReady(element: HTMLElement): void;
  /**
   * `element` is a sportsbook element in the document: it gets its own copy of every
   * page-wide event (not bubbling), so a listener or a React `on<event>` prop on it hears
   * each change. Adding it twice changes nothing.
   */
  addPageEventTarget(element: HTMLElement): void;
  /** `element` left the document: no more copies, and the bridge no longer holds it. */
  removePageEventTarget(element: HTMLElement): void;
  /** Stops following the runtime (the page runtime is being replaced). */
  dispose(): void;
  /** Posts `{ source: 'sportsbook', version: 1, type, payload }` to the host-origin parent, when framed. */
  postToParent(type: string, payload: unknown): void;
}

export function createHostBridge(runtime: Runtime, win: BridgeWindow): HostBridge {
  const announced = new WeakSet<HTMLElement>();
  // The page's sportsbook elements, each getting a copy of every page-wide event.
  const pageEventTargets = new Set<HTMLElement>();

  /** The connected targets in document order, so every page hears them in the same order. */
  function connectedTargets(): HTMLElement[] {
    const connected = [...pageEventTargets].filter((element) => element.isConnected);
    return connected.sort((first, second) => (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : first === second ? 0 : 1));
  }

  /**
   * One page-wide event (docs/embedding-events.md "Where page-wide events go"): a copy on
   * each sportsbook element in document order, not bubbling, then one on `document`,
   * bubbling to `window`. A bubble-phase listener on `document` or `window` hears it once,
   * whatever elements come and go, and so does a listener (or React prop) on any element.
   * False when a listener called preventDefault() on any copy of a cancelable event.
   */
  function dispatchOnPage(type: string, detail: unknown, cancelable = false): boolean {
    let notPrevented = true;
    for (const element of connectedTargets()) {
      notPrevented = element.dispatchEvent(new CustomEvent(type, { detail, bubbles: false, composed: false, cancelable })) && notPrevented;
    }
    if (win.document) notPrevented = win.document.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable })) && notPrevented;
    postToParent(type.replace(/^sportsbook-/, ''), detail);
    return notPrevented;
  }
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
    parent.postMessage(createHostMessage(type, payload, runtime.config.channel.value), origin);
  }

  let previousLocale = runtime.config.locale.peek();
  const stopFollowingLocale = effect(() => {
    const locale = runtime.config.locale.value;
    if (locale === previousLocale) return;
    const detail: SportsbookLanguageDetail = { locale, previousLocale };
    previousLocale = locale;
    dispatchOnPage(SPORTSBOOK_LANGUAGE, detail);
  });

  // Balances only, never "unknown": logging out or a pending first poll says nothing.
  let previousBalance: number | undefined;
  const stopFollowingBalance = effect(() => {
    const balance = runtime.store.wallet.data.value;
    const currency = runtime.store.session.details.value?.currency;
    if (balance === undefined || currency === undefined || balance === previousBalance) return;
    previousBalance = balance;
    const detail: SportsbookBalanceDetail = { balance, currency };
    dispatchOnPage(SPORTSBOOK_BALANCE, detail);
  });

  const pageEvents = followPageEvents(runtime, {
    dispatch: dispatchOnPage,
    hasPageTarget: () => [...pageEventTargets].some((element) => element.isConnected && announced.has(element)),
    framedWithHost: () => win.parent !== null && (win.parent as object) !== win && runtime.config.hostOrigin.value !== null,
  });

  // The framed site learns its host origin once the operator's allow-list has loaded
  // (elements/framedSite.ts), maybe after an element announced: the parent hears it then.
  let readyForLateOrigin: SportsbookReadyDetail | null = null;
  const stopAnnouncingToLateOrigin = effect(() => {
    if (runtime.config.hostOrigin.value === null || readyForLateOrigin === null) return;
    postToParent('ready', readyForLateOrigin);
    readyForLateOrigin = null;
  });

  return {
    postToParent,
    dispose() {
      pageEventTargets.clear();
      pageEvents.dispose();
      stopFollowingLocale();
      stopFollowingBalance();
      stopAnnouncingToLateOrigin();
    },
    addPageEventTarget(element) {
      pageEventTargets.add(element);
    },
    removePageEventTarget(element) {
      pageEventTargets.delete(element);
    },
    announceReady(element) {
      // An element that announces is on the page (the franco widget comes this way only).
      if (element.isConnected) pageEventTargets.add(element);
      if (announced.has(element)) return;
      announced.add(element);
      const detail: SportsbookReadyDetail = {
        version: SDK_VERSION,
        brand: runtime.config.brand.value,
        locale: runtime.config.locale.value,
        capabilities: [...SPORTSBOOK_CAPABILITIES],
      };
      element.dispatchEvent(new CustomEvent(SPORTSBOOK_READY, { detail, bubbles: true, composed: true }));
      if (runtime.config.hostOrigin.peek() === null) readyForLateOrigin ??= detail;
      postToParent('ready', detail);
      pageEvents.elementAnnounced();
    },
  };
}
