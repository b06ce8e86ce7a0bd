import { computed } from '@preact/signals-core';
import { currencyPrecision } from '../../src/core/money/currencyPrecision';
import type { SportsbookSettings } from '../../src/store';
import { sportsbookLoginStatusShape } from '../descriptions/sportsbook-login-status';
import { getPageRuntime, joinPageRuntime, leavePageRuntime, type RuntimeUser } from '../pageRuntime';
import { AT_START_SETTINGS, atStartConflict } from '../settingChanges';
import { settingAttributesOf } from '../settingsFromAttributes';
import { startRuntimeFor } from '../startRuntimeFor';
import { WIDGET_SETTING_OF } from './widgetSettings';
import { SHARED_SESSION_KEY, SHARED_SESSION_OFFERED, type LoginState, type LoginStatusAttribute, type LoginStatusSession, type SharedSessionOffer } from './loginStatusSession';

const SETTING_OF: Readonly<Record<LoginStatusAttribute, keyof SportsbookSettings>> = WIDGET_SETTING_OF;

/**
 * The widget's session when the full SDK is on the page: the page runtime's session and
 * wallet, so the widget and <sportsbook-app> always agree, and one login serves both.
 */
const WIDGET = { tagName: sportsbookLoginStatusShape.tagName, settingAttributes: settingAttributesOf(sportsbookLoginStatusShape.attributes) };

export function createRuntimeSession(element?: HTMLElement): LoginStatusSession {
  let ended: () => void = () => undefined;
  // The widget uses the runtime while it shows its session: it keeps the runtime alive as
  // an element does, and lets go when the runtime is shut down under it. Started with the
  // widget's own attributes when it is the first on the page.
  const user: RuntimeUser = { release: () => ended() };
  const { runtime, bridge } = element ? startRuntimeFor(element, WIDGET) : getPageRuntime();
  joinPageRuntime(user);
  let attached: HTMLElement | null = null;
  const { session, wallet, ui, referenceData } = runtime.store;
  const state = computed<LoginState>(() => {
    const details = session.details.value;
    if (details === null) return { status: 'logged-out', reason: session.lastLogoutReason.value };
    // The balance in the operator's currency list's places, as the sportsbook shows it (issue 21).
    // Asked for outside the computation (a computed may not write signals); asked once however often this runs.
    if (referenceData.currencies.value === null) queueMicrotask(() => referenceData.ensureCurrencies());
    const places = currencyPrecision(details.currency, referenceData.currencies.value ?? undefined);
    return { status: 'logged-in', username: details.username, currency: details.currency, places, accountId: details.alsPlayerId, balance: wallet.data.value ?? null };
  });

  return {
    state,
    locale: runtime.config.locale,
    apply(attribute, value) {
      const setting = SETTING_OF[attribute];
      // As on every SDK element: a removed attribute keeps the page's value (another element
      // may have set it), except host-origin, which switches messaging off, and the token,
      // which the host takes back.
      if (value === null && setting !== 'hostOrigin' && setting !== 'token') return [];
      // api-base is read when the sportsbook starts (the widget brought it then, if it started it).
      if (AT_START_SETTINGS.has(setting)) {
        const conflict = atStartConflict(runtime, setting, value, `Give ${attribute} to the first sportsbook element on the page (the widget shares the page's runtime), or call Sportsbook.init({ ${setting} }) before any element is added.`);
        return conflict === null ? [] : [conflict];
      }
      const previousToken = runtime.config.token.peek();
      const problems = runtime.config.apply({ [setting]: value });
      if (setting === 'token' && problems.length === 0) {
        const token = runtime.config.token.peek();
        // The franco access token is the session's bearer token: the runtime takes it as the
        // host's external token (spec 4 "Session"); a token taken back ends that session.
        if (token !== null) void session.setExternalToken(token);
        else if (previousToken !== null && session.details.peek()?.jweToken === previousToken) void session.logout('user');
      }
      return problems;
    },
    requestLogin() {
      // As every login in the sportsbook: store.ui asks the host, once, with the page-wide
      // event (docs/embedding-events.md) and the parent frame's message. The login dialog
      // lives in <sportsbook-app>'s shell; without one there is only the host to ask.
      if (document.querySelector('sportsbook-app')) ui.openModal('isLoginOpen');
      else ui.requestLogin();
    },
    logout: () => session.logout('user'),
    // One of the page's elements: the bridge announces it and, when it is the first one
    // connected, sends the page-wide login, logout and balance events through it.
    attach: (widget) => {
      attached = widget;
      bridge.announceReady(widget);
    },
    onEnded(listener) {
      ended = listener;
    },
    dispose: () => {
      if (attached) bridge.removePageEventTarget(attached);
      attached = null;
      leavePageRuntime(user);
    },
  };
}

/**
 * Called once when the SDK loads: leaves the offer where a widget from the widget's own
 * script finds it, and tells a widget that is already on the page.
 */
export function offerSessionToLoginStatus(): void {
  const holder = globalThis as Record<symbol, unknown>;
  if (holder[SHARED_SESSION_KEY]) return;
  const offer: SharedSessionOffer = createRuntimeSession;
  holder[SHARED_SESSION_KEY] = offer;
  window.dispatchEvent(new CustomEvent(SHARED_SESSION_OFFERED));
}
