// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Big } from '../../../src/core/index';
import { createCashOutWatch, type CashOutPushMessage } from '../bets/cashOutWatch';
import { harness, prematchOutcome } from '../testing/harness';

async function betAtTwoFifty(h: ReturnType<typeof harness>) {
  const player = await h.login('demo');
  const pick = prematchOutcome(h.sandbox);
  await h.call('/sandbox/price', { body: { outcomeId: pick.outcome.id, decimal: 2.5, publish: true } });
  const placed = await h.call(`/xapi/rest/accounts/${player.accountId}/betslips?uuid=push&withAuth=true`, { token: player.token, body: { singles: [{ outcomeId: pick.outcome.id, decimal: 2.5, spread: null, unitStake: 10 }] } });
  return { ...player, pick, betId: String(placed.json.bets[0].betId) };
}

/** Timers the test runs by hand: the price's settling moment without waiting for it. */
function handTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    setTimer: (callback: () => void) => {
      next += 1;
      pending.set(next, callback);
      return next;
    },
    clearTimer: (handle: unknown) => pending.delete(handle as number),
    runAll() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback();
    },
    get count() {
      return pending.size;
    },
  };
}

describe('cash-out push (the sandbox side)', () => {
  it('opens with the value, shows the bet suspended while its price changes, then pushes the new value', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const timers = handTimers();
    const { world, store, betting, accounts } = h.sandbox;
    const watch = createCashOutWatch({ world, store, betting, accounts, setTimer: timers.setTimer, clearTimer: timers.clearTimer });
    const messages: CashOutPushMessage[] = [];
    watch.subscribe(bet.accountId, (message) => messages.push(message));
    expect(messages).toEqual([{ type: 'cashout', payload: { bid: bet.betId, s: 'O', cv: 9.5, pr: 25 } }]);

    await h.call('/sandbox/price', { body: { outcomeId: bet.pick.outcome.id, decimal: 2.4, publish: true } });
    expect(messages.at(-1)).toEqual({ type: 'cashout', payload: { bid: bet.betId, s: 'S', cv: null, pr: 25 } });
    // Unchanged while it settles: no repeat of the same state.
    watch.check();
    expect(messages).toHaveLength(2);
    timers.runAll();
    expect(messages.at(-1)).toEqual({ type: 'cashout', payload: { bid: bet.betId, s: 'O', cv: 9.89, pr: 25 } });
    watch.stop();
  });

  it('holds an armed auto cash out while the price is changing, and fires it once on the settled value', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const timers = handTimers();
    const { world, store, betting, accounts } = h.sandbox;
    const watch = createCashOutWatch({ world, store, betting, accounts, setTimer: timers.setTimer, clearTimer: timers.clearTimer });
    await h.call(`/xapi/bet/account/${bet.accountId}/openbet/${bet.betId}/autocashout`, { method: 'PUT', token: bet.token, body: { target: 9.8 } });
    // The watch follows a new rule from its next check (the sandbox's step, every second).
    watch.check();
    const before = accounts.wallet(bet.accountId).balance;
    await h.call('/sandbox/price', { body: { outcomeId: bet.pick.outcome.id, decimal: 2.4, publish: true } });
    watch.check();
    expect(accounts.wallet(bet.accountId).balance).toBe(before);
    expect(h.sandbox.betting.openBets(bet.accountId)[0]!.autoCashOut).toMatchObject({ executed: null });
    timers.runAll();
    expect(new Big(accounts.wallet(bet.accountId).balance).minus(before).toString()).toBe('9.89');
    expect(store.state.transactions.filter((entry) => entry.accountId === bet.accountId && entry.type === 'cashout').map((entry) => entry.amount)).toEqual(['9.89']);
    watch.stop();
  });

  it('shows a suspended market as suspended, with no value, until it reopens', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const messages: CashOutPushMessage[] = [];
    h.sandbox.cashOutWatch.subscribe(bet.accountId, (message) => messages.push(message));
    await h.call('/sandbox/market-status', { body: { marketId: bet.pick.market.id, status: 'suspended' } });
    expect(messages.at(-1)).toEqual({ type: 'cashout', payload: { bid: bet.betId, s: 'S', cv: null, pr: 25 } });
    expect(h.sandbox.betting.openBets(bet.accountId)[0]!.cashOutValue).toBeNull();
    await h.call('/sandbox/market-status', { body: { marketId: bet.pick.market.id, status: 'open' } });
    expect(messages.at(-1)).toEqual({ type: 'cashout', payload: { bid: bet.betId, s: 'O', cv: 9.5, pr: 25 } });
  });

  it('serves GET .../cashout/stream to the bettor only, and answers 404 when the operator has no push', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const path = `/xapi/bet/account/${bet.accountId}/cashout/stream`;
    expect((await h.app.request(path)).status).toBe(401);
    const response = await h.app.request(path, { headers: { authorization: `Bearer ${bet.token}` } });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe(`event: cashout\ndata: {"bid":"${bet.betId}","s":"O","cv":9.5,"pr":25}\n\n`);
    await reader.cancel();
    await h.call('/sandbox/extensions', { body: { liveExtensions: false } });
    expect((await h.app.request(path, { headers: { authorization: `Bearer ${bet.token}` } })).status).toBe(404);
  });
});
