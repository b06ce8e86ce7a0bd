// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CashOutPushMessage } from '../bets/cashOutWatch';
import { harness, prematchOutcome } from '../testing/harness';

function cents(h: ReturnType<typeof harness>, accountId: string): bigint {
  const [whole, fraction = ''] = String(h.sandbox.accounts.wallet(accountId).balance).split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** A EUR 10 single at 2.50 (pinned): returns 25.00, cash-out value 9.50 while the price stays. */
async function betAtTwoFifty(h: ReturnType<typeof harness>) {
  const player = await h.login('demo');
  const pick = prematchOutcome(h.sandbox);
  // Unpublished: the value moves at the operator with no price 'changing' on the feed, so a check fires at once.
  const setPrice = (decimal: number) => h.call('/sandbox/price', { body: { outcomeId: pick.outcome.id, decimal } });
  await setPrice(2.5);
  const placed = await h.call(`/xapi/rest/accounts/${player.accountId}/betslips?uuid=auto&withAuth=true`, { token: player.token, body: { singles: [{ outcomeId: pick.outcome.id, decimal: 2.5, spread: null, unitStake: 10 }] } });
  const betId = String(placed.json.bets[0].betId);
  const rulePath = `/xapi/bet/account/${player.accountId}/openbet/${betId}/autocashout`;
  return { ...player, pick, betId, rulePath, setPrice };
}

const cashOutTransactions = (h: ReturnType<typeof harness>, accountId: string) => h.sandbox.store.state.transactions.filter((entry) => entry.accountId === accountId && entry.type === 'cashout').map((entry) => entry.amount);

describe('auto cash out (PUT/DELETE .../openbet/{betId}/autocashout)', () => {
  it('executes once when the value reaches the target, paying the value of that moment exactly; a second trigger does nothing', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const before = cents(h, bet.accountId);
    const set = await h.call(bet.rulePath, { method: 'PUT', token: bet.token, body: { target: 9.8 } });
    expect(set.json.bet.autoCashOut).toEqual({ target: 9.8, setAt: expect.any(String), executed: null });
    h.sandbox.cashOutWatch.check();
    expect(h.sandbox.betting.openBets(bet.accountId)).toHaveLength(1);

    // 2.45: 25 x 0.95 / 2.45 = 9.693... -> 9.69, under 9.80: still armed.
    await bet.setPrice(2.45);
    h.sandbox.cashOutWatch.check();
    expect(cents(h, bet.accountId)).toBe(before);
    // 2.40: 9.895... -> 9.89, at or above 9.80: cashed out in full at 9.89.
    await bet.setPrice(2.4);
    h.sandbox.cashOutWatch.check();
    expect(cents(h, bet.accountId)).toBe(before + 989n);
    const detail = await h.call(`/xapi/bet/account/${bet.accountId}/openbet/${bet.betId}`, { token: bet.token });
    expect(detail.json).toMatchObject({ status: 'cashed-out', returns: 9.89, autoCashOut: { target: 9.8, executed: { amount: 9.89, at: expect.any(String) } } });

    // A second trigger (another move, another check, the step) pays nothing more.
    await bet.setPrice(2.2);
    h.sandbox.cashOutWatch.check();
    h.sandbox.betting.runAutoCashOuts();
    expect(cents(h, bet.accountId)).toBe(before + 989n);
    expect(cashOutTransactions(h, bet.accountId)).toEqual(['9.89']);
    // And the rule of a bet that left cannot be set again.
    expect((await h.call(bet.rulePath, { method: 'PUT', token: bet.token, body: { target: 5 } })).status).toBe(404);
  });

  it('fires at once when set at or under the value now', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const before = cents(h, bet.accountId);
    const set = await h.call(bet.rulePath, { method: 'PUT', token: bet.token, body: { target: '9.50' } });
    expect(set.json.bet).toMatchObject({ status: 'cashed-out', returns: 9.5, autoCashOut: { executed: { amount: 9.5 } } });
    expect(set.json.balance).toBe(Number(h.sandbox.accounts.wallet(bet.accountId).balance));
    expect(cents(h, bet.accountId)).toBe(before + 950n);
  });

  it('can be changed and removed; a removed rule never fires', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const before = cents(h, bet.accountId);
    await h.call(bet.rulePath, { method: 'PUT', token: bet.token, body: { target: 12 } });
    const changed = await h.call(bet.rulePath, { method: 'PUT', token: bet.token, body: { target: 11 } });
    expect(changed.json.bet.autoCashOut).toMatchObject({ target: 11, executed: null });
    const removed = await h.call(bet.rulePath, { method: 'DELETE', token: bet.token });
    expect(removed.json.bet.autoCashOut).toBeNull();
    await bet.setPrice(1.9); // 25 x 0.95 / 1.9 = 12.50, above both old targets
    h.sandbox.cashOutWatch.check();
    expect(cents(h, bet.accountId)).toBe(before);
    expect(h.sandbox.betting.openBets(bet.accountId)[0]).toMatchObject({ status: 'open', cashOutValue: 12.5, autoCashOut: null });
  });

  it('refuses a target no offer can reach (above the potential returns) or that is not money, saying why', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const above = await h.call(bet.rulePath, { method: 'PUT', token: bet.token, body: { target: 25.01 } });
    expect(above.status).toBe(400);
    expect(above.json).toMatchObject({ error: 'target-above-potential-returns', message: expect.stringContaining('EUR 25') });
    expect((await h.call(bet.rulePath, { method: 'PUT', token: bet.token, body: { target: 0 } })).json.error).toBe('target-not-positive');
    expect((await h.call(bet.rulePath, { method: 'PUT', token: bet.token, body: { target: 'soon' } })).json.error).toBe('bad-request');
    expect(h.sandbox.betting.openBets(bet.accountId)[0]!.autoCashOut).toBeNull();
  });

  it('pushes the executed rule to the bettor, and the bet as no longer offered', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const messages: CashOutPushMessage[] = [];
    const stop = h.sandbox.cashOutWatch.subscribe(bet.accountId, (message) => messages.push(message));
    await h.call(bet.rulePath, { method: 'PUT', token: bet.token, body: { target: 9.8 } });
    await bet.setPrice(2.4);
    h.sandbox.cashOutWatch.check();
    stop();
    expect(messages.filter((message) => message.type === 'auto-cashout')).toEqual([{ type: 'auto-cashout', payload: { bid: bet.betId, amount: 9.89, balance: Number(h.sandbox.accounts.wallet(bet.accountId).balance) } }]);
    expect(messages.at(-1)).toEqual({ type: 'cashout', payload: { bid: bet.betId, s: 'N', cv: null, pr: 25 } });
  });
});
