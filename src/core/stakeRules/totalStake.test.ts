import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SingleStake, SlipStakes } from './stakeTypes';
import { countedFreeMoneyUnitStake, singleBetCount, stakeOrZero, stakeTotals, totalFreeMoneyStake, totalStake } from './totalStake';

const single = (ref: string, unitStake: number, extra: Partial<SingleStake> = {}): SingleStake => ({ ref, unitStake, ...extra });
const slip = (partial: Partial<SlipStakes>): SlipStakes => ({ singles: [], multiples: [], systems: [], ...partial });

describe('stakeOrZero', () => {
  it('keeps a positive finite amount and turns anything else into 0', () => {
    expect(stakeOrZero(12.5)).toBe(12.5);
    expect(stakeOrZero(0)).toBe(0);
    expect(stakeOrZero(-3)).toBe(0);
    expect(stakeOrZero(Number.NaN)).toBe(0);
    expect(stakeOrZero(Number.POSITIVE_INFINITY)).toBe(0);
    expect(stakeOrZero(null)).toBe(0);
    expect(stakeOrZero(undefined)).toBe(0);
  });
});

describe('singleBetCount (spec 5 each way)', () => {
  it('is 2 only when each way is enabled, shown and ticked', () => {
    expect(singleBetCount({ eachWay: true, showEachWay: true }, true)).toBe(2);
    expect(singleBetCount({ eachWay: true, showEachWay: true }, false)).toBe(1);
    expect(singleBetCount({ eachWay: true, showEachWay: false }, true)).toBe(1);
    expect(singleBetCount({ eachWay: false, showEachWay: true }, true)).toBe(1);
    expect(singleBetCount({}, true)).toBe(1);
  });
});

describe('countedFreeMoneyUnitStake (spec 5)', () => {
  it('counts free money only while a free bet is on offer', () => {
    expect(countedFreeMoneyUnitStake({ maxFreeMoneyStake: 10, freeMoneyUnitStake: 4 })).toBe(4);
    expect(countedFreeMoneyUnitStake({ maxFreeMoneyStake: null, freeMoneyUnitStake: 4 })).toBe(0);
    expect(countedFreeMoneyUnitStake({ maxFreeMoneyStake: 10, freeMoneyUnitStake: null })).toBe(0);
  });
});

describe('totalStake (spec 5)', () => {
  it('adds singles, and multiples and systems as unit stake x number of bets, exactly', () => {
    const stakes = slip({
      singles: [single('sel1', 2.1), single('sel2', 0.2)],
      multiples: [{ ref: 'mul1', unitStake: 1.1, noOfBets: 1 }],
      systems: [{ ref: '058', unitStake: 0.1, noOfBets: 4 }],
    });
    // As floats 2.1 + 0.2 + 1.1 + 0.1 x 4 is 3.8000000000000003.
    expect(totalStake(stakes, false)).toBe(3.8);
  });

  it('doubles an each-way single only when enabled, shown and ticked', () => {
    const eachWay = single('sel1', 5, { eachWay: true, showEachWay: true });
    expect(totalStake(slip({ singles: [eachWay] }), true)).toBe(10);
    expect(totalStake(slip({ singles: [eachWay] }), false)).toBe(5);
    expect(totalStake(slip({ singles: [{ ...eachWay, showEachWay: false }] }), true)).toBe(5);
    expect(totalStake(slip({ singles: [{ ...eachWay, eachWay: false }] }), true)).toBe(5);
  });

  it('splits cash and free money, free money counted per bet like cash', () => {
    const stakes = slip({
      singles: [single('sel1', 3, { maxFreeMoneyStake: 10, freeMoneyUnitStake: 2, eachWay: true, showEachWay: true }), single('sel2', 1.5, { freeMoneyUnitStake: 7 })],
      systems: [{ ref: '002', unitStake: 0.5, noOfBets: 3 }],
    });
    expect(stakeTotals(stakes, true)).toEqual({ cash: 9, freeMoney: 4, total: 13 });
    expect(totalFreeMoneyStake(stakes, true)).toBe(4);
    expect(totalStake(stakes, true)).toBe(13);
  });

  it('places nothing for a group whose number of bets is not a whole number of at least 1', () => {
    expect(totalStake(slip({ systems: [{ ref: '058', unitStake: 5, noOfBets: 0 }] }), false)).toBe(0);
    expect(totalStake(slip({ systems: [{ ref: '058', unitStake: 5, noOfBets: 2.5 }] }), false)).toBe(0);
    expect(totalStake(slip({ systems: [{ ref: '058', unitStake: 5, noOfBets: Number.NaN }] }), false)).toBe(0);
  });

  it('is never NaN or negative for non-negative inputs, and equals the exact sum', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 8 }), amount, fc.integer({ min: 0, max: 120 }), fc.boolean(), (stakes, groupStake, noOfBets, eachWay) => {
        const stakesSlip = slip({
          singles: stakes.map((stake, index) => single(`sel${index + 1}`, stake, { eachWay, showEachWay: true })),
          systems: [{ ref: '002', unitStake: groupStake, noOfBets }],
        });
        const total = totalStake(stakesSlip, true);
        expect(Number.isNaN(total)).toBe(false);
        expect(total).toBeGreaterThanOrEqual(0);
        const cents = stakes.reduce((sum, stake) => sum + Math.round(stake * 100) * (eachWay ? 2 : 1), 0) + Math.round(groupStake * 100) * noOfBets;
        expect(Math.round(total * 100)).toBe(cents);
      }),
    );
  });

  it('is never NaN, infinite or negative whatever the numbers', () => {
    // Any double up to 1e15 (far past the 9-digit stake_max_digits), and the unusable ones.
    const anything = fc.oneof(fc.double({ min: -1e15, max: 1e15 }), fc.constant(Number.NaN), fc.constant(Number.NEGATIVE_INFINITY), fc.constant(Number.POSITIVE_INFINITY));
    fc.assert(
      fc.property(fc.array(anything, { maxLength: 6 }), anything, fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double({ min: -100, max: 100 })), (stakes, groupStake, noOfBets) => {
        const totals = stakeTotals(
          slip({
            singles: stakes.map((stake, index) => single(`sel${index + 1}`, stake, { maxFreeMoneyStake: stake, freeMoneyUnitStake: stake })),
            multiples: [{ ref: 'mul1', unitStake: groupStake, noOfBets: 1 }],
            systems: [{ ref: '058', unitStake: groupStake, noOfBets }],
          }),
          true,
        );
        for (const figure of [totals.cash, totals.freeMoney, totals.total]) {
          expect(Number.isFinite(figure)).toBe(true);
          expect(figure).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
