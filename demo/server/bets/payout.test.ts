// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Big } from '../../../src/core/index';
import { harness, prematchOutcome } from '../testing/harness';
import type { SandboxEvent } from '../world/worldTypes';

type Json = Record<string, any>;
type Harness = ReturnType<typeof harness>;
type Pick = ReturnType<typeof prematchOutcome>;

/** Sets the operator's price of an outcome and publishes it, so the slip and the server agree on it. */
async function priceAt(h: Harness, pick: Pick, decimal: number): Promise<Pick> {
  const answer = await h.call('/sandbox/price', { body: { outcomeId: pick.outcome.id, decimal, publish: true } });
  expect(answer.status).toBe(200);
  return { ...pick, decimal };
}

const single = (pick: Pick, unitStake: number, extra: Json = {}) => ({ outcomeId: pick.outcome.id, decimal: pick.decimal, spread: null, unitStake, ...extra });

async function place(h: Harness, token: string, accountId: string, body: Json) {
  return h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=${Math.random()}`, { token, body: { userAcceptOdds: 'D', ...body } });
}

const balanceOf = (h: Harness, accountId: string) => new Big(h.sandbox.accounts.wallet(accountId).balance);

/** Every leg on `eventIds` wins (and places). */
function win(h: Harness, ...events: SandboxEvent[]) {
  for (const event of events) h.sandbox.betting.settleLegs(event.id, () => ({ result: 'win', placed: true }));
}

/** A horse-race winner market (place terms), for each way. */
function raceRunner(h: Harness) {
  const event = [...h.sandbox.world.events.values()].find((candidate) => candidate.phase === 'prematch' && candidate.model.kind === 'race' && !candidate.outright && candidate.markets.some((market) => market.spec.kind === 'outright' && market.status === 'open'));
  const market = event?.markets.find((candidate) => candidate.spec.kind === 'outright' && candidate.status === 'open');
  const outcome = market?.outcomes.find((candidate) => !candidate.hidden);
  if (!event || !market || !outcome) throw new Error('no race with an open winner market');
  return { event, market, outcome, decimal: outcome.consolidatedPrice.currentPrice.decimal };
}

describe('the sandbox pays what the slip shows (issue 17)', () => {
  it('taxed KES 50 at 2.00: priced, recorded and paid 80.00 (not 79.99, not the untaxed 100.00)', async () => {
    const h = harness();
    const { token } = await h.login('safari');
    const pick = await priceAt(h, prematchOutcome(h.sandbox), 2);
    const priced = (await h.call('/xapi/rest/betslips/selections', { method: 'PUT', token, body: { singles: [{ outcomeId: pick.outcome.id, unitStake: 50 }], multiples: [], systems: [] } })).json.model as Json;
    expect(priced.singles[0]).toMatchObject({ potentialReturns: 80, stakeAfterTax: 44.44, potentialTaxDeduction: 8.88 });
    const before = balanceOf(h, '2002');
    const placed = await place(h, token, '2002', { singles: [single(pick, 50)] });
    expect(placed.json.bets[0]).toMatchObject({ totalStake: 50, potentialReturns: 80 });
    win(h, pick.event);
    expect(balanceOf(h, '2002').toString()).toBe(before.minus(50).plus(80).toString());
  });

  it('a free bet of 5 at 1.94 shows, records and pays its winnings, 4.70 (not 9.70)', async () => {
    const h = harness();
    const { token } = await h.login('demo');
    const pick = await priceAt(h, prematchOutcome(h.sandbox), 1.94);
    const priced = (await h.call('/xapi/rest/betslips/selections', { method: 'PUT', token, body: { singles: [{ outcomeId: pick.outcome.id, unitStake: 0, freeMoneyUnitStake: 5 }], multiples: [], systems: [] } })).json.model as Json;
    expect(priced.singles[0]).toMatchObject({ potentialReturns: 4.7 });
    expect(priced).toMatchObject({ totalStake: 5, totalCost: 0 });
    const before = balanceOf(h, '1001');
    const placed = await place(h, token, '1001', { singles: [single(pick, 0, { freeMoneyUnitStake: 5 })] });
    expect(placed.json.bets[0]).toMatchObject({ totalStake: 0, freeBetStake: 5, potentialReturns: 4.7 });
    win(h, pick.event);
    expect(balanceOf(h, '1001').toString()).toBe(before.plus(4.7).toString());
  });

  it('records the parlay extra winnings the slip shows and pays them when every leg wins', async () => {
    const h = harness();
    const { token } = await h.login('demo');
    const picks = await Promise.all([0, 1, 2].map((index) => priceAt(h, prematchOutcome(h.sandbox, index), [2, 1.5, 3.1][index] as number)));
    // 4 x (2 x 1.5 x 3.1 = 9.3) = 37.2; the 3-leg tier is 5% of the winnings 33.2 = 1.66.
    const priced = (await h.call('/xapi/rest/betslips/selections', { method: 'PUT', token, body: { singles: picks.map((pick) => ({ outcomeId: pick.outcome.id })), multiples: [{ unitStake: 4 }], systems: [] } })).json.model as Json;
    expect(priced.multiples[0]).toMatchObject({ potentialReturns: 37.2, extraParlayWinnings: 1.66 });
    const before = balanceOf(h, '1001');
    const placed = await place(h, token, '1001', { singles: picks.map((pick) => single(pick, 0)), multiples: [{ unitStake: 4 }] });
    expect(placed.json.bets[0]).toMatchObject({ kind: 'multiple', potentialReturns: 37.2, extraWinnings: 1.66 });
    win(h, ...picks.map((pick) => pick.event));
    expect(balanceOf(h, '1001').toString()).toBe(before.minus(4).plus('38.86').toString());
  });

  it('never offers more to cash out a taxed bet than it pays', async () => {
    const h = harness();
    const { token } = await h.login('safari');
    const pick = await priceAt(h, prematchOutcome(h.sandbox), 2);
    await place(h, token, '2002', { singles: [single(pick, 50)] });
    // The price collapses: the old formula, stake x 2 / 1.05 x 95% = 90.47, offered more than the 80 the bet pays.
    await priceAt(h, pick, 1.05);
    const bet = ((await h.call('/xapi/bet/account/2002/openbets', { token })).json.bets as Json[])[0]!;
    expect(bet.potentialReturns).toBe(80);
    // 80 x 95% / 1.05 = 72.38
    expect(bet.cashOutValue).toBe(72.38);
  });

  it('refuses what the slip refuses: a KES 100 multiple under the 1250 minimum (RES-00140), each way where the brand has none (RES-00098), a stake finer than cents (RES-00049)', async () => {
    const h = harness();
    const safari = await h.login('safari');
    const picks = [prematchOutcome(h.sandbox, 0), prematchOutcome(h.sandbox, 1)];
    const multiple = await place(h, safari.token, '2002', { singles: picks.map((pick) => single(pick, 0)), multiples: [{ unitStake: 100 }] });
    expect(multiple.json).toMatchObject({ status: 'REJECTED', errors: [{ code: 'RES-00140', ref: 'mul1' }] });
    const demo = await h.login('demo');
    const runner = raceRunner(h);
    const eachWay = await place(h, demo.token, '1001', { singles: [single(runner, 5, { eachWay: true })] });
    expect(eachWay.json).toMatchObject({ status: 'REJECTED', errors: [{ code: 'RES-00098', ref: 'sel1' }] });
    // A stake finer than the currency's cents (the slip says "too many decimal places") takes nothing.
    const before = balanceOf(h, '1001');
    const tooFine = await place(h, demo.token, '1001', { singles: [single(prematchOutcome(h.sandbox, 2), 10.555)] });
    expect(tooFine.json).toMatchObject({ status: 'REJECTED', errors: [{ code: 'RES-00049', ref: 'sel1' }] });
    expect(balanceOf(h, '1001').toString()).toBe(before.toString());
  });

  it('each way with a free bet (kingsbet): both parts use free money, each pays its winnings only', async () => {
    const h = harness();
    const { token } = await h.login('kingsFree');
    const runner = await priceAt(h, raceRunner(h), 6);
    const fraction = runner.market && h.sandbox.world.events.get(runner.event.id)!.model.kind === 'race' ? (runner.event.model as { places: number }).places >= 4 ? 0.2 : 0.25 : 0;
    const placeValue = new Big(5).times(fraction).plus(1);
    // cash 10 + free 5 per part: win 10 x 6 + 5 x 5 = 85; place 10 x p + 5 x (p - 1).
    const expected = new Big(85).plus(placeValue.times(10)).plus(placeValue.minus(1).times(5));
    const before = balanceOf(h, '2009');
    const placed = await place(h, token, '2009', { singles: [single(runner, 10, { eachWay: true, freeMoneyUnitStake: 5 })] });
    expect(placed.json.bets[0]).toMatchObject({ totalStake: 20, freeBetStake: 10, potentialReturns: expected.toNumber() });
    win(h, runner.event);
    expect(balanceOf(h, '2009').toString()).toBe(before.minus(20).plus(expected).toString());
  });

  it('tax with each way (jambobet) and tax with a free bet (safaribet): recorded and paid by the same rule', async () => {
    const h = harness();
    const jambo = await h.login('jambo');
    const runner = await priceAt(h, raceRunner(h), 5);
    const fraction = (runner.event.model as { places: number }).places >= 4 ? 0.2 : 0.25;
    // 22.5 a part wagers 20 after 12.5%: gross 20 x 5 + 20 x ((5 - 1) x fraction + 1); 20% of the winnings over 40 withheld.
    const gross = new Big(100).plus(new Big(4).times(fraction).plus(1).times(20));
    const net = gross.minus(gross.minus(40).times(0.2)).round(2, 0);
    const placed = await place(h, jambo.token, '2011', { singles: [single(runner, 22.5, { eachWay: true })] });
    expect(placed.json.bets[0]).toMatchObject({ totalStake: 45, potentialReturns: net.toNumber() });
    const jamboBefore = balanceOf(h, '2011');
    win(h, runner.event);
    expect(balanceOf(h, '2011').toString()).toBe(jamboBefore.plus(net).toString());

    const safari = await h.login('safariFree');
    const pick = await priceAt(h, prematchOutcome(h.sandbox, 3), 3);
    // cash 112.5 wagers 100; free 50: gross 100 x 3 + 50 x 2 = 400; winnings 300, 20% = 60; net 340.
    const taxedFree = await place(h, safari.token, '2010', { singles: [single(pick, 112.5, { freeMoneyUnitStake: 50 })] });
    expect(taxedFree.json.bets[0]).toMatchObject({ totalStake: 112.5, freeBetStake: 50, potentialReturns: 340 });
    const safariBefore = balanceOf(h, '2010');
    win(h, pick.event);
    expect(balanceOf(h, '2010').toString()).toBe(safariBefore.plus(340).toString());
  });
});
