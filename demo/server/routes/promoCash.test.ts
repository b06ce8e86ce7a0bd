// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Big, DEFAULT_CORE_SETTINGS, reduceBetslip, slipFigures, withPromoCash, type BetslipAction } from '../../../src/core/index';
import { harness, prematchOutcome } from '../testing/harness';

type Json = Record<string, any>;

const ACCOUNT = '3400';

async function setup() {
  const h = harness();
  const { token } = await h.login('promo');
  const wallet = async () => ((await h.call('/xapi/icore/players/promo/balance/sportsbook?includeFullBalanceDetails=true', { token })).json.wallets as Json[]).find((entry) => entry.name === 'sportsbook')!;
  const place = (body: Json, uuid = `u-${Math.random()}`) => h.call(`/xapi/rest/accounts/${ACCOUNT}/betslips?uuid=${uuid}&withAuth=true`, { token, body });
  const single = (pick: ReturnType<typeof prematchOutcome>, unitStake: number) => ({ outcomeId: pick.outcome.id, decimal: pick.decimal, spread: pick.outcome.consolidatedPrice.currentPrice.spread ?? null, unitStake, eachWay: false });
  return { h, token, wallet, place, single };
}

describe('promo cash at the sandbox operator (docs/betslip.md "Promo cash", docs/api.md)', () => {
  it("the demo player 'promo' holds 10.00 of promo cash beside a balance of 100.00", async () => {
    const { wallet } = await setup();
    expect(await wallet()).toMatchObject({ balance: 100, promoCash: 10 });
  });

  it('spends promo cash first, records its part on the bet, and pays the winnings only of that part', async () => {
    const { h, wallet, place, single } = await setup();
    const pick = prematchOutcome(h.sandbox);
    const cashReturns = new Big(25).times(pick.decimal).round(2, 0);
    const placed = await place({ singles: [single(pick, 25)], totalCost: 25, usePromoCash: true, promoCashStake: 10 });
    expect(placed.json.status).toBe('PLACED');
    const bet = placed.json.bets[0] as Json;
    expect(bet).toMatchObject({ totalStake: 25, promoCashStake: 10, potentialReturns: cashReturns.minus(10).toNumber() });
    expect(await wallet()).toMatchObject({ balance: 85, promoCash: 0 });
    // Not cashed out: a promo-cash bet has no cash-out value.
    expect(bet.cashOutValue).toBeNull();
    const settled = await h.call('/sandbox/settle', { body: { results: { [pick.outcome.id]: 'win' }, betIds: [bet.betId] } });
    expect(settled.json.bets[0]).toMatchObject({ status: 'won', returns: cashReturns.minus(10).toNumber() });
    expect((await wallet()).balance).toBe(new Big(85).plus(cashReturns).minus(10).toNumber());
  });

  it('a void bet gives each part back where it came from', async () => {
    const { h, wallet, place, single } = await setup();
    const pick = prematchOutcome(h.sandbox, 1);
    const placed = await place({ singles: [single(pick, 25)], totalCost: 25, usePromoCash: true, promoCashStake: 10 });
    await h.call('/sandbox/settle', { body: { results: { [pick.outcome.id]: 'void' }, betIds: [placed.json.bets[0].betId] } });
    expect(await wallet()).toMatchObject({ balance: 100, promoCash: 10 });
  });

  it('refuses with PROMO-CASH-SHORT when the wallet holds less than claimed, or none, and takes nothing', async () => {
    const { h, wallet, place, single } = await setup();
    const pick = prematchOutcome(h.sandbox, 2);
    expect((await h.call('/sandbox/promo-cash', { body: { username: 'promo', amount: 4 } })).json).toMatchObject({ promoCash: 4, balance: 100 });
    const short = await place({ singles: [single(pick, 10)], totalCost: 10, usePromoCash: true, promoCashStake: 10 });
    expect(short.json).toMatchObject({ status: 'REJECTED', errors: [{ code: 'PROMO-CASH-SHORT' }] });
    await h.call('/sandbox/promo-cash', { body: { username: 'promo', amount: 0 } });
    const none = await place({ singles: [single(pick, 10)], totalCost: 10, usePromoCash: true });
    expect(none.json).toMatchObject({ status: 'REJECTED', errors: [{ code: 'PROMO-CASH-SHORT' }] });
    expect(await wallet()).toMatchObject({ balance: 100, promoCash: 0 });
    expect((await h.call('/sandbox/promo-cash', { body: { username: 'promo', amount: -1 } })).status).toBe(400);
  });

  it('the balance check counts the promo cash spent: 105.00 on 100.00 of balance and 10.00 of promo cash is taken', async () => {
    const { h, wallet, place, single } = await setup();
    const pick = prematchOutcome(h.sandbox, 3);
    expect((await place({ singles: [single(pick, 105)], totalCost: 105 })).json.errors[0].code).toBe('RES-00056');
    const placed = await place({ singles: [single(pick, 105)], totalCost: 105, usePromoCash: true, promoCashStake: 10 });
    expect(placed.json.status).toBe('PLACED');
    expect(await wallet()).toMatchObject({ balance: 5, promoCash: 0 });
  });

  it("a slip of three singles, the treble and a system, partly in promo cash: each bet's record is the slip's figure (one order, one rule)", async () => {
    const { h, place, single } = await setup();
    const picks = [4, 5, 6].map((index) => prematchOutcome(h.sandbox, index));
    const stakes = [2, 3.5, 1.25];
    // The figures the slip shows, from core, with the same prices and stakes.
    const actions: BetslipAction[] = [
      ...picks.map((pick): BetslipAction => ({ type: 'add', selection: { eventId: pick.event.id, marketId: pick.market.id, outcomeId: pick.outcome.id, decimal: pick.decimal } })),
      ...stakes.map((stake, index): BetslipAction => ({ type: 'set-stake', ref: `sel${index + 1}`, stake })),
      { type: 'set-stake', ref: 'mul1', stake: 1.5 },
      { type: 'set-stake', ref: '058', stake: 0.5 },
    ];
    const figures = withPromoCash(slipFigures(reduceBetslip(actions), { settings: DEFAULT_CORE_SETTINGS, precision: 2, parlay: null, excludedFromPromotions: true }), 7.3);
    // 6.75 of singles, then 0.55 of the treble's 1.50; nothing for the 058 (2.00).
    expect(figures.promoCash).toEqual({ stake: 7.3, fromBalance: new Big(figures.totalCost).minus(7.3).toNumber() });
    const placed = await place({
      singles: picks.map((pick, index) => single(pick, stakes[index]!)),
      multiples: [{ unitStake: 1.5 }],
      systems: [{ ref: '058', unitStake: 0.5 }],
      totalCost: figures.totalCost,
      usePromoCash: true,
      promoCashStake: 7.3,
    });
    expect(placed.json.status).toBe('PLACED');
    const recorded = (placed.json.bets as Json[]).map((bet) => [bet.promoCashStake, bet.potentialReturns]);
    const shown = [...figures.singles, figures.multiple!, ...figures.systems.filter((system) => system.code === '058')].map((figure) => [figure.promoCashStake ?? 0, figure.potentialReturns]);
    expect(recorded).toEqual(shown);
    expect(recorded.map(([part]) => part)).toEqual([2, 3.5, 1.25, 0.55, 0]);
  });
});
