/**
 * A franco session service inside the test page: window.fetch answers the widget's calls
 * for the tokens a test hands out (and the operator's currency list, which needs none), and records every request, so a test checks what
 * the widget really sent (address, method, bearer token).
 */
export interface FrancoPlayer {
  firstName: string;
  lastName: string;
  accountCode: string;
  currency: string;
  totalBalance: number;
}

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | null;
}

export const CURRENCIES = [
  { id: 1, isoCode: 'EUR', symbol: '€', precision: 2 },
  { id: 2, isoCode: 'GBP', symbol: '£', precision: 2 },
  { id: 3, isoCode: 'KWD', symbol: 'KD', precision: 3 },
];

export function installFrancoFake(players: Record<string, FrancoPlayer>) {
  const requests: RecordedRequest[] = [];
  const original = window.fetch;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href);
    const method = init?.method ?? 'GET';
    const authorization = new Headers(init?.headers).get('authorization');
    requests.push({ method, url: url.href, authorization });
    // The operator's list: KWD keeps 3 places, which Intl's ISO table and the SDK's fallback do not know from it.
    if (url.pathname.endsWith('/xapi/rest/currencies')) return json(CURRENCIES);
    const player = players[authorization?.replace(/^Bearer /, '') ?? ''];
    if (!player) return json({ error: 'unauthorized', message: 'Send a valid access token.' }, 401);
    if (url.pathname.endsWith('/franco/accounts/me/profile')) {
      return json({ email: 'x@example.com', firstName: player.firstName, lastName: player.lastName, accountCode: player.accountCode, currency: player.currency });
    }
    if (url.pathname.endsWith('/franco/accounts/me/balance')) return json({ totalBalance: player.totalBalance, bonusBalance: 0, realBalance: player.totalBalance });
    if (url.pathname.endsWith('/franco/accounts/me/sessions') && method === 'DELETE') return new Response(null, { status: 204 });
    return json({ error: 'not_found' }, 404);
  };
  return {
    requests,
    restore() {
      window.fetch = original;
    },
  };
}
