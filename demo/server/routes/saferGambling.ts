import { Hono } from 'hono';
import { Big, DEPOSIT_LIMIT_PERIODS, changeDepositLimit, currencyInfo, limitsInForce, type DepositLimitPeriod, type DepositLimits } from '../../../src/core/index';
import type { Accounts } from '../accounts/accounts';
import { isResponse, requireSession } from '../http/auth';
import { errorBody } from '../http/requestContext';
import type { SandboxState, StateStore } from '../sandboxState';

const DAY_MS = 86_400_000;
/** The time-outs the sandbox accepts, in days (a short break: 24 hours to 6 weeks). */
const MAX_TIME_OUT_DAYS = 42;

const iso = (ms: number | undefined | null) => (ms ? new Date(ms).toISOString() : null);

/** The answer of GET (and of each change): limits in force, pending changes with their date, and the exclusions' ends. */
function saferGamblingAnswer(state: SandboxState, accountId: string, currency: string, now: number) {
  const record = state.saferGambling[accountId];
  const limits: DepositLimits = limitsInForce(record?.limits ?? {}, now);
  const excludedUntil = Number(state.preferences[accountId]?.selfExcludedUntil ?? 0);
  const timeOutUntil = Number(record?.timeOutUntil ?? 0);
  return {
    currency,
    depositLimits: Object.fromEntries(
      DEPOSIT_LIMIT_PERIODS.map((period) => {
        const limit = limits[period];
        return [period, { amount: limit?.amount == null ? null : Number(limit.amount), pending: limit?.pending ? { amount: limit.pending.amount === null ? null : Number(limit.pending.amount), effectiveAt: iso(limit.pending.effectiveAt) } : null }];
      }),
    ),
    selfExcludedUntil: excludedUntil > now ? iso(excludedUntil) : null,
    timeOutUntil: timeOutUntil > now ? iso(timeOutUntil) : null,
  };
}

/**
 * Safer gambling (issue 21; spec 7 names no path, these are ours, docs/account-safer-gambling.md):
 *   GET  /xapi/rest/accounts/:id/safer-gambling   the limits, pending changes and exclusions
 *   PUT  /xapi/rest/accounts/:id/deposit-limits   { period, amount | null }: lower at once, raise or remove after 24 h
 *   POST /xapi/rest/accounts/:id/time-out         { days } from 1 to 42: no login and no bets until it ends
 * Self-exclusion stays POST /xapi/rest/accounts/:id/self-exclusion (routes/accounts.ts).
 */
export function saferGamblingRoutes(accounts: Accounts, store: StateStore, now: () => number = Date.now): Hono {
  const app = new Hono();
  const currencyOf = (accountId: string) => accounts.byAccount(accountId)?.currency ?? 'EUR';

  app.get('/xapi/rest/accounts/:accountId/safer-gambling', (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    return c.json(saferGamblingAnswer(store.state, session.accountId, currencyOf(session.accountId), now()));
  });

  app.put('/xapi/rest/accounts/:accountId/deposit-limits', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const body = (await c.req.json().catch(() => ({}))) as { period?: unknown; amount?: unknown };
    const period = body.period as DepositLimitPeriod;
    if (!DEPOSIT_LIMIT_PERIODS.includes(period)) return c.json(errorBody('bad-period', 'Send { "period": "daily" | "weekly" | "monthly", "amount": n | null }.'), 400);
    const currency = currencyOf(session.accountId);
    const places = currencyInfo(currency).precision;
    let amount: string | null = null;
    if (body.amount !== null && body.amount !== undefined) {
      const value = typeof body.amount === 'number' ? body.amount : Number(body.amount);
      if (!Number.isFinite(value) || value <= 0 || !new Big(value).round(places).eq(value)) return c.json(errorBody('bad-amount', `A limit is a positive amount with at most ${places} decimals, or null to remove it.`), 400);
      amount = new Big(value).toString();
    }
    store.mutate((state) => {
      const record = state.saferGambling[session.accountId] ?? { limits: {} };
      state.saferGambling[session.accountId] = { ...record, limits: changeDepositLimit(record.limits, period, amount, now()) };
    });
    return c.json(saferGamblingAnswer(store.state, session.accountId, currency, now()));
  });

  app.post('/xapi/rest/accounts/:accountId/time-out', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const { days } = (await c.req.json().catch(() => ({}))) as { days?: unknown };
    const count = Number(days);
    if (!Number.isInteger(count) || count < 1 || count > MAX_TIME_OUT_DAYS) return c.json(errorBody('bad-period', `Send { "days": n } with a whole number of days from 1 to ${MAX_TIME_OUT_DAYS}.`), 400);
    const until = store.mutate((state) => {
      const record = state.saferGambling[session.accountId] ?? { limits: {} };
      // A time-out can be lengthened, never shortened.
      const next = Math.max(Number(record.timeOutUntil ?? 0), now() + count * DAY_MS);
      state.saferGambling[session.accountId] = { ...record, timeOutUntil: next };
      return next;
    });
    accounts.endSessions(session.username, 'revoked');
    return c.json({ timedOut: true, timeOutUntil: new Date(until).toISOString() });
  });

  return app;
}
