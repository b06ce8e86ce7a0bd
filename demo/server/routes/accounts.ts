import { Hono, type Context } from 'hono';
import { Big, currencyInfo } from '../../../src/core/index';
import type { Accounts } from '../accounts/accounts';
import { moveMoney } from '../accounts/deposits';
import { isResponse, requireSession } from '../http/auth';
import { errorBody, requestCountry } from '../http/requestContext';
import type { StateStore } from '../sandboxState';

const CURRENCY_CODES = ['EUR', 'GBP', 'USD', 'KES', 'GHS', 'PHP', 'IDR', 'INR', 'KRW', 'MYR', 'PLN', 'TRY', 'CNY', 'RUB', 'THB', 'VND', 'LAK', 'MMK', 'KHR', 'MXN'];

/** Accounts, players, wallets and preferences (spec 7 "Accounts and auth"). */
export function accountRoutes(accounts: Accounts, store: StateStore, now: () => number = Date.now): Hono {
  const app = new Hono();

  app.get('/xapi/rest/currencies', (c) =>
    c.json(CURRENCY_CODES.map((code, index) => ({ id: index + 1, ...currencyInfo(code) }))),
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
    return c.json({ nonBettor: player?.nonBettor ?? false, nonDepositor: player?.nonDepositor ?? false, firstLoginTime: player?.firstLoginTime ?? null });
  });

  app.put('/xapi/rest/accounts/:accountId', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const body = (await c.req.json().catch(() => ({}))) as { wasSetRealMoneyBonuses?: boolean; realMoneyBonuses?: unknown };
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
      return c.json({ price_format: prefs.price_format ?? player?.priceFormat ?? 'euro', layout: prefs.layout ?? 'not_selected', default_stake: prefs.default_stake ?? 0, sort_by: prefs.sort_by ?? 'time', accept_higher_odds: prefs.accept_higher_odds ?? false, theme: prefs.theme ?? 'system' });
    });
  }

  app.get('/xapi/rest/accounts/:accountId/transactions', (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const items = store.state.transactions.filter((transaction) => transaction.accountId === session.accountId).slice(-200).reverse();
    return c.json({ transactions: items.map((transaction) => ({ ...transaction, amount: Number(transaction.amount), balanceAfter: Number(transaction.balanceAfter) })) });
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
    return c.json({ selfExcluded: true, selfExcludedUntil: new Date(until).toISOString() });
  });

  // A sandbox cashier so demos can top up; the operator's cashier page moves money through the same function.
  app.post('/xapi/rest/accounts/:accountId/deposits', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const { amount } = (await c.req.json().catch(() => ({}))) as { amount?: unknown };
    const moved = moveMoney(accounts, session.accountId, 'deposit', amount);
    if (!moved.ok) return c.json(errorBody(moved.code, moved.message), 400);
    return c.json({ transaction: moved.transaction, balance: Number(moved.balance) });
  });

  return app;
}
