import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldCoefficients, foldCounts } from './foldPolynomial';
import type { Leg } from './leg';
import { potentialReturns, potentialReturnsExact } from './potentialReturns';
import { availableSystemCodes, systemBet } from './systemBet';
import { enumeratedReturns, enumerateFolds } from './systemEnumeration.testing';

const leg = (id: string, decimal: number, marketId = `m-${id}`, eventId = `e-${id}`): Leg => ({ eventId, marketId, outcomeId: id, decimal });

describe('potentialReturns', () => {
  it('prices a Trixie on 2.0, 3.0 and 4.0: doubles 6 + 8 + 12, treble 24', () => {
    const slip = [leg('a', 2), leg('b', 3), leg('c', 4)];
    expect(potentialReturns('058', slip, 1)).toBe(50);
    expect(potentialReturns('057', slip, 1)).toBe(59); // Patent adds singles 2 + 3 + 4
    expect(potentialReturns('002', slip, 2.5)).toBe(65);
  });

  it('is exact where floats drift, then rounds down to cents', () => {
    const slip = [leg('a', 1.1), leg('b', 1.1), leg('c', 1.1)];
    // doubles 3 x 1.21 + treble 1.331 = 4.961 per unit
    expect(potentialReturnsExact('058', slip, 1).toString()).toBe('4.961');
    expect(potentialReturns('058', slip, 1)).toBe(4.96);
    expect(potentialReturns('058', slip, 3)).toBe(14.88); // 14.883
  });

  it('leaves out combinations of one market', () => {
    const slip = [leg('home', 2, 'm1'), leg('draw', 3, 'm1'), leg('away', 4, 'm2')];
    // doubles: 2 x 4 + 3 x 4 = 20; the treble needs two outcomes of m1, so it is not a bet.
    expect(potentialReturns('058', slip, 1)).toBe(20);
  });

  it('pays nothing for a stake that is not a stake, rather than NaN', () => {
    const slip = [leg('a', 2), leg('b', 3), leg('c', 4)];
    expect(potentialReturns('058', slip, Number.NaN)).toBe(0);
    expect(potentialReturns('058', slip, -5)).toBe(0);
    expect(potentialReturns('058', slip, 0)).toBe(0);
    expect(potentialReturns('058', slip, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('pays nothing, rather than NaN or a throw, when a leg has no usable price', () => {
    for (const price of [-1, -123456789e10, Number.NaN, Number.POSITIVE_INFINITY, 0.5]) {
      const slip = [leg('a', 2), leg('b', price), leg('c', 4)];
      expect(potentialReturns('058', slip, 1)).toBe(0);
    }
  });

  it('honours the currency precision', () => {
    const slip = [leg('a', 1.37), leg('b', 2.11), leg('c', 1.5)];
    expect(potentialReturns('058', slip, 1000, 0)).toBe(potentialReturnsExact('058', slip, 1000).round(0, 0).toNumber());
  });
});

/** Random slips of up to 10 legs over a few events and markets, so they collide. */
const slipArbitrary = fc
  .array(
    fc.record({
      event: fc.integer({ min: 0, max: 5 }),
      market: fc.integer({ min: 0, max: 2 }),
      hundredths: fc.integer({ min: 101, max: 5000 }),
    }),
    { minLength: 1, maxLength: 10 },
  )
  .map((picks) =>
    picks.map(({ event, market, hundredths }, index) => leg(`o${index}`, hundredths / 100, `e${event}-m${market}`, `e${event}`)),
  );

describe('polynomial against enumeration (property)', () => {
  it('agrees on counts and k-fold sums for every fold size', () => {
    fc.assert(
      fc.property(slipArbitrary, (slip) => {
        const expected = enumerateFolds(slip);
        const sums = foldCoefficients(slip, slip.length);
        expect(foldCounts(slip, slip.length).slice(1)).toEqual(expected.counts.slice(1));
        for (let k = 1; k <= slip.length; k += 1) expect(sums[k]!.eq(expected.sums[k]!)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees on bets and returns for every offered system code', () => {
    const stake = fc.integer({ min: 1, max: 100000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(slipArbitrary, stake, (slip, unitStake) => {
        const { counts } = enumerateFolds(slip);
        for (const code of availableSystemCodes(slip)) {
          const { folds, includesSingles, noOfBets } = systemBet(code, slip);
          const sizes = includesSingles ? [1, ...folds] : folds;
          expect(noOfBets).toBe(sizes.reduce((total, size) => total + (counts[size] ?? 0), 0));
          expect(potentialReturnsExact(code, slip, unitStake).eq(enumeratedReturns(slip, sizes, unitStake))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
