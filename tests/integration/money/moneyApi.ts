import type { PlacementRequest } from '../../../src/core';

/** One HTTP answer: status and parsed JSON body. */
export interface Answer<T> {
  status: number;
  body: T;
}

/** A priced single of betslips/selections (spec 7), the fields the slip reads. */
export interface PricedSingle {
  ref: string;
  outcomeId: string;
  decimal: number;
  unitStake: number;
  noOfBets: number;
  potentialReturns: number;
  minBetStake?: number | null;
  maxBetStake?: number | null;
  maxFreeMoneyStake?: number | null;
  showEachWay?: boolean;
  placeTerms?: { places: number; fraction: number } | null;
  outcomeState: string;
  message: string | null;
  eventDescription?: string | null;
  marketDescription?: string | null;
  outcomeDescription?: string | null;
}

export interface PricedSlip {
  model: {
    singles: PricedSingle[];
    multiples: { ref: string; totalStake: number; potentialReturns: number; extraParlayWinnings?: number }[];
    systems: { ref: string; noOfBets: number; totalStake: number; potentialReturns: number }[];
    availableBalance: number | null;
  };
  errors: { ref?: string; code: string; message: string }[];
}

/** A bet as the sandbox records it (open bets, placement answers, settlement). */
export interface RecordedBet {
  betId: string;
  betSlipId: string;
  reference: string;
  kind: string;
  noOfBets: number;
  unitStake: number;
  totalStake: number;
  freeBetStake: number;
  potentialReturns: number;
  /** The parlay extra winnings the bet carries, under either name the sandbox may use. */
  extraParlayWinnings?: number | null;
  extraWinnings?: number | null;
  eachWay: boolean;
  status: string;
  returns: number | null;
  cashOutValue: number | null;
  legs: { eventId: string; outcomeId: string; decimal: number; result: string; placeTerms: { places: number; fraction: number } | null }[];
}

export interface PlacementAnswer {
  betSlipId: string;
  status: 'PLACED' | 'REJECTED' | 'PENDING' | 'REFERRED';
  reference: string | null;
  delay: number;
  bets: RecordedBet[];
  errors: { code: string; message: string; ref?: string }[];
}

export interface Transaction {
  id: string;
  type: string;
  amount: number;
  balanceAfter: number;
  reference: string | null;
}

/** The event list's shape, as far as the slip and the catalogue read it. */
export interface ListedEvent {
  id: string;
  sportCode: string;
  state: string;
  eventPaths: { id: number; description: string }[];
  markets: {
    id: string;
    eventId: string;
    marketTypeId: number;
    status: string;
    outcomes: { id: string; hidden: boolean; consolidatedPrice: { currentPrice: { decimal: number; spread: number | null } } }[];
  }[];
}

/** Who is calling: the brand's site, the bettor's odds format and session. */
export interface CallerContext {
  brand: string;
  priceFormat: string;
  token: string | null;
}

/**
 * The sandbox's API over real HTTP, every call with the headers the SDK puts on it
 * (X-Sb-Brand, X-Price-Format, the bearer token), so the suite goes through the same
 * routes, middleware and JSON a browser's calls do.
 */
export function moneyApi(baseUrl: string) {
  async function call<T>(path: string, caller: CallerContext | null, init: { method?: string; body?: unknown } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (caller) {
      headers['x-sb-brand'] = caller.brand;
      headers['x-price-format'] = caller.priceFormat;
      if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    }
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path.replace(/^\//, ''), baseUrl), {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  const ok = async <T>(answer: Promise<Answer<T>>, what: string): Promise<T> => {
    const { status, body } = await answer;
    if (status !== 200) throw new Error(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
    return body;
  };

  return {
    call,
    login: (username: string) => ok(call<{ jweToken: string; alsPlayerId: string; currency: string }>('/xapi/icore/players/login', null, { body: { username, password: 'demo1234' } }), `login ${username}`),
    settings: (caller: CallerContext) => ok(call<Record<string, { web: Record<string, unknown> }>>('/api/all_cached_settings?cached=t', caller), 'settings'),
    details: (caller: CallerContext, username: string) => ok(call<{ countryCode: string; currency: string; excludedFromPromotions: boolean }>(`/xapi/icore/players/${username}/details?withAuth=true`, caller), 'details'),
    parlayPromotion: (caller: CallerContext) => ok(call<unknown>('/xapi/rest/promotions/epw', caller), 'epw'),
    oddsLadder: (caller: CallerContext, overrideBrand: string) => ok(call<unknown>(`/xapi/rest/oddsLadderAndMargins/1?overrideBrand=${encodeURIComponent(overrideBrand)}`, caller), 'odds ladder'),
    events: (caller: CallerContext, query: string) => ok(call<{ events: ListedEvent[] }>(`/xapi/rest/events?${query}`, caller), `events ${query}`),
    priceSlip: (caller: CallerContext, method: 'POST' | 'PUT', body: unknown) => ok(call<PricedSlip>('/xapi/rest/betslips/selections', caller, { method, body }), `betslips/selections ${method}`),
    place: (caller: CallerContext, accountId: string, uuid: string, request: PlacementRequest) =>
      ok(call<PlacementAnswer>(`/xapi/rest/accounts/${accountId}/betslips?uuid=${uuid}&withAuth=true`, caller, { body: request }), 'place'),
    slipStatus: (caller: CallerContext, betSlipId: string) => ok(call<PlacementAnswer>(`/xapi/rest/betslips/${betSlipId}/status`, caller, { method: 'PUT', body: {} }), 'slip status'),
    openBets: (caller: CallerContext, accountId: string) => ok(call<{ bets: RecordedBet[] }>(`/xapi/bet/account/${accountId}/openbets`, caller), 'open bets'),
    bet: (caller: CallerContext, accountId: string, betId: string) => ok(call<RecordedBet>(`/xapi/bet/account/${accountId}/openbet/${betId}`, caller), `bet ${betId}`),
    balance: async (caller: CallerContext, username: string) =>
      (await ok(call<{ wallets: { balance: number }[] }>(`/xapi/icore/players/${username}/balance/sportsbook?includeFullBalanceDetails=true`, caller), 'balance')).wallets[0]?.balance ?? 0,
    transactions: async (caller: CallerContext, accountId: string) => (await ok(call<{ transactions: Transaction[] }>(`/xapi/rest/accounts/${accountId}/transactions`, caller), 'transactions')).transactions,
    deposit: (caller: CallerContext, accountId: string, amount: string) => ok(call<unknown>(`/xapi/rest/accounts/${accountId}/deposits`, caller, { body: { amount: Number(amount) } }), 'deposit'),
    settle: (results: Record<string, string>, betIds: string[]) => ok(call<{ bets: RecordedBet[] }>('/sandbox/settle', null, { body: { results, betIds } }), 'settle'),
    setPrice: (outcomeId: string, decimal: number | null) => ok(call<unknown>('/sandbox/price', null, { body: { outcomeId, decimal } }), `price ${outcomeId}`),
    cashOut: (caller: CallerContext, accountId: string, betId: string, value: number) => call<{ status: string; bet: RecordedBet; balance: number; error?: string }>(`/xapi/bet/account/${accountId}/openbet/${betId}/cashout`, caller, { body: { value } }),
  };
}

export type MoneyApi = ReturnType<typeof moneyApi>;
