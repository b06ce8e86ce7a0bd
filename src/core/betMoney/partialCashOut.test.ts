import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Big, dec } from '../decimal/exact';
import { divideDown } from '../decimal/exactDivision';
import { cashOutOffer } from './cashOutOffer';
import { splitForPartialCashOut } from './partialCashOut';

const PRECISION = 2;

/** An untaxed single's returns as the slip computes them: stake x price, rounded down to the cent. */
const returnsOf = (stake: Big, placedPrice: number) => divideDown(stake.times(placedPrice), dec(1), PRECISION);

describe('splitForPartialCashOut', () => {
  it('splits EUR 10 at 2.50 whose value is EUR 9.50: EUR 4.75 cashed leaves EUR 5.00 on', () => {
    // Placed at 2.50, now 2.50: returns 25.00, value 25 x 0.95 / 2.5 = 9.50.
    const value = cashOutOffer(returnsOf(dec(10), 2.5), [2.5], PRECISION)!;
    expect(value.toFixed(2)).toBe('9.50');
    const split = splitForPartialCashOut({ stake: 10, value, amount: '4.75', precision: PRECISION, remainderValue: (stake) => cashOutOffer(returnsOf(stake, 2.5), [2.5], PRECISION) });
    expect(split).toEqual({ ok: true, amount: dec('4.75'), cashedStake: dec('5'), remainingStake: dec('5') });
  });

  it('lowers the remainder a cent when the proportional share would be worth more than what is left', () => {
    // Stake 10 at 3.33: returns 33.30, value at 3.00 = 33.30 x 0.95 / 3 = 10.545 -> 10.54.
    const remainderValue = (stake: Big) => cashOutOffer(returnsOf(stake, 3.33), [3], PRECISION);
    const value = remainderValue(dec(10))!;
    expect(value.toFixed(2)).toBe('10.54');
    const split = splitForPartialCashOut({ stake: 10, value, amount: '0.01', precision: PRECISION, remainderValue });
    // 10 x 10.53 / 10.54 = 9.990 -> 9.99, worth 9.99 x 3.33 = 33.26 x 0.95 / 3 = 10.53: fits exactly.
    expect(split.ok && split.remainingStake.toFixed(2)).toBe('9.99');
    expect(split.ok && remainderValue(split.remainingStake)!.plus('0.01').lte(value)).toBe(true);
  });

  it('refuses amounts that are not a partial cash out, saying why', () => {
    const base = { stake: 10, value: '9.50', precision: PRECISION, remainderValue: (stake: Big) => stake.times('0.95') };
    expect(splitForPartialCashOut({ ...base, amount: 0 })).toEqual({ ok: false, refusal: 'amount-not-positive' });
    expect(splitForPartialCashOut({ ...base, amount: '-1' })).toEqual({ ok: false, refusal: 'amount-not-positive' });
    expect(splitForPartialCashOut({ ...base, amount: '1.005' })).toEqual({ ok: false, refusal: 'amount-too-fine' });
    expect(splitForPartialCashOut({ ...base, amount: '9.50' })).toEqual({ ok: false, refusal: 'amount-not-below-value' });
    expect(splitForPartialCashOut({ ...base, amount: '12' })).toEqual({ ok: false, refusal: 'amount-not-below-value' });
    // Stake 0.01: nothing can stay on once anything is cashed.
    expect(splitForPartialCashOut({ ...base, stake: '0.01', value: '0.02', amount: '0.01', remainderValue: (stake: Big) => stake.times(2) })).toEqual({ ok: false, refusal: 'remainder-too-small' });
  });

  it('property: cashed + remaining stake reconcile to the cent, the amount never exceeds the value nor the value the potential returns, and the remainder is never worth more than what was left', () => {
    const cents = (min: number, max: number) => fc.integer({ min, max }).map((value) => dec(value).div(100));
    const price = fc.integer({ min: 101, max: 5000 }).map((value) => value / 100);
    fc.assert(
      fc.property(cents(2, 1_000_000), price, price, fc.double({ min: 0, max: 1, noNaN: true }), (stake, placed, current, share) => {
        const potentialReturns = returnsOf(stake, placed);
        const remainderValue = (part: Big) => cashOutOffer(returnsOf(part, placed), [current], PRECISION);
        const value = remainderValue(stake);
        if (value === null || value.lt('0.02')) return;
        // Never above the potential returns (core's rule on any offer).
        expect(value.lte(potentialReturns)).toBe(true);
        const amount = divideDown(value.times(share.toFixed(6)), dec(1), PRECISION);
        const split = splitForPartialCashOut({ stake, value, amount, precision: PRECISION, remainderValue });
        if (!split.ok) {
          expect(['amount-not-positive', 'amount-not-below-value', 'remainder-too-small']).toContain(split.refusal);
          return;
        }
        expect(split.cashedStake.plus(split.remainingStake).eq(stake)).toBe(true);
        expect(split.remainingStake.mod('0.01').eq(0) && split.cashedStake.mod('0.01').eq(0)).toBe(true);
        expect(split.remainingStake.gt(0) && split.cashedStake.gte(0)).toBe(true);
        expect(split.amount.eq(amount) && amount.lt(value)).toBe(true);
        const remainderWorth = remainderValue(split.remainingStake) ?? dec(0);
        expect(amount.plus(remainderWorth).lte(value)).toBe(true);
        // The remainder keeps its proportional share, less at most a few cents of rounding.
        const proportional = stake.times(value.minus(amount)).div(value);
        expect(split.remainingStake.lte(proportional)).toBe(true);
        expect(proportional.minus(split.remainingStake).lt('0.05')).toBe(true);
        // Its potential returns shrink with its stake and never exceed the bet's.
        expect(returnsOf(split.remainingStake, placed).lte(potentialReturns)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
