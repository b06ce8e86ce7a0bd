// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Big, potentialReturns } from '../../../src/core/index';
import { raiseFeedAlert } from '../world/simulator';
import { harness, prematchOutcome } from '../testing/harness';

type Json = Record<string, any>;

async function place(h: ReturnType<typeof harness>, token: string, accountId: string, body: Json, uuid = `u-${Math.random()}`) {
  return h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=${uuid}&withAuth=true`, { token, body });
}

const single = (pick: ReturnType<typeof prematchOutcome>, unitStake: number, extra: Json = {}) => ({ outcomeId: pick.outcome.id, decimal: pick.decimal, spread: pick.outcome.consolidatedPrice.currentPrice.spread ?? null, unitStake, ...extra });

describe('betslip pricing (spec 7 betslips/selections)', () => {
  const h = harness();

  it('prices singles, the multiple and the systems with the core library', async () => {
    const picks = [0, 1, 2].map((index) => prematchOutcome(h.sandbox, index));
    const created = await h.call('/xapi/rest/betslips/selections', { body: { outcomeIds: picks.map((pick) => pick.outcome.id) } });
    const model = created.json.model as Json;
    expect(model.singles.map((s: Json) => s.ref)).toEqual(['sel1', 'sel2', 'sel3']);
    expect(model.multiples[0]).toMatchObject({ ref: 'mul1', betTypeId: 200002, description: 'Treble' });
    expect(model.systems.map((s: Json) => s.ref)).toEqual(['002', '058', '057']);
    const repriced = await h.call('/xapi/rest/betslips/selections', {
      method: 'PUT',
      body: { singles: picks.map((pick) => ({ outcomeId: pick.outcome.id, unitStake: 2 })), multiples: [{ unitStake: 3 }], systems: [{ ref: '058', unitStake: 1.5 }] },
    });
    const priced = repriced.json.model as Json;
    const legs = picks.map((pick) => ({ eventId: pick.event.id, marketId: pick.market.id, outcomeId: pick.outcome.id, decimal: pick.decimal }));
    expect(priced.systems.find((s: Json) => s.ref === '058')).toMatchObject({ noOfBets: 4, totalStake: 6, potentialReturns: potentialReturns('058', legs, 1.5) });
    expect(priced.singles[0].potentialReturns).toBe(new Big(2).times(picks[0]!.decimal).toNumber());
    expect(priced.totalStake).toBe(2 * 3 + 3 + 6);
  });

  it('marks suspended and closed selections per selection', async () => {
    const pick = prematchOutcome(h.sandbox, 5);
    pick.event.markets = pick.event.markets.map((market) => (market.id === pick.market.id ? { ...market, status: 'suspended' } : market));
    const response = await h.call('/xapi/rest/betslips/selections', { body: { outcomeIds: [pick.outcome.id, '999-1-1'] } });
    expect((response.json.model as Json).singles.map((s: Json) => s.outcomeState)).toEqual(['S', 'C']);
    expect((response.json.errors as Json[]).map((error) => error.ref)).toEqual(['sel1', 'sel2']);
  });
});

describe('bet placement (spec 7, 8)', () => {
  it('places a single, debits exactly, and replays the first answer for the same uuid', async () => {
    const h = harness();
    const { token } = await h.login('demo');
    const pick = prematchOutcome(h.sandbox);
    const first = await place(h, token, '1001', { singles: [single(pick, 12.34)] }, 'same-uuid');
    expect(first.json).toMatchObject({ status: 'PLACED', availableBalance: 987.66, idempotentReplay: false });
    expect(first.json.bets[0]).toMatchObject({ kind: 'single', totalStake: 12.34, potentialReturns: new Big(12.34).times(pick.decimal).round(2, 0).toNumber() });
    const again = await place(h, token, '1001', { singles: [single(pick, 12.34)] }, 'same-uuid');
    expect(again.json).toMatchObject({ status: 'PLACED', idempotentReplay: true, reference: first.json.reference });
    expect((await h.call('/xapi/bet/account/1001/betcount', { token })).json).toMatchObject({ count: 1, balance: 987.66 });
  });

  it("refuses a slip whose totalCost is not what its bets cost, and takes nothing; records the slip's figures when they agree", async () => {
    const h = harness();
    const { token } = await h.login('demo');
    const pick = prematchOutcome(h.sandbox);
    // 2 x 5.00 each way is not offered here: one single of 5.00 costs 5.00, the slip says 4.99.
    const refused = await place(h, token, '1001', { singles: [single(pick, 5)], totalCost: 4.99, globalStake: 4.99 });
    expect(refused.json).toMatchObject({ status: 'REJECTED', errors: [{ code: 'COST-MISMATCH' }] });
    expect(refused.json.errors[0].message).toMatch(/total cost \(4\.99\) is not what its bets cost \(5\): nothing was taken/);
    expect((await h.call('/xapi/bet/account/1001/betcount', { token })).json).toMatchObject({ count: 0, balance: 1000 });
    const placed = await place(h, token, '1001', { singles: [single(pick, 5)], totalCost: 5, globalStake: 5, potentialReturns: new Big(5).times(pick.decimal).toNumber(), totalOdds: pick.decimal, accountId: '1001' }, 'agreeing');
    expect(placed.json).toMatchObject({ status: 'PLACED', availableBalance: 995 });
    expect(h.sandbox.store.state.placements['1001:agreeing']?.request).toMatchObject({ totalCost: 5, globalStake: 5, totalOdds: pick.decimal, accountId: '1001' });
  });

  it('requires a uuid, a token and the player’s own account', async () => {
    const h = harness();
    const { token } = await h.login('demo');
    expect((await h.call('/xapi/rest/accounts/1001/betslips', { token, body: {} })).status).toBe(400);
    expect((await h.call('/xapi/rest/accounts/1001/betslips?uuid=x', { body: {} })).status).toBe(401);
    expect((await h.call('/xapi/rest/accounts/1002/betslips?uuid=x', { token, body: {} })).status).toBe(403);
  });

  const triggers: [string, (h: ReturnType<typeof harness>) => Promise<Json> | Json, string, string?][] = [
    ['stake above max', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 10000.01)] }), 'RES-00034'],
    ['stake below min', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 0.05)] }), 'RES-00140'],
    ['stake over balance', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 1000.01)] }), 'RES-00056'],
    ['price changed (accept none)', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 5, { decimal: prematchOutcome(h.sandbox).decimal + 0.5 })] }), 'RES-00152'],
    ['spread changed', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 5, { spread: 1.5 })] }), 'RES-00153'],
    ['starting price not allowed', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 5, { decimal: null })] }), 'RES-00100'],
    ['event passed', () => ({ singles: [{ outcomeId: '999999-1-1', decimal: 2, unitStake: 5 }] }), 'RES-00047'],
    ['outcomes combined', (h) => {
      const pick = prematchOutcome(h.sandbox);
      const other = pick.event.markets.find((market) => market.id !== pick.market.id)!.outcomes[0]!;
      return { singles: [single(pick, 0), { outcomeId: other.id, decimal: other.consolidatedPrice.currentPrice.decimal, spread: other.consolidatedPrice.currentPrice.spread ?? null, unitStake: 0 }], multiples: [{ unitStake: 5 }] };
    }, 'RES-00218'],
    ['free bet over the offer', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 0, { freeMoneyUnitStake: 6 })] }), 'RES-00241'],
    ['number of bets exceeded', (h) => ({ singles: Array.from({ length: 16 }, (_, index) => single(prematchOutcome(h.sandbox, index), 1)) }), 'RES-00247'],
    ['critical combination limit', (h) => ({ singles: Array.from({ length: 15 }, (_, index) => single(prematchOutcome(h.sandbox, index * 3), 0)), systems: [{ ref: '007', unitStake: 0.1 }] }), 'RES-00233'],
    ['force feed error (stake 46.46)', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 46.46)] }), 'RES-00046'],
    ['exception (stake 49.49)', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 49.49)] }), 'RES-00049'],
    ['timed out (stake 196.96)', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 196.96)] }), 'RES-00196'],
    ['timed out (stake 199.99)', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 199.99)] }), 'RES-00199'],
    ['wagers disallowed', (h) => ({ singles: [single(prematchOutcome(h.sandbox), 5)] }), 'RES-00103', 'blocked'],
    ['market suspended', (h) => {
      const pick = prematchOutcome(h.sandbox, 7);
      pick.event.markets = pick.event.markets.map((market) => (market.id === pick.market.id ? { ...market, status: 'suspended' } : market));
      return { singles: [single(pick, 5)] };
    }, 'RES-00048'],
    ['outcome hidden', (h) => {
      const pick = prematchOutcome(h.sandbox, 8);
      pick.event.markets = pick.event.markets.map((market) => (market.id === pick.market.id ? { ...market, outcomes: market.outcomes.map((outcome) => (outcome.id === pick.outcome.id ? { ...outcome, hidden: true } : outcome)) } : market));
      return { singles: [single(pick, 5)] };
    }, 'RES-00109'],
    ['event suspended', (h) => {
      const pick = prematchOutcome(h.sandbox, 9);
      pick.event.markets = pick.event.markets.map((market) => ({ ...market, status: 'suspended' }));
      return { singles: [single(pick, 5)] };
    }, 'RES-00108'],
    ['no price available', (h) => {
      const pick = prematchOutcome(h.sandbox, 10);
      pick.event.markets = pick.event.markets.map((market) => (market.id === pick.market.id ? { ...market, outcomes: market.outcomes.map((outcome) => ({ ...outcome, consolidatedPrice: { currentPrice: { ...outcome.consolidatedPrice.currentPrice, decimal: -1 } } })) } : market));
      return { singles: [single(pick, 5, { decimal: 2 })] };
    }, 'RES-00098'],
    ['feed alert', (h) => {
      const pick = prematchOutcome(h.sandbox, 0, (id) => h.sandbox.world.events.get(id)?.feedCode?.startsWith('RS') === true);
      raiseFeedAlert(h.sandbox.world, 'RS', 50);
      return { singles: [single(pick, 5)] };
    }, 'RES-00249'],
  ];

  it.each(triggers)('answers %s with its code', async (_name, build, code, username = 'demo') => {
    const h = harness();
    const { token, accountId } = await h.login(username);
    const response = await place(h, token, accountId, await build(h));
    expect(response.status).toBe(200);
    expect(response.json.status).toBe('REJECTED');
    expect(response.json.errors[0].code).toBe(code);
    expect(response.json.errors[0].message).toMatch(/\w/);
    expect(Number((await h.call(`/xapi/bet/account/${accountId}/betcount`, { token })).json.balance)).toBe(h.sandbox.accounts.players.find((player) => player.accountId === accountId)!.openingBalance);
  });

  it('accepts a moved price when the player accepts any odds', async () => {
    const h = harness();
    const { token } = await h.login('demo');
    const pick = prematchOutcome(h.sandbox);
    const response = await place(h, token, '1001', { userAcceptOdds: 'A', singles: [single(pick, 5, { decimal: pick.decimal + 0.5 })] });
    expect(response.json.status).toBe('PLACED');
    expect(response.json.bets[0].legs[0].decimal).toBe(pick.decimal);
  });

  it('holds a live bet for the in-play delay, refuses another meanwhile (RES-00246), then places it', async () => {
    const h = harness();
    const { token } = await h.login('demo');
    const live = [...h.sandbox.world.events.values()].find((event) => event.phase === 'live' && event.markets.some((market) => market.status === 'open' && market.spec.kind === 'match-result'))!;
    const market = live.markets.find((candidate) => candidate.status === 'open' && candidate.spec.kind === 'match-result')!;
    const outcome = market.outcomes[0]!;
    const pending = await place(h, token, '1001', { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, spread: null, unitStake: 5 }] });
    expect(pending.json).toMatchObject({ status: 'PENDING', delay: 3 });
    const busy = await place(h, token, '1001', { singles: [single(prematchOutcome(h.sandbox), 5)] });
    expect(busy.json.errors[0].code).toBe('RES-00246');
    h.advance(3000);
    const decided = await h.call(`/xapi/rest/betslips/${pending.json.betSlipId}/status`, { method: 'PUT', token });
    expect(['PLACED', 'REJECTED']).toContain(decided.json.status);
  });

  it('refers a big stake to the attendant, who accepts it, or rejects .99 stakes (RES-00195); RES-00057 and RES-00246 meanwhile', async () => {
    const h = harness();
    const { token } = await h.login('highroller');
    const accepted = await place(h, token, '1012', { singles: [single(prematchOutcome(h.sandbox, 0), 3000)] });
    expect(accepted.json.status).toBe('REFERRED');
    h.advance(4000);
    expect((await h.call(`/xapi/rest/betslips/${accepted.json.betSlipId}/status`, { method: 'PUT', token })).json.status).toBe('PLACED');
    const rejected = await place(h, token, '1012', { singles: [single(prematchOutcome(h.sandbox, 1), 2600.99)] });
    expect(rejected.json.status).toBe('REFERRED');
    h.advance(4000);
    const decided = await h.call(`/xapi/rest/betslips/${rejected.json.betSlipId}/status`, { method: 'PUT', token });
    expect(decided.json).toMatchObject({ status: 'REJECTED', errors: [{ code: 'RES-00195' }] });

    const poorer = harness();
    const session = await poorer.login('demo');
    poorer.sandbox.accounts.post('1001', 'deposit', new Big(2000), null);
    expect((await place(poorer, session.token, '1001', { singles: [single(prematchOutcome(poorer.sandbox, 0), 2500)] })).json.status).toBe('REFERRED');
    // 2500 awaits the attendant: another 600 takes the running total over the 3000 balance; 100 would only have to wait.
    expect((await place(poorer, session.token, '1001', { singles: [single(prematchOutcome(poorer.sandbox, 1), 600)] })).json.errors[0].code).toBe('RES-00057');
    expect((await place(poorer, session.token, '1001', { singles: [single(prematchOutcome(poorer.sandbox, 2), 100)] })).json.errors[0].code).toBe('RES-00246');
  });
});

describe('settlement and cash out', () => {
  it('settles bets when events end, crediting exactly, never below zero, money conserved', async () => {
    const h = harness('settle');
    const { token } = await h.login('demo');
    const live = [...h.sandbox.world.events.values()].filter((event) => event.phase === 'live' && event.sportCode === 'TABL');
    const opening = 1000;
    let staked = new Big(0);
    for (const event of live.slice(0, 3)) {
      const market = event.markets.find((candidate) => candidate.spec.kind === 'match-result')!;
      const outcome = market.outcomes[0]!;
      const response = await place(h, token, '1001', { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, spread: null, unitStake: 10 }] });
      h.advance(3000);
      const decided = await h.call(`/xapi/rest/betslips/${response.json.betSlipId}/status`, { method: 'PUT', token });
      if (decided.json.status === 'PLACED') staked = staked.plus(10);
    }
    h.run(900);
    const settled = (await h.call('/xapi/rest/acchistory/dailySettledBets?numberOfBets=50', { token })).json.bets as Json[];
    expect(settled.length).toBe(staked.div(10).toNumber());
    const returns = settled.reduce<Big>((sum, bet) => sum.plus(Number(bet.returns)), new Big(0));
    for (const bet of settled) expect(['won', 'lost', 'void']).toContain(bet.status);
    const balance = Number(h.sandbox.accounts.wallet('1001').balance);
    expect(balance).toBe(new Big(opening).minus(staked).plus(returns).toNumber());
    const ledger = h.sandbox.store.state.transactions.filter((transaction) => transaction.accountId === '1001').reduce((sum, transaction) => sum.plus(transaction.amount), new Big(opening));
    expect(ledger.toNumber()).toBe(balance);
    expect(h.sandbox.store.state.transactions.every((transaction) => Number(transaction.balanceAfter) >= 0)).toBe(true);
  }, 60_000);

  it('cashes out at the current value only', async () => {
    const h = harness();
    const { token } = await h.login('demo');
    const placed = await place(h, token, '1001', { singles: [single(prematchOutcome(h.sandbox), 20)] });
    const bet = ((await h.call('/xapi/bet/account/1001/openbets', { token })).json.bets as Json[])[0]!;
    expect(bet.betId).toBe(placed.json.bets[0].betId);
    expect(bet.cashOutValue).toBe(19);
    const wrong = await h.call(`/xapi/bet/account/1001/openbet/${bet.betId}/cashout`, { token, body: { value: 25 } });
    expect(wrong.status).toBe(409);
    expect(wrong.json).toMatchObject({ error: 'cashout-value-changed', value: 19 });
    const ok = await h.call(`/xapi/bet/account/1001/openbet/${bet.betId}/cashout`, { token, body: { value: 19 } });
    expect(ok.json).toMatchObject({ status: 'CASHED_OUT', balance: 999 });
    expect((await h.call(`/xapi/bet/account/1001/openbet/${bet.betId}`, { token })).json.status).toBe('cashed-out');
  });
});

describe('thousands-scaled currencies (IDR): unit stakes are in thousands', () => {
  it('prices and places a unit stake of 50 as 50,000 rupiah, and debits that', async () => {
    const h = harness();
    const { token } = await h.login('garuda');
    const pick = prematchOutcome(h.sandbox);
    const hundredths = BigInt(Math.round(pick.decimal * 100));
    // 50 thousand x decimal, in whole rupiah (IDR has no minor units), by integer maths
    const returns = Number((50_000n * hundredths) / 100n);

    const priced = (await h.call('/xapi/rest/betslips/selections', { method: 'PUT', token, body: { singles: [{ outcomeId: pick.outcome.id, unitStake: 50 }], multiples: [], systems: [] } })).json.model as Json;
    expect(priced).toMatchObject({ currency: 'IDR', totalStake: 50_000, potentialReturns: returns });
    expect(priced.singles[0]).toMatchObject({ unitStake: 50, potentialReturns: returns });

    const before = (await h.call('/xapi/bet/account/2004/betcount', { token })).json.balance as number;
    const placed = await place(h, token, '2004', { singles: [single(pick, 50)] });
    expect(placed.json.status).toBe('PLACED');
    expect(placed.json.bets[0]).toMatchObject({ unitStake: 50, totalStake: 50_000, potentialReturns: returns, currency: 'IDR' });
    expect(placed.json.availableBalance).toBe(before - 50_000);
  });
});

describe('tax mode (safaribet: 12.5% stake excise, 20% withholding on winnings)', () => {
  it('records the net returns the slip showed, and pays them out', async () => {
    const h = harness();
    const { token } = await h.login('safari');
    const pick = prematchOutcome(h.sandbox);
    const hundredths = BigInt(Math.round(pick.decimal * 100));
    // stake after tax s = 1000 / 1.125; net = s x d - 20% of (s x d - s) = s x (0.8 d + 0.2);
    // in cents: 1000 x (800 h + 20000) / 1125, rounded down.
    const netCents = (1000n * (800n * hundredths + 20_000n)) / 1125n;
    const placed = await place(h, token, '2002', { singles: [single(pick, 1000)] });
    expect(placed.json.status).toBe('PLACED');
    expect(placed.json.bets[0]).toMatchObject({ unitStake: 1000, totalStake: 1000, currency: 'KES' });
    expect(Math.round(placed.json.bets[0].potentialReturns * 100)).toBe(Number(netCents));
  });
});
