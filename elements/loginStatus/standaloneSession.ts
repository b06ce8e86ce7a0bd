import { SPORTSBOOK_BALANCE, type SportsbookBalanceDetail } from '../../src/host/events/sportsbook-balance';
import { SPORTSBOOK_LOGIN, type SportsbookLoginDetail } from '../../src/host/events/sportsbook-login';
import { SPORTSBOOK_LOGOUT, type SportsbookLogoutDetail } from '../../src/host/events/sportsbook-logout';
import { SPORTSBOOK_READY, type SportsbookReadyDetail } from '../../src/host/events/sportsbook-ready';
import { SPORTSBOOK_LOGIN_REQUESTED, type SportsbookLoginRequestedDetail } from '../../src/host/events/sportsbook-login-requested';
import { currencyPrecision } from '../../src/core/money/currencyPrecision';
import { SDK_VERSION } from '../../src/host/sdkVersion';
import { createFrancoClient, displayName, FrancoUnauthorizedError, type FrancoClient } from './francoClient';
import { createHostEvents } from './hostEvents';
import type { LoginState, LoginStatusLogoutReason, LoginStatusSession } from './loginStatusSession';
import { createWatchable } from './watchable';
import { applyWidgetSetting, type WidgetSettings } from './widgetSettings';

/** How often a logged-in widget asks for the balance while the page is visible. */
export const BALANCE_REFRESH_MS = 30_000;

/**
 * The widget on its own (franco mode without the SDK): the host page logged the player in
 * with the session service and sets the access token; the widget reads the profile and
 * balance with it, refreshes the balance, and ends the session on "Log out".
 */
export function createStandaloneSession(options: { client?: FrancoClient } = {}): LoginStatusSession {
  const settings: WidgetSettings = { brand: 'default', locale: 'en', apiBase: '/', token: null, hostOrigin: null, mode: 'franco' };
  const locale = createWatchable(settings.locale);
  const client = options.client ?? createFrancoClient(() => settings.apiBase);
  const events = createHostEvents(() => settings.hostOrigin);
  const state = createWatchable<LoginState>({ status: 'logged-out', reason: null });
  // Each token gets a generation: an answer for a token the host has since replaced is dropped.
  let generation = 0;
  let token: string | null = null;
  let refreshTimer: ReturnType<typeof setInterval> | undefined;

  function end(reason: LoginStatusLogoutReason): void {
    generation += 1;
    token = null;
    stopRefreshing();
    const wasKnown = state.value.status !== 'logged-out';
    state.set({ status: 'logged-out', reason });
    if (wasKnown) events.send<SportsbookLogoutDetail>(SPORTSBOOK_LOGOUT, { reason });
  }

  function showBalance(balance: number): void {
    const current = state.value;
    if (current.status !== 'logged-in' || current.balance === balance) return;
    state.set({ ...current, balance });
    events.send<SportsbookBalanceDetail>(SPORTSBOOK_BALANCE, { balance, currency: current.currency });
  }

  async function refreshBalance(): Promise<void> {
    const asked = generation;
    const current = token;
    if (current === null || document.visibilityState === 'hidden') return;
    try {
      const answer = await client.balance(current);
      if (asked === generation) showBalance(answer.totalBalance);
    } catch (caught) {
      if (asked !== generation) return;
      if (caught instanceof FrancoUnauthorizedError) end('unauthorized');
      else console.warn(`<sportsbook-login-status> ${(caught as Error).message}`);
    }
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshBalance();
  };

  function startRefreshing(): void {
    stopRefreshing();
    refreshTimer = setInterval(() => void refreshBalance(), BALANCE_REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
  }

  function stopRefreshing(): void {
    clearInterval(refreshTimer);
    document.removeEventListener('visibilitychange', onVisible);
  }

  async function useToken(next: string): Promise<void> {
    generation += 1;
    const asked = generation;
    token = next;
    state.set({ status: 'checking' });
    try {
      // The currency list is the operator's: without it the spec's places stand (a warning says why).
      const currencies = client.currencies().catch((caught: unknown) => {
        console.warn(`<sportsbook-login-status> ${(caught as Error).message}`);
        return [];
      });
      const [profile, balance, list] = await Promise.all([client.profile(next), client.balance(next), currencies]);
      if (asked !== generation) return;
      const login: SportsbookLoginDetail = { username: displayName(profile), currency: profile.currency, accountId: profile.accountCode };
      state.set({ status: 'logged-in', ...login, places: currencyPrecision(profile.currency, list), balance: null });
      events.send<SportsbookLoginDetail>(SPORTSBOOK_LOGIN, login);
      showBalance(balance.totalBalance);
      startRefreshing();
    } catch (caught) {
      if (asked !== generation) return;
      if (!(caught instanceof FrancoUnauthorizedError)) console.error(`<sportsbook-login-status> ${(caught as Error).message}`);
      end('unauthorized');
    }
  }

  return {
    state,
    locale,
    apply(attribute, value) {
      const before = settings.token;
      const problem = applyWidgetSetting(settings, attribute, value);
      if (problem !== null) return [problem];
      locale.set(settings.locale);
      if (attribute === 'token') {
        if (settings.token === null) {
          if (before !== null) end('host');
        } else if (settings.token !== token) {
          void useToken(settings.token);
        }
      }
      return [];
    },
    // Standalone there is no sportsbook login dialog: sportsbook-login-requested, on the
    // widget (and to the parent frame), is the host's cue.
    requestLogin: () => void events.send<SportsbookLoginRequestedDetail>(SPORTSBOOK_LOGIN_REQUESTED, {}, true),
    async logout() {
      const current = token;
      end('user');
      if (current === null) return;
      try {
        await client.endSession(current);
      } catch (caught) {
        // Spec 8: a failed logout is logged; the widget is logged out either way.
        console.warn(`<sportsbook-login-status> The session could not be ended on the server: ${(caught as Error).message}`);
      }
    },
    attach(element) {
      events.attach(element);
      // capabilities: what this element can do for the host (the widget: show and end a login).
      events.send<SportsbookReadyDetail & { capabilities: string[] }>(SPORTSBOOK_READY, { version: SDK_VERSION, brand: settings.brand, locale: settings.locale, capabilities: ['login-status'] });
    },
    dispose() {
      generation += 1;
      stopRefreshing();
    },
  };
}
