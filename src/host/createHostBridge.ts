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
}

export interface HostBridge {
  /**
   * Tells the host page that `element` has rendered: a `sportsbook-ready` DOM event on the
   * element and, when framed, a `ready` message to the parent. Only the first call per
   * element has an effect, so a re-render or a move in the DOM never announces twice.
   */
  announceReady(element: HTMLElement): void;
  /** Stops following the runtime (the page runtime is being replaced). */
  dispose(): void;
  /** Posts `{ source: 'sportsbook', version: 1, type, payload }` to the host-origin parent, when framed. */
  postToParent(type: string, payload: unknown): void;
}

export function createHostBridge(runtime: Runtime, win: BridgeWindow): HostBridge {
  const announced = new WeakSet<HTMLElement>();
  // Elements that announced ready, in order: page-wide events go out once, on the first
  // one still in the document, so a host listening on `document` hears each change once.
  const elements: HTMLElement[] = [];

  function dispatchOnPage(type: string, detail: unknown, cancelable = false): boolean {
    const target = elements.find((element) => element.isConnected);
    const notPrevented = target?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable })) ?? true;
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
    hasPageTarget: () => elements.some((element) => element.isConnected),
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
      pageEvents.dispose();
      stopFollowingLocale();
      stopFollowingBalance();
      stopAnnouncingToLateOrigin();
    },
    announceReady(element) {
      // Elements that left the page are let go of (a page that swaps its elements keeps no
      // reference to the old ones); one moved back in is a page target again, announced once.
      for (let index = elements.length - 1; index >= 0; index -= 1) if (elements[index]?.isConnected === false) elements.splice(index, 1);
      if (!elements.includes(element)) elements.push(element);
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
