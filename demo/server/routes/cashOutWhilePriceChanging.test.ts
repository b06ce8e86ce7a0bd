// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualSleep } from '../../../tests/support/sandboxBets';
import { CASH_OUT_PRICE_SETTLE_MS } from '../bets/cashOutWatch';
import { harness, prematchOutcome } from '../testing/harness';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The settling window's timer is a fake one the test moves; nothing else is faked (the
 * requests and the cash-out hold resolve as usual). The watch asks for setTimeout when a
 * price moves, so this must run before the move.
 */
const fakeSettleTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

const cashOutCredits = (h: ReturnType<typeof harness>, accountId: string) => h.sandbox.store.state.transactions.filter((entry) => entry.accountId === accountId && entry.type === 'cashout').map((entry) => entry.amount);

/** A EUR 10 single at 2.50 (returns 25.00, cash-out value 9.50); nobody follows the push, as for a page that polls. */
async function betAtTwoFifty(h: ReturnType<typeof harness>) {
  const player = await h.login('demo');
  const pick = prematchOutcome(h.sandbox);
  await h.call('/sandbox/price', { body: { outcomeId: pick.outcome.id, decimal: 2.5 } });
  const placed = await h.call(`/xapi/rest/accounts/${player.accountId}/betslips?uuid=moving&withAuth=true`, { token: player.token, body: { singles: [{ outcomeId: pick.outcome.id, decimal: 2.5, spread: null, unitStake: 10 }] } });
  expect(placed.json.status).toBe('PLACED');
  const betId = String(placed.json.bets[0].betId);
  return { ...player, pick, betId, path: `/xapi/bet/account/${player.accountId}/openbet/${betId}/cashout` };
}

/** The price the feed publishes (the cash-out watch hears it, as from the live simulator). */
const movePrice = (h: ReturnType<typeof harness>, outcomeId: string, decimal: number) => h.call('/sandbox/price', { body: { outcomeId, decimal, publish: true } });

const PRICE_CHANGING = { error: 'cashout-value-changed', value: null };

describe('cash out while a price of the bet is changing (the push shows it suspended)', () => {
  it('refuses a full cash out inside the window with nothing paid and the bet open, and accepts the same request once the price settled, paying once', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const balanceBefore = h.sandbox.accounts.wallet(bet.accountId).balance;
    fakeSettleTimers();
    await movePrice(h, bet.pick.outcome.id, 2.4);

    // 10 x 2.5 / 2.4 x 0.95 = 9.89: the value at the new price, asked before that price settled.
    const inside = await h.call(bet.path, { token: bet.token, body: { value: 9.89 } });
    expect(inside.status).toBe(409);
    expect(inside.json).toMatchObject(PRICE_CHANGING);
    expect(inside.json.message).toMatch(/^A price of this bet is changing: nothing was cashed out and the bet stays open\./);
    expect(h.sandbox.accounts.wallet(bet.accountId).balance).toBe(balanceBefore);
    expect(h.sandbox.betting.openBets(bet.accountId).map((open) => [open.betId, open.status])).toEqual([[bet.betId, 'open']]);
    expect(cashOutCredits(h, bet.accountId)).toEqual([]);

    vi.advanceTimersByTime(CASH_OUT_PRICE_SETTLE_MS);
    const after = await h.call(bet.path, { token: bet.token, body: { value: 9.89 } });
    expect(after.status).toBe(200);
    expect(after.json).toMatchObject({ status: 'CASHED_OUT', bet: { betId: bet.betId, status: 'cashed-out', returns: 9.89 } });
    expect(cashOutCredits(h, bet.accountId)).toEqual(['9.89']);
    expect(h.sandbox.accounts.wallet(bet.accountId).balance).toBe(String(Number(balanceBefore) + 9.89));
    expect(h.sandbox.betting.openBets(bet.accountId)).toEqual([]);
  });

  it('refuses at payment a full cash out whose price moved during the hold, even when it moved back to the value asked', async () => {
    const hold = manualSleep();
    const h = harness('contract', { sleep: hold.sleep });
    const bet = await betAtTwoFifty(h);
    const balanceBefore = h.sandbox.accounts.wallet(bet.accountId).balance;
    const asked = h.call(bet.path, { token: bet.token, body: { value: 9.5 } });
    await vi.waitFor(() => expect(hold.asked()).toEqual([5000]));
    fakeSettleTimers();
    await movePrice(h, bet.pick.outcome.id, 2.4);
    await movePrice(h, bet.pick.outcome.id, 2.5);
    hold.releaseAll();

    const answer = await asked;
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject(PRICE_CHANGING);
    expect(h.sandbox.accounts.wallet(bet.accountId).balance).toBe(balanceBefore);
    expect(cashOutCredits(h, bet.accountId)).toEqual([]);
    expect(h.sandbox.betting.openBets(bet.accountId)[0]).toMatchObject({ betId: bet.betId, status: 'open', totalStake: 10 });
  });

  it('refuses a partial cash out inside the window, and pays exactly the amount once the price settled', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const balanceBefore = h.sandbox.accounts.wallet(bet.accountId).balance;
    fakeSettleTimers();
    await movePrice(h, bet.pick.outcome.id, 2.4);

    const inside = await h.call(`${bet.path}?uuid=part-moving`, { token: bet.token, body: { value: 9.89, amount: '4' } });
    expect(inside.status).toBe(409);
    expect(inside.json).toMatchObject(PRICE_CHANGING);
    expect(h.sandbox.accounts.wallet(bet.accountId).balance).toBe(balanceBefore);
    expect(h.sandbox.betting.openBets(bet.accountId)[0]).toMatchObject({ betId: bet.betId, totalStake: 10, partialCashOuts: [] });

    vi.advanceTimersByTime(CASH_OUT_PRICE_SETTLE_MS);
    // A refusal is not kept under the request key: the same key pays once the price settled.
    const after = await h.call(`${bet.path}?uuid=part-moving`, { token: bet.token, body: { value: 9.89, amount: '4' } });
    expect(after.status).toBe(200);
    expect(after.json).toMatchObject({ status: 'PARTLY_CASHED_OUT', amount: 4, idempotentReplay: false });
    expect(cashOutCredits(h, bet.accountId)).toEqual(['4']);
    expect(h.sandbox.accounts.wallet(bet.accountId).balance).toBe(String(Number(balanceBefore) + 4));
  });
});
