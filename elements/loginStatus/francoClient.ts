import type { Currency } from '../../src/core/money/currency';
/**
 * The three franco session-service calls the standalone widget needs, over plain fetch
 * (no ky: the widget's script has a 10 KB budget). The host page logged the player in and
 * holds the access token; the widget only reads with it and can end it.
 */

export interface FrancoProfile {
  email?: string;
  firstName?: string;
  lastName?: string;
  accountCode: string;
  currency: string;
}

export interface FrancoBalance {
  totalBalance: number;
  bonusBalance: number;
  realBalance: number;
}

/** The access token was refused (expired, ended, or never valid). */
export class FrancoUnauthorizedError extends Error {
  constructor() {
    super('The franco access token was refused (401): log the player in again on the host page and set the new token.');
  }
}

export interface FrancoClient {
  profile(token: string): Promise<FrancoProfile>;
  balance(token: string): Promise<FrancoBalance>;
  endSession(token: string): Promise<void>;
  /** The operator's currency list (GET {api-base}/xapi/rest/currencies, spec 7): the places amounts are shown with. */
  currencies(): Promise<readonly Partial<Currency>[]>;
}

/**
 * `apiBase` is the operator API address (the `api-base` attribute, default the page's
 * origin); the session service lives under `/franco` on it, as docs/api.md says.
 */
export function createFrancoClient(apiBase: () => string, fetchImpl: typeof fetch = (...args) => fetch(...args)): FrancoClient {
  const url = (path: string) => {
    const base = new URL(apiBase(), document.baseURI).href;
    return new URL(path, base.endsWith('/') ? base : `${base}/`).href;
  };

  async function call(method: 'GET' | 'DELETE', path: string, token: string): Promise<Response> {
    const response = await fetchImpl(url(`franco/accounts/me/${path}`), { method, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    if (response.status === 401) throw new FrancoUnauthorizedError();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}; the widget keeps the last figures and tries again later.`);
    return response;
  }

  return {
    profile: async (token) => (await (await call('GET', 'profile', token)).json()) as FrancoProfile,
    balance: async (token) => (await (await call('GET', 'balance', token)).json()) as FrancoBalance,
    endSession: async (token) => void (await call('DELETE', 'sessions', token)),
    async currencies() {
      const response = await fetchImpl(url('xapi/rest/currencies'), { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`GET /xapi/rest/currencies answered ${response.status}; amounts keep the spec's places.`);
      const list: unknown = await response.json();
      return Array.isArray(list) ? (list as Partial<Currency>[]) : [];
    },
  };
}

/** The name the widget shows: the profile has no username, so the player's own name, else e-mail, else account. */
export function displayName(profile: FrancoProfile): string {
  const name = [profile.firstName, profile.lastName].filter((part) => part && part.trim() !== '').join(' ').trim();
  return name || profile.email || profile.accountCode;
}
