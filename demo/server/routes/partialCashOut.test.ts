// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { manualSleep } from '../../../tests/support/sandboxBets';
import { harness, prematchOutcome } from '../testing/harness';

/** Balance in cents, exactly, from the sandbox's decimal string. */
function cents(h: ReturnType<typeof harness>, accountId: string): bigint {
  const [whole, fraction = ''] = String(h.sandbox.accounts.wallet(accountId).balance).split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** A EUR 10 single at 2.50 (pinned, so the world does not move it): returns 25.00, cash-out value 9.50. */
async function betAtTwoFifty(h: ReturnType<typeof harness>, username = 'demo') {
  const player = await h.login(username);
  const pick = prematchOutcome(h.sandbox);
  await h.call('/sandbox/price', { body: { outcomeId: pick.outcome.id, decimal: 2.5 } });
  const placed = await h.call(`/xapi/rest/accounts/${player.accountId}/betslips?uuid=place-${username}&withAuth=true`, { token: player.token, body: { singles: [{ outcomeId: pick.outcome.id, decimal: 2.5, spread: null, unitStake: 10 }] } });
  expect(placed.json.status).toBe('PLACED');
  const betId = String(placed.json.bets[0].betId);
  return { ...player, pick, betId, path: `/xapi/bet/account/${player.accountId}/openbet/${betId}/cashout` };
}

describe('partial cash out (POST .../cashout { value, amount }?uuid=)', () => {
  it('pays exactly the amount, leaves the exact remainder on, and settles the remainder exactly', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const before = cents(h, bet.accountId);
    expect(h.sandbox.betting.openBets(bet.accountId)[0]!.cashOutValue).toBe(9.5);

    const answer = await h.call(`${bet.path}?uuid=part-1`, { token: bet.token, body: { value: 9.5, amount: '4.75' } });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 'PARTLY_CASHED_OUT', amount: 4.75, idempotentReplay: false });
    // 10 x (9.50 - 4.75) / 9.50 = 5.00 stays on, returning 5 x 2.5 = 12.50; 5.00 was bought back for 4.75.
    expect(answer.json.bet).toMatchObject({ status: 'open', unitStake: 5, totalStake: 5, potentialReturns: 12.5, cashOutValue: 4.75 });
    expect(answer.json.bet.partialCashOuts).toEqual([{ amount: 4.75, cashedStake: 5, remainingStake: 5, remainingReturns: 12.5, at: expect.any(String) }]);
    expect(cents(h, bet.accountId)).toBe(before + 475n);
    expect(answer.json.balance).toBe(Number(h.sandbox.accounts.wallet(bet.accountId).balance));

    // The remainder wins: 12.50 paid, to the cent.
    const settled = await h.call('/sandbox/settle', { body: { results: { [bet.pick.outcome.id]: 'win' }, betIds: [bet.betId] } });
    expect(settled.json.bets[0]).toMatchObject({ status: 'won', returns: 12.5 });
    expect(cents(h, bet.accountId)).toBe(before + 475n + 1250n);
  });

  it('pays once per request key: a replay answers the first answer, a doubled request in flight waits for it', async () => {
    const hold = manualSleep();
    const h = harness('contract', { sleep: hold.sleep });
    const bet = await betAtTwoFifty(h);
    const before = cents(h, bet.accountId);
    const first = h.call(`${bet.path}?uuid=twice`, { token: bet.token, body: { value: 9.5, amount: 2 } });
    const doubled = h.call(`${bet.path}?uuid=twice`, { token: bet.token, body: { value: 9.5, amount: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(hold.asked()).toEqual([5000]);
    hold.releaseAll();
    const [one, two] = await Promise.all([first, doubled]);
    expect(one.json).toMatchObject({ status: 'PARTLY_CASHED_OUT', amount: 2, idempotentReplay: false });
    expect(two.json).toMatchObject({ status: 'PARTLY_CASHED_OUT', amount: 2, idempotentReplay: true });
    const replay = await h.call(`${bet.path}?uuid=twice`, { token: bet.token, body: { value: 9.5, amount: 2 } });
    expect(replay.json).toMatchObject({ status: 'PARTLY_CASHED_OUT', amount: 2, idempotentReplay: true, bet: one.json.bet });
    expect(cents(h, bet.accountId)).toBe(before + 200n);
    const cashOuts = h.sandbox.store.state.transactions.filter((entry) => entry.accountId === bet.accountId && entry.type === 'cashout');
    expect(cashOuts.map((entry) => entry.amount)).toEqual(['2']);
    // 10 x 7.50 / 9.50 = 7.894... -> 7.89 on, 2.11 bought back.
    expect(h.sandbox.betting.openBets(bet.accountId)[0]).toMatchObject({ unitStake: 7.89, potentialReturns: 19.72 });
  });

  it('refuses what is not a partial cash out, with a reason, and takes nothing', async () => {
    const h = harness();
    const bet = await betAtTwoFifty(h);
    const before = cents(h, bet.accountId);
    const ask = (query: string, body: unknown) => h.call(`${bet.path}${query}`, { token: bet.token, body });
    expect((await ask('', { value: 9.5, amount: 1 })).json).toMatchObject({ error: 'uuid-required' });
    expect((await ask('?uuid=a', { value: 9.5, amount: 9.5 })).json).toMatchObject({ error: 'amount-not-below-value', message: expect.stringContaining('cash out in full') });
    expect((await ask('?uuid=b', { value: 9.5, amount: '1.005' })).json).toMatchObject({ error: 'amount-too-fine' });
    expect((await ask('?uuid=c', { value: 9.5, amount: 'lots' })).status).toBe(400);
    expect((await ask('?uuid=d', { value: 9.4, amount: 1 })).json).toMatchObject({ error: 'cashout-value-changed', value: 9.5 });
    expect(cents(h, bet.accountId)).toBe(before);
    expect(h.sandbox.betting.openBets(bet.accountId)[0]).toMatchObject({ unitStake: 10, potentialReturns: 25, partialCashOuts: [] });
    // A refused key is not spent: the same key goes through once the request is right.
    expect((await ask('?uuid=d', { value: 9.5, amount: 1 })).json).toMatchObject({ status: 'PARTLY_CASHED_OUT', amount: 1 });
  });
});
