import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Accounts } from '../accounts/accounts';
import type { StateStore } from '../sandboxState';

/** The operator site's session cookie: its cashier knows the player by it, as a real operator's does. */
export const SITE_COOKIE = 'sb_operator_site';
const SITE_SESSION_MS = 12 * 3_600_000;

/** The login answers of every login path: where the session's token is in each. */
const LOGIN_PATHS = /\/(xapi\/icore\/players\/login|header_login\/authenticate|header_login\/otp\/validate|header_login\/security_question\/checkAnswer)$/;
const LOGOUT_PATH = /\/header_login\/logout$/;

export type SiteSessions = ReturnType<typeof createSiteSessions>;

/**
 * The operator's own site session (issue 21). A login through the sandbox API on the
 * operator's origin (the standalone site) also logs the player in to the operator's site,
 * with an HttpOnly cookie on /operator; the cashier page reads it. A page elsewhere (a
 * casino on another origin) has no such cookie, and the cashier asks for the player's
 * username and password itself. The sportsbook's logout ends it.
 */
export function createSiteSessions(store: StateStore, accounts: Accounts, now: () => number) {
  function open(c: Context, accountId: string): void {
    const id = randomBytes(24).toString('base64url');
    store.mutate((state) => {
      const live = Object.entries(state.siteSessions ?? {}).filter(([, session]) => session.expiresAt > now());
      state.siteSessions = { ...Object.fromEntries(live), [id]: { accountId, expiresAt: now() + SITE_SESSION_MS } };
    });
    setCookie(c, SITE_COOKIE, id, { path: '/operator', httpOnly: true, sameSite: 'Lax' });
  }

  function close(c: Context): void {
    const id = getCookie(c, SITE_COOKIE);
    if (id) {
      store.mutate((state) => {
        state.siteSessions = Object.fromEntries(Object.entries(state.siteSessions ?? {}).filter(([key]) => key !== id));
      });
    }
    deleteCookie(c, SITE_COOKIE, { path: '/operator' });
  }

  /** The account behind the request's cookie, when its session is live. */
  function accountOf(c: Context): string | null {
    const id = getCookie(c, SITE_COOKIE);
    const session = id ? store.state.siteSessions?.[id] : undefined;
    return session && session.expiresAt > now() ? session.accountId : null;
  }

  /** Follows the API's logins and logouts, so the operator's site session goes with the sportsbook's. */
  const follow: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method === 'GET' && LOGOUT_PATH.test(c.req.path)) {
      close(c);
      return;
    }
    if (c.req.method !== 'POST' || !LOGIN_PATHS.test(c.req.path) || c.res.status !== 200) return;
    const body = (await c.res.clone().json().catch(() => null)) as { jweToken?: string; loginDetails?: { jweToken?: string } } | null;
    const token = body?.jweToken ?? body?.loginDetails?.jweToken;
    const session = token ? accounts.sessionFromHeader(`Bearer ${token}`) : null;
    if (session) open(c, session.accountId);
  };

  return { open, close, accountOf, follow };
}
