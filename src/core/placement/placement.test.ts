import { describe, expect, it } from 'vitest';
import { reduceBetslip, type BetslipAction } from '../betslipState/betslipReducer';
import { acceptHigherOddsPreference, acceptsPriceChange, oddsAcceptanceFromAccount, parseOddsAcceptance, pricesNeedingConfirmation } from './oddsAcceptance';
import { isDefiniteStatus, isLostAnswerStatus, nextPlacementAttempt } from './placementAttempt';
import { placementErrorTarget, placementRemedy } from './placementErrorTarget';
import { slipFigures } from '../betslipState/slipFigures';
import { DEFAULT_CORE_SETTINGS } from '../settings/defaults';
import { buildPlacementRequest, placementRequestKey, placementSlipModel, stakedRefs } from './placementRequest';

const add = (outcomeId: string, eventId: string, decimal: number, extra: Record<string, unknown> = {}): BetslipAction => ({
  type: 'add',
  selection: { eventId, marketId: `${eventId}-m`, outcomeId, decimal, ...extra },
});

describe('placement request from the slip', () => {
  it("carries the slip's figures as shown (spec 3 server model): total stake, cost without free bets, returns, the accepted prices' product", () => {
    const slip = reduceBetslip([
      add('a', 'e1', 2.5),
      add('b', 'e2', 1.8),
      { type: 'set-stake', ref: 'sel1', stake: 10 },
      { type: 'set-stake', ref: 'mul1', stake: 2 },
      { type: 'price-changed', outcomeId: 'a', decimal: 2.7 },
    ]);
    const figures = slipFigures(slip, { settings: DEFAULT_CORE_SETTINGS, precision: 2, parlay: null, excludedFromPromotions: false });
    const model = placementSlipModel(slip, figures, { usePromoCash: false, availableBalance: 100, accountId: '1001', reference: 'RC12AB' });
    // The figures use the live 2.7 (what the slip shows); totalOdds the accepted 2.5 x 1.8 the bet is sent at.
    expect(model).toEqual({ globalStake: 12, totalCost: 12, potentialReturns: 27 + 9.72, totalOdds: 4.5, usePromoCash: false, promoCashStake: 0, availableBalance: 100, accountId: '1001', reference: 'RC12AB' });
    // Two legs of one event do not combine: no total odds.
    const sameEvent = reduceBetslip([add('a', 'e1', 2.5), add('b', 'e1', 1.8, { marketId: 'e1-m2' })]);
    expect(placementSlipModel(sameEvent, slipFigures(sameEvent, { settings: DEFAULT_CORE_SETTINGS, precision: 2, parlay: null, excludedFromPromotions: false }), { usePromoCash: false, availableBalance: null, accountId: null, reference: null }).totalOdds).toBeNull();
  });

  it('places a single on a negative odd with its risk at the accepted price (spec 5)', () => {
    const slip = reduceBetslip([add('a', 'e1', 2.25), { type: 'set-stake', ref: 'sel1', stake: 100 }, { type: 'price-changed', outcomeId: 'a', decimal: 3 }]);
    const staking = { negativeOdds: { enabled: true, format: 'malay' as const }, precision: 2 };
    // accepted price 2.25: 100 to win risks 100 / 1.25 = 80
    expect(buildPlacementRequest(slip, { userAcceptOdds: 'D', staking }).singles[0]).toMatchObject({ decimal: 2.25, unitStake: 80 });
    const accepted = reduceBetslip([{ type: 'accept-price-changes' }], slip);
    // after accepting 3: 100 / 2 = 50
    expect(buildPlacementRequest(accepted, { userAcceptOdds: 'D', staking }).singles[0]).toMatchObject({ decimal: 3, unitStake: 50 });
    expect(buildPlacementRequest(slip, { userAcceptOdds: 'D' }).singles[0]?.unitStake).toBe(100);
  });

  it('shows and charges the same stake on a negative odd whose price moved unaccepted (the risk is at the accepted price in both)', () => {
    // harimau: 100 typed to win at 2.50 (Malay -0.67) risks 66.67; the price moves to 3.00 and "accept any change" places without accepting it.
    const slip = reduceBetslip([add('a', 'e1', 2.5), { type: 'set-stake', ref: 'sel1', stake: 100 }, { type: 'price-changed', outcomeId: 'a', decimal: 3 }]);
    const staking = { negativeOdds: { enabled: true, format: 'malay' as const }, precision: 2 };
    const figures = slipFigures(slip, { settings: DEFAULT_CORE_SETTINGS, precision: 2, parlay: null, excludedFromPromotions: false, negativeOdds: staking.negativeOdds });
    const request = buildPlacementRequest(slip, { userAcceptOdds: 'A', staking });
    expect(request.singles[0]?.unitStake).toBe(66.67);
    // The slip showed 50 (the risk at 3.00) and the wallet would have paid 66.67.
    expect(figures.totalCost).toBe(66.67);
    expect(figures.singles[0]?.negativeOdd?.risk).toBe(66.67);
  });

  it('sends every selection at its accepted price, the staked multiple and systems, origin 11 and the acceptance', () => {
    const slip = reduceBetslip([
      add('a', 'e1', 2.5),
      add('b', 'e2', 1.8),
      add('c', 'e3', 3),
      { type: 'set-stake', ref: 'sel1', stake: 10 },
      { type: 'set-stake', ref: 'mul1', stake: 2 },
      { type: 'set-stake', ref: '058', stake: 1.5 },
      // A live move after the bettor looked: the request still carries 2.5, the agreed price.
      { type: 'price-changed', outcomeId: 'a', decimal: 2.7 },
    ]);
    const request = buildPlacementRequest(slip, { userAcceptOdds: 'H', spreadOf: (id) => (id === 'b' ? -1.5 : null) });
    expect(request).toEqual({
      originId: 11,
      userAcceptOdds: 'H',
      singles: [
        { outcomeId: 'a', decimal: 2.5, spread: null, unitStake: 10, eachWay: false },
        { outcomeId: 'b', decimal: 1.8, spread: -1.5, unitStake: 0, eachWay: false },
        { outcomeId: 'c', decimal: 3, spread: null, unitStake: 0, eachWay: false },
      ],
      multiples: [{ unitStake: 2 }],
      systems: [{ ref: '058', unitStake: 1.5 }],
    });
    expect(stakedRefs(request)).toEqual(['sel1', 'mul1', '058']);
  });

  it('sends the new price once the bettor accepted it', () => {
    const slip = reduceBetslip([add('a', 'e1', 2.5), { type: 'set-stake', ref: 'sel1', stake: 4 }, { type: 'price-changed', outcomeId: 'a', decimal: 2.2 }, { type: 'accept-price-changes' }]);
    expect(buildPlacementRequest(slip, { userAcceptOdds: 'D' }).singles[0]?.decimal).toBe(2.2);
  });

  it('omits the multiple when unstaked, leaves out spread when unknown, and sends each way and free money only where they apply', () => {
    const slip = reduceBetslip([
      add('a', 'e1', 4, { showEachWay: true, maxFreeMoneyStake: 5 }),
      add('b', 'e2', 2),
      { type: 'set-stake', ref: 'sel2', stake: 3 },
      { type: 'set-each-way', checked: true },
      { type: 'set-free-bet', outcomeId: 'a', mode: 'max' },
    ]);
    const request = buildPlacementRequest(slip, { userAcceptOdds: 'D', originId: 20 });
    expect(request.originId).toBe(20);
    expect(request.singles).toEqual([
      { outcomeId: 'a', decimal: 4, unitStake: 0, eachWay: true, freeMoneyUnitStake: 5 },
      { outcomeId: 'b', decimal: 2, unitStake: 3, eachWay: false },
    ]);
    expect(request.multiples).toEqual([]);
    expect(stakedRefs(request)).toEqual(['sel1', 'sel2']);
  });

  it('has nothing to place on an unstaked slip', () => {
    expect(stakedRefs(buildPlacementRequest(reduceBetslip([add('a', 'e1', 2)]), { userAcceptOdds: 'D' }))).toEqual([]);
  });

  it('gives equal requests the same key and a changed stake another', () => {
    const one = reduceBetslip([add('a', 'e1', 2), { type: 'set-stake', ref: 'sel1', stake: 5 }]);
    const same = reduceBetslip([add('a', 'e1', 2), { type: 'set-stake', ref: 'sel1', stake: 5 }]);
    const other = reduceBetslip([add('a', 'e1', 2), { type: 'set-stake', ref: 'sel1', stake: 6 }]);
    const key = (state: typeof one) => placementRequestKey(buildPlacementRequest(state, { userAcceptOdds: 'D' }));
    expect(key(one)).toBe(key(same));
    expect(key(one)).not.toBe(key(other));
  });
});

describe('exactly once: the uuid of an attempt', () => {
  const slip = reduceBetslip([add('a', 'e1', 2), { type: 'set-stake', ref: 'sel1', stake: 5 }]);
  const request = buildPlacementRequest(slip, { userAcceptOdds: 'D' });
  let counter = 0;
  const newUuid = () => `u${(counter += 1)}`;

  it('makes a new uuid only when nothing is unconfirmed, and keeps it for the same request', () => {
    const first = nextPlacementAttempt(null, request, newUuid);
    expect(first).toEqual({ kind: 'new', attempt: { uuid: expect.stringMatching(/^u\d+$/), request } });
    const again = nextPlacementAttempt(first.attempt, { ...request }, newUuid);
    expect(again).toEqual({ kind: 'retry', attempt: first.attempt });
  });

  it('while an attempt is unconfirmed, sends it first under its own uuid for any other request (a moved price, another stake)', () => {
    const before = counter;
    const unconfirmed = nextPlacementAttempt(null, request, newUuid).attempt;
    const movedPrice = { ...request, singles: [{ ...request.singles[0]!, decimal: 2.25 }] };
    const otherStake = { ...request, singles: [{ ...request.singles[0]!, unitStake: 6 }] };
    for (const changed of [movedPrice, otherStake]) {
      const next = nextPlacementAttempt(unconfirmed, changed, newUuid);
      expect(next).toEqual({ kind: 'resolve-first', attempt: unconfirmed, then: changed });
      // The old request goes, unchanged: never the new one under the old uuid, never a new uuid.
      expect(next.attempt.request).toBe(request);
    }
    expect(counter).toBe(before + 1);
  });

  it('calls PLACED and REJECTED definite and the waiting statuses not', () => {
    expect((['PLACED', 'REJECTED', 'PENDING', 'REFERRED'] as const).map(isDefiniteStatus)).toEqual([true, true, false, false]);
  });

  it('treats gateway statuses as a lost answer, not a failure', () => {
    expect([500, 502, 503, 504, 400].map(isLostAnswerStatus)).toEqual([false, true, true, true, false]);
  });
});

describe('where a placement error shows', () => {
  const refs = ['sel1', 'sel2', 'mul1'];
  it('puts a bet-specific code in its row and slip-wide codes at the top', () => {
    expect(placementErrorTarget({ code: 'RES-00152', ref: 'sel2' }, refs)).toEqual({ where: 'bet', ref: 'sel2' });
    expect(placementErrorTarget({ code: 'RES-00218', ref: 'mul1' }, refs)).toEqual({ where: 'bet', ref: 'mul1' });
    expect(placementErrorTarget({ code: 'RES-00056' }, refs)).toEqual({ where: 'slip' });
    expect(placementErrorTarget({ code: 'RES-00056', ref: 'sel1' }, refs)).toEqual({ where: 'slip' });
    expect(placementErrorTarget({ code: 'RES-00048', ref: 'sel9' }, refs)).toEqual({ where: 'slip' });
    expect(placementErrorTarget({ code: 'error-500' }, refs)).toEqual({ where: 'slip' });
  });

  it('offers the new prices for a bet or line change and My Bets for a time-out', () => {
    expect(['RES-00152', 'RES-00153', 'RES-00199', 'RES-00196', 'RES-00056', 'RES-00057', 'RES-00195'].map(placementRemedy)).toEqual([
      'accept-new-prices',
      'accept-new-prices',
      'check-my-bets',
      'check-my-bets',
      'deposit',
      'deposit',
      null,
    ]);
  });
});

describe('odds acceptance', () => {
  it('parses the three choices and nothing else', () => {
    expect(['a', ' H ', 'D', 'x', 3, null].map(parseOddsAcceptance)).toEqual(['A', 'H', 'D', null, null, null]);
  });

  it('accepts any change with A, a higher price with H and no change with D', () => {
    expect([acceptsPriceChange('A', 2, 1.5), acceptsPriceChange('H', 2, 2.1), acceptsPriceChange('H', 2, 1.9), acceptsPriceChange('D', 2, 2.1), acceptsPriceChange('D', 2, 2)]).toEqual([true, true, false, false, true]);
  });

  it('maps to and from the account’s accept_higher_odds, keeping a device A', () => {
    expect(['A', 'H', 'D'].map((choice) => acceptHigherOddsPreference(choice as 'A'))).toEqual([true, true, false]);
    expect([oddsAcceptanceFromAccount(true, 'D'), oddsAcceptanceFromAccount(true, 'A'), oddsAcceptanceFromAccount(false, 'A')]).toEqual(['H', 'A', 'D']);
  });

  it('lists the moved selections the choice does not accept', () => {
    const slip = reduceBetslip([add('a', 'e1', 2), add('b', 'e2', 3), { type: 'price-changed', outcomeId: 'a', decimal: 2.2 }, { type: 'price-changed', outcomeId: 'b', decimal: 2.8 }]);
    expect(pricesNeedingConfirmation(slip, 'D')).toEqual(['a', 'b']);
    expect(pricesNeedingConfirmation(slip, 'H')).toEqual(['b']);
    expect(pricesNeedingConfirmation(slip, 'A')).toEqual([]);
  });
});

describe('accepting new prices after a refusal', () => {
  it('takes the live prices and drops the price-change errors, keeping the others', () => {
    const slip = reduceBetslip([
      add('a', 'e1', 2),
      { type: 'set-stake', ref: 'sel1', stake: 5 },
      { type: 'placement-started' },
      { type: 'placement-failed', errors: [{ code: 'RES-00152', message: 'changed', ref: 'sel1' }, { code: 'RES-00140', message: 'too low' }], durationMs: 10 },
      { type: 'price-changed', outcomeId: 'a', decimal: 2.4 },
      { type: 'accept-price-changes' },
    ]);
    expect(slip.bets.a).toMatchObject({ decimal: 2.4, acceptedDecimal: 2.4 });
    expect(slip.errors.map((error) => error.code)).toEqual(['RES-00140']);
  });
});
