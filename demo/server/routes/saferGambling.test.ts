// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { depositLimitRefusal } from '../accounts/depositLimits';
import { harness, prematchOutcome } from '../testing/harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function setup(username = 'sgLimiter') {
  const h = harness();
  const { accountId } = await h.login(username);
  let { token } = await h.login(username);
  // Tokens live shorter than a day: after moving the clock the player logs in again.
  const fresh = async () => (token = (await h.login(username)).token);
  const limit = async (period: string, amount: number | null) => (await fresh(), h.call(`/xapi/rest/accounts/${accountId}/deposit-limits`, { method: 'PUT', token, body: { period, amount } }));
  const deposit = async (amount: number) => (await fresh(), h.call(`/xapi/rest/accounts/${accountId}/deposits`, { token, body: { amount } }));
  return { h, token, accountId, limit, deposit, fresh };
}

describe('deposit limits (sandbox)', () => {
  it('refuses the deposit that breaks the limit, exactly at the boundary, with a 409 the client can show', async () => {
    const { accountId, limit, deposit, h } = await setup();
    expect((await limit('daily', 50)).json.depositLimits.daily).toEqual({ amount: 50, pending: null });
    expect((await deposit(30.1)).status).toBe(200);
    const over = await deposit(19.91);
    expect(over.status).toBe(409);
    expect(over.json).toEqual({
      error: 'deposit-limit',
      message: 'This deposit would take you over your daily deposit limit of 50.00 GBP: you can deposit up to 19.90 GBP now.',
      period: 'daily',
      limit: 50,
      used: 30.1,
      remaining: 19.9,
      currency: 'GBP',
    });
    const exact = await deposit(19.9);
    expect(exact.status).toBe(200);
    expect(exact.json.balance).toBe(150);
    expect((await deposit(0.01)).status).toBe(409);
    // The pure function the deposits route (and the cashier page) calls agrees.
    expect(depositLimitRefusal(h.sandbox.store.state, accountId, 0.01, h.now)?.period).toBe('daily');
    // A day later the window has rolled on.
    h.advance(DAY);
    expect((await deposit(50)).status).toBe(200);
  });

  it('raising waits out the 24 h cooling-off, shown as pending with its date; lowering applies at once', async () => {
    const { limit, deposit, h, accountId, fresh } = await setup();
    await limit('weekly', 20);
    const raised = await limit('weekly', 100);
    expect(raised.json.depositLimits.weekly).toEqual({ amount: 20, pending: { amount: 100, effectiveAt: new Date(h.now + DAY).toISOString() } });
    expect((await deposit(20.01)).status).toBe(409);
    h.advance(DAY - 1);
    expect((await deposit(20.01)).status).toBe(409);
    h.advance(1);
    expect((await deposit(20.01)).status).toBe(200);
    expect((await h.call(`/xapi/rest/accounts/${accountId}/safer-gambling`, { token: await fresh() })).json.depositLimits.weekly).toEqual({ amount: 100, pending: null });
    const lowered = await limit('weekly', 10);
    expect(lowered.json.depositLimits.weekly).toEqual({ amount: 10, pending: null });
    const removed = await limit('weekly', null);
    expect(removed.json.depositLimits.weekly.pending).toEqual({ amount: null, effectiveAt: new Date(h.now + DAY).toISOString() });
  });

  it('refuses a bad period or amount', async () => {
    const { limit } = await setup();
    expect((await limit('yearly', 10)).status).toBe(400);
    expect((await limit('daily', 10.001)).status).toBe(400);
    expect((await limit('daily', -5)).status).toBe(400);
  });
});

describe('exclusions (sandbox)', () => {
  it('a self-exclusion ends the session, refuses the login with SELF_EXCLUDED and any bet', async () => {
    const { h, token, accountId } = await setup('sgExcluder');
    const pick = prematchOutcome(h.sandbox);
    const answer = await h.call(`/xapi/rest/accounts/${accountId}/self-exclusion`, { token, body: { days: 183 } });
    expect(answer.json).toEqual({ selfExcluded: true, selfExcludedUntil: new Date(h.now + 183 * DAY).toISOString() });
    expect((await h.call(`/xapi/rest/accounts/${accountId}/safer-gambling`, { token })).status).toBe(401);
    const login = await h.call('/xapi/icore/players/login', { body: { username: 'sgExcluder', password: 'demo1234' } });
    expect(login.status).toBe(403);
    expect(login.json).toMatchObject({ responseCode: 'SELF_EXCLUDED' });
    const headerLogin = await h.call('/auth/en/api/plugins/component/route/header_login/authenticate', { body: { username: 'sgExcluder', password: 'demo1234' } });
    expect(headerLogin.status).toBe(403);
    expect(headerLogin.json.responseCode).toBe('SELF_EXCLUDED');
    // A token opened before (kept by a second device) cannot bet either.
    const other = h.sandbox.accounts.openSession(h.sandbox.accounts.byAccount(accountId)!);
    const bet = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=sg-1&withAuth=true`, { token: other.token, body: { singles: [{ outcomeId: pick.outcome.id, decimal: pick.decimal, spread: null, unitStake: 1 }] } });
    expect(JSON.stringify(bet.json)).toContain('RES-00103');
    h.advance(183 * DAY);
    expect((await h.call('/xapi/icore/players/login', { body: { username: 'sgExcluder', password: 'demo1234' } })).status).toBe(200);
  });

  it('a time-out refuses the login with TIMED_OUT until it ends', async () => {
    const { h, token, accountId } = await setup('sgReality');
    const answer = await h.call(`/xapi/rest/accounts/${accountId}/time-out`, { token, body: { days: 1 } });
    expect(answer.json).toEqual({ timedOut: true, timeOutUntil: new Date(h.now + DAY).toISOString() });
    const login = await h.call('/xapi/icore/players/login', { body: { username: 'sgReality', password: 'demo1234' } });
    expect(login.status).toBe(403);
    expect(login.json.responseCode).toBe('TIMED_OUT');
    expect((await h.call(`/xapi/rest/accounts/${accountId}/time-out`, { token, body: { days: 43 } })).status).toBe(401);
    const pick = prematchOutcome(h.sandbox);
    const other = h.sandbox.accounts.openSession(h.sandbox.accounts.byAccount(accountId)!);
    const bet = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=sg-2&withAuth=true`, { token: other.token, body: { singles: [{ outcomeId: pick.outcome.id, decimal: pick.decimal, spread: null, unitStake: 1 }] } });
    expect(JSON.stringify(bet.json)).toContain('RES-00103');
    h.advance(DAY);
    expect((await h.call('/xapi/icore/players/login', { body: { username: 'sgReality', password: 'demo1234' } })).status).toBe(200);
  });
});
