// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Big } from '../../../src/core/index';
import { harness, prematchOutcome } from '../testing/harness';

type Row = { id: string; time: string; type: string; amount: number; balanceAfter: number; reference: string | null; description: string | null };

// The transactions list and the daily settled bets as the account history pages ask for them
// (docs/account-history.md), with player 3201 "ledger" (opening balance 500 EUR).
describe('GET /xapi/rest/accounts/{accountId}/transactions (paged, filtered)', () => {
  async function ledgerWithBet() {
    const h = harness('account-history');
    const { token } = await h.login('ledger');
    const deposit = await h.call('/xapi/rest/accounts/3201/deposits', { token, body: { amount: 10.1 } });
    expect(deposit.status).toBe(200);
    h.advance(60_000);
    const pick = prematchOutcome(h.sandbox);
    const placed = await h.call('/xapi/rest/accounts/3201/betslips?uuid=history-1&withAuth=true', { token, body: { userAcceptOdds: 'A', singles: [{ outcomeId: pick.outcome.id, decimal: pick.decimal, unitStake: 3.33 }] } });
    expect(placed.json.status).toBe('PLACED');
    const bet = placed.json.bets[0] as { betId: string; reference: string; description: string };
    h.advance(60_000);
    const settled = await h.call('/sandbox/settle', { body: { results: { [pick.outcome.id]: 'win' }, betIds: [bet.betId] } });
    expect(settled.status).toBe(200);
    return { h, token, pick, bet };
  }

  it('records the deposit, the stake and the win with exact amounts and balances, newest first', async () => {
    const { h, token, pick, bet } = await ledgerWithBet();
    const answer = await h.call('/xapi/rest/accounts/3201/transactions', { token });
    expect(answer.status).toBe(200);
    // Paid rounded down to the cent (spec 9), as the slip showed it.
    const win = new Big('3.33').times(pick.decimal).round(2, Big.roundDown);
    const rows = answer.json.transactions as Row[];
    expect(rows.map((row) => [row.type, row.amount, row.balanceAfter, row.reference])).toEqual([
      ['payout', win.toNumber(), new Big('506.77').plus(win).toNumber(), bet.reference],
      ['bet', -3.33, 506.77, bet.reference],
      ['deposit', 10.1, 510.1, null],
    ]);
    expect(rows[0]!.description).toBe(bet.description);
    expect(answer.json).toMatchObject({ total: 3, page: 1, pageSize: 20, currency: 'EUR' });
    // The wallet agrees with the last balance after.
    const balance = await h.call('/xapi/icore/players/ledger/balance/sportsbook', { token });
    expect((balance.json.wallets as { balance: number }[])[0]!.balance).toBe(rows[0]!.balanceAfter);
  });

  it('filters by type (one or several) and by time, from inclusive and before exclusive', async () => {
    const { h, token } = await ledgerWithBet();
    const all = (await h.call('/xapi/rest/accounts/3201/transactions', { token })).json.transactions as Row[];
    const stakes = await h.call('/xapi/rest/accounts/3201/transactions?type=bet', { token });
    expect((stakes.json.transactions as Row[]).map((row) => row.type)).toEqual(['bet']);
    expect(stakes.json.total).toBe(1);
    const money = await h.call('/xapi/rest/accounts/3201/transactions?type=deposit,payout', { token });
    expect((money.json.transactions as Row[]).map((row) => row.type)).toEqual(['payout', 'deposit']);
    const stakeTime = all[1]!.time;
    const from = await h.call(`/xapi/rest/accounts/3201/transactions?from=${encodeURIComponent(stakeTime)}`, { token });
    expect((from.json.transactions as Row[]).map((row) => row.type)).toEqual(['payout', 'bet']);
    const before = await h.call(`/xapi/rest/accounts/3201/transactions?before=${encodeURIComponent(stakeTime)}`, { token });
    expect((before.json.transactions as Row[]).map((row) => row.type)).toEqual(['deposit']);
    expect((await h.call('/xapi/rest/accounts/3201/transactions?type=jackpot', { token })).status).toBe(400);
    expect((await h.call('/xapi/rest/accounts/3201/transactions?from=yesterday', { token })).status).toBe(400);
  });

  it('pages with the total of every matching row', async () => {
    const h = harness('account-history-paging');
    const { token } = await h.login('ledger');
    for (let index = 1; index <= 25; index += 1) {
      expect((await h.call('/xapi/rest/accounts/3201/deposits', { token, body: { amount: index } })).status).toBe(200);
      h.advance(1000);
    }
    const first = await h.call('/xapi/rest/accounts/3201/transactions?page=1&pageSize=20', { token });
    const second = await h.call('/xapi/rest/accounts/3201/transactions?page=2&pageSize=20', { token });
    expect(first.json.total).toBe(25);
    expect((first.json.transactions as Row[]).map((row) => row.amount)).toEqual(Array.from({ length: 20 }, (_, index) => 25 - index));
    expect((second.json.transactions as Row[]).map((row) => row.amount)).toEqual([5, 4, 3, 2, 1]);
    // 500 + 1 + 2 + ... + 25 = 825
    expect((first.json.transactions as Row[])[0]!.balanceAfter).toBe(825);
    expect((await h.call('/xapi/rest/accounts/3201/transactions?page=0', { token })).status).toBe(400);
    expect((await h.call('/xapi/rest/accounts/3201/transactions?pageSize=101', { token })).status).toBe(400);
    // Another player's list is refused.
    expect((await h.call('/xapi/rest/accounts/1001/transactions', { token })).status).toBe(403);
  });

  it('records a voided bet’s refund and a cash out with the exact amounts paid', async () => {
    const h = harness('account-history-refund');
    const { token } = await h.login('ledger');
    const place = async (index: number, stake: number) => {
      const pick = prematchOutcome(h.sandbox, index);
      const placed = await h.call(`/xapi/rest/accounts/3201/betslips?uuid=history-${index}&withAuth=true`, { token, body: { userAcceptOdds: 'A', singles: [{ outcomeId: pick.outcome.id, decimal: pick.decimal, unitStake: stake }] } });
      expect(placed.json.status).toBe('PLACED');
      return { pick, bet: placed.json.bets[0] as { betId: string; reference: string } };
    };
    const voided = await place(0, 7.77);
    const cashed = await place(1, 12.5);
    expect((await h.call('/sandbox/settle', { body: { results: { [voided.pick.outcome.id]: 'void' }, betIds: [voided.bet.betId] } })).status).toBe(200);
    const offer = (await h.call(`/xapi/bet/account/3201/openbet/${cashed.bet.betId}`, { token })).json.cashOutValue as number;
    expect(offer).toBeGreaterThan(0);
    const cashOut = await h.call(`/xapi/bet/account/3201/openbet/${cashed.bet.betId}/cashout`, { token, body: { value: offer } });
    expect(cashOut.json.status).toBe('CASHED_OUT');
    const rows = (await h.call('/xapi/rest/accounts/3201/transactions', { token })).json.transactions as Row[];
    // 500 - 7.77 = 492.23; - 12.50 = 479.73; + 7.77 = 487.50; + the cash out.
    expect(rows.map((row) => [row.type, row.amount, row.balanceAfter, row.reference])).toEqual([
      ['cashout', offer, new Big('487.5').plus(offer).toNumber(), cashed.bet.reference],
      ['refund', 7.77, 487.5, voided.bet.reference],
      ['bet', -12.5, 479.73, cashed.bet.reference],
      ['bet', -7.77, 492.23, voided.bet.reference],
    ]);
    expect(cashOut.json.balance).toBe(rows[0]!.balanceAfter);
    const refunds = await h.call('/xapi/rest/accounts/3201/transactions?type=refund,cashout', { token });
    expect(refunds.json.total).toBe(2);
  });

  it('answers the settled bets of one day through the daily settled call', async () => {
    const { h, token, bet } = await ledgerWithBet();
    const day = new Date(h.now);
    const from = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate())).toISOString();
    const before = new Date(Date.parse(from) + 86_400_000).toISOString();
    const today = await h.call(`/xapi/rest/acchistory/dailySettledBets?numberOfBets=50&from=${from}&before=${before}`, { token });
    expect((today.json.bets as { betId: string; status: string }[]).map((entry) => [entry.betId, entry.status])).toEqual([[bet.betId, 'won']]);
    const nextDay = await h.call(`/xapi/rest/acchistory/dailySettledBets?numberOfBets=50&from=${before}&before=${new Date(Date.parse(before) + 86_400_000).toISOString()}`, { token });
    expect(nextDay.json.bets).toEqual([]);
    expect((await h.call(`/xapi/rest/acchistory/dailySettledBets?from=${from}`, { token })).status).toBe(400);
  });
});
