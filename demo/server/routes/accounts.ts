import { Hono, type Context } from 'hono';
import { Big } from '../../../src/core/index';
import type { Accounts } from '../accounts/accounts';
import { moveMoney } from '../accounts/deposits';
import { depositLimitCheck } from '../accounts/depositLimits';
import { isResponse, requireSession } from '../http/auth';
import { errorBody, requestContext, requestCountry } from '../http/requestContext';
import type { StateStore } from '../sandboxState';
import { OPERATOR_CURRENCIES } from '../content/operatorCurrencies';

const TRANSACTION_TYPES: readonly string[] = ['deposit', 'withdrawal', 'bet', 'payout', 'refund', 'cashout', 'bonus'];
const MAX_PAGE_SIZE = 100;

/** The transactions list's query, or what is wrong with it (a 400 says how to ask). */
export function transactionsQuery(raw: Record<string, string>): { types: string[] | null; from: number | null; before: number | null; page: number; pageSize: number } | { error: string } {
  const types = raw.type ? raw.type.split(',').map((type) => type.trim()).filter(Boolean) : null;
  const unknown = types?.find((type) => !TRANSACTION_TYPES.includes(type));
  if (unknown !== undefined) return { error: `Unknown transaction type ${unknown}: use ${TRANSACTION_TYPES.join(', ')} (comma-separated).` };
  const instant = (name: 'from' | 'before'): number | null | undefined => {
    const value = raw[name];
    if (!value) return null;
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? ms : undefined;
  };
  const from = instant('from');
  const before = instant('before');
  if (from === undefined || before === undefined) return { error: 'from and before are ISO 8601 times, e.g. 2026-11-01T00:00:00.000Z.' };
  const page = raw.page === undefined ? 1 : Number(raw.page);
  const pageSize = raw.pageSize === undefined ? 20 : Number(raw.pageSize);
  if (!Number.isInteger(page) || page < 1) return { error: 'page is a whole number from 1.' };
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) return { error: `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}.` };
  return { types, from, before, page, pageSize };
}


/** Accounts, players, wallets and preferences (spec 7 "Accounts and auth"). */
export function accountRoutes(accounts: Accounts, store: StateStore, now: () => number = Date.now): Hono {
  const app = new Hono();
  const depositCheck = depositLimitCheck(store, now);

  app.get('/xapi/rest/currencies', (c) =>
    c.json(OPERATOR_CURRENCIES),
  );

  const geo = (c: Context) => {
    const country = requestCountry(c);
    return c.json({ countryCode: country, country: country === 'MT' ? 'Malta' : country, region: null, city: null, ip: '127.0.0.1', cachedAt: new Date().toISOString() });
  };
  app.get('/api/v2/geo_data', geo);
  app.get('/api/geo_data', geo);

  app.get('/xapi/rest/accounts/:accountId/info', (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const player = accounts.byAccount(session.accountId);
    const stored = store.state.preferences[session.accountId] ?? {};
    return c.json({
      nonBettor: player?.nonBettor ?? false,
      nonDepositor: player?.nonDepositor ?? false,
      firstLoginTime: player?.firstLoginTime ?? null,
      // The real-money bonus choice stored by PUT /xapi/rest/accounts/{accountId}.
      wasSetRealMoneyBonuses: stored.wasSetRealMoneyBonuses === true,
      realMoneyBonuses: typeof stored.realMoneyBonuses === 'boolean' ? stored.realMoneyBonuses : null,
    });
  });

  app.put('/xapi/rest/accounts/:accountId', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const body = (await c.req.json().catch(() => ({}))) as { wasSetRealMoneyBonuses?: unknown; realMoneyBonuses?: unknown };
    if (typeof body.wasSetRealMoneyBonuses !== 'boolean' || typeof body.realMoneyBonuses !== 'boolean') {
      return c.json(errorBody('bad-request', 'Send { "wasSetRealMoneyBonuses": true, "realMoneyBonuses": true | false } as JSON.'), 400);
    }
    store.mutate((state) => {
      state.preferences[session.accountId] = { ...state.preferences[session.accountId], realMoneyBonuses: body.realMoneyBonuses ?? null, wasSetRealMoneyBonuses: Boolean(body.wasSetRealMoneyBonuses) };
    });
    return c.json({ accountId: session.accountId, ...store.state.preferences[session.accountId] });
  });

  app.get('/xapi/icore/players/:username/details', (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const player = accounts.byUsername(c.req.param('username'));
    if (!player) return c.json(errorBody('not-found', `No player ${c.req.param('username')}.`), 404);
    if (player.accountId !== session.accountId) return c.json(errorBody('forbidden', 'A player can read only their own details.'), 403);
    return c.json(accounts.playerDetails(player));
  });

  app.put('/xapi/icore/players/:username/details', async (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const player = accounts.byUsername(c.req.param('username'));
    if (!player || player.accountId !== session.accountId) return c.json(errorBody('forbidden', 'A player can change only their own details.'), 403);
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const defaultStake = Number(body.defaultStake);
    store.mutate((state) => {
      state.preferences[player.accountId] = {
        ...state.preferences[player.accountId],
        ...(Number.isFinite(defaultStake) && defaultStake >= 0 ? { default_stake: defaultStake } : {}),
        ...(typeof body.priceFormat === 'string' ? { price_format: body.priceFormat } : {}),
      };
    });
    return c.json(accounts.playerDetails(player));
  });

  app.get('/xapi/icore/players/:username/balance/sportsbook', (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const player = accounts.byUsername(c.req.param('username'));
    if (!player || player.accountId !== session.accountId) return c.json(errorBody('forbidden', 'A player can read only their own balance.'), 403);
    const wallet = accounts.wallet(player.accountId);
    const balance = new Big(wallet.balance);
    const full = c.req.query('includeFullBalanceDetails') === 'true';
    return c.json({
      currency: player.currency,
      wallets: [{ name: 'sportsbook', balance: balance.toNumber(), promoCash: Number(wallet.promoCash), totalLeftToWager: 0, withdrawableAmount: balance.toNumber() }],
      ...(full ? { totalBalance: balance.plus(wallet.bonusBalance).toNumber(), bonusBalance: Number(wallet.bonusBalance), realBalance: balance.toNumber() } : {}),
    });
  });

  for (const method of ['get', 'patch'] as const) {
    app[method]('/xapi/rest/accounts/:accountId/accountPrefs', async (c) => {
      const session = requireSession(c, accounts, c.req.param('accountId'));
      if (isResponse(session)) return session;
      if (method === 'patch') {
        const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
        const allowed = ['price_format', 'layout', 'default_stake', 'sort_by', 'accept_higher_odds', 'theme'];
        store.mutate((state) => {
          state.preferences[session.accountId] = { ...state.preferences[session.accountId], ...Object.fromEntries(Object.entries(body).filter(([key]) => allowed.includes(key))) };
        });
      }
      const player = accounts.byAccount(session.accountId);
      const prefs = store.state.preferences[session.accountId] ?? {};
      return c.json({ price_format: prefs.price_format ?? player?.priceFormat ?? 'euro', layout: prefs.layout ?? 'not_selected', default_stake: prefs.default_stake ?? 0, sort_by: prefs.sort_by ?? 'not_selected', accept_higher_odds: prefs.accept_higher_odds ?? false, theme: prefs.theme ?? 'not_selected' });
    });
  }

  // Paged and filtered on the server (docs/account-history.md): type (comma list), from
  // (inclusive) and before (exclusive) as ISO instants, page (1-based), pageSize (1-100,
  // 20 by default); newest first, with the count of every matching row. Amounts are the
  // recorded exact decimals (a JSON number written from the decimal string keeps its digits).
  app.get('/xapi/rest/accounts/:accountId/transactions', (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const query = transactionsQuery(c.req.query());
    if ('error' in query) return c.json(errorBody('bad-request', query.error), 400);
    const matching = store.state.transactions
      .filter((transaction) => transaction.accountId === session.accountId)
      .filter((transaction) => query.types === null || query.types.includes(transaction.type))
      .filter((transaction) => {
        const time = Date.parse(transaction.time);
        return (query.from === null || time >= query.from) && (query.before === null || time < query.before);
      })
      .reverse();
    const start = (query.page - 1) * query.pageSize;
    const descriptions = new Map(store.state.bets.filter((bet) => bet.accountId === session.accountId).map((bet) => [bet.reference, bet.description]));
    return c.json({
      transactions: matching.slice(start, start + query.pageSize).map((transaction) => ({
        id: transaction.id,
        time: transaction.time,
        type: transaction.type,
        amount: Number(transaction.amount),
        balanceAfter: Number(transaction.balanceAfter),
        reference: transaction.reference,
        description: transaction.reference === null ? null : (descriptions.get(transaction.reference) ?? null),
      })),
      total: matching.length,
      page: query.page,
      pageSize: query.pageSize,
      currency: accounts.byAccount(session.accountId)?.currency ?? requestContext(c).brand.currency,
    });
  });

  // Responsible gaming (spec 7: "path and method not shown"; ours): a self-exclusion of
  // 1 to 3650 days. Betting is refused (RES-00103) until it ends; it cannot be shortened.
  app.post('/xapi/rest/accounts/:accountId/self-exclusion', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const { days } = (await c.req.json().catch(() => ({}))) as { days?: unknown };
    const count = Number(days);
    if (!Number.isInteger(count) || count < 1 || count > 3650) return c.json(errorBody('bad-period', 'Send { "days": n } with a whole number of days from 1 to 3650.'), 400);
    const until = store.mutate((state) => {
      const current = Number(state.preferences[session.accountId]?.selfExcludedUntil ?? 0);
      const next = Math.max(current, now() + count * 86_400_000);
      state.preferences[session.accountId] = { ...state.preferences[session.accountId], selfExcludedUntil: next };
      return next;
    });
    // An excluded player is logged out everywhere: the token that asked stops working too.
    accounts.endSessions(session.username, 'revoked');
    return c.json({ selfExcluded: true, selfExcludedUntil: new Date(until).toISOString() });
  });

  // A sandbox cashier so demos can top up; the operator's cashier page moves money through the same function.
  app.post('/xapi/rest/accounts/:accountId/deposits', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const { amount } = (await c.req.json().catch(() => ({}))) as { amount?: unknown };
    // Safer gambling: a deposit that would break a limit is refused whole (409), nothing taken (depositCheck).
    const moved = moveMoney(accounts, session.accountId, 'deposit', amount, depositCheck);
    if (!moved.ok) return c.json(moved.body ?? errorBody(moved.code, moved.message), moved.code === 'deposit-limit' ? 409 : 400);
    return c.json({ transaction: moved.transaction, balance: Number(moved.balance) });
  });

  return app;
}
