import { describe, expect, it } from 'vitest';
import { foldCoefficients, foldCounts } from './foldPolynomial';
import type { Leg } from './leg';

const leg = (id: string, decimal: number, marketId: string): Leg => ({ eventId: `e-${marketId}`, marketId, outcomeId: id, decimal });

describe('foldCoefficients (spec 5, market polynomial)', () => {
  it('gives the k-fold sums of 2.0, 3.0 and 4.0: (1 + 2x)(1 + 3x)(1 + 4x)', () => {
    const sums = foldCoefficients([leg('a', 2, 'm1'), leg('b', 3, 'm2'), leg('c', 4, 'm3')], 3);
    expect(sums.map((sum) => sum.toString())).toEqual(['1', '9', '26', '24']);
  });

  it('adds the outcomes of one market into one factor: (1 + 5x)(1 + 4x)', () => {
    const sums = foldCoefficients([leg('home', 2, 'm1'), leg('draw', 3, 'm1'), leg('away', 4, 'm2')], 3);
    expect(sums.map((sum) => sum.toString())).toEqual(['1', '9', '20', '0']);
  });

  it('stops at maxFold and stays exact', () => {
    const sums = foldCoefficients([leg('a', 1.1, 'm1'), leg('b', 1.1, 'm2'), leg('c', 1.1, 'm3')], 2);
    expect(sums.map((sum) => sum.toString())).toEqual(['1', '3.3', '3.63']);
  });
});

describe('foldCounts', () => {
  it('counts combinations with no two outcomes of one market', () => {
    const legs = Array.from({ length: 8 }, (_, index) => leg(`o${index}`, 2, `m${index}`));
    // Binomial coefficients of 8: the Goliath's 247 = 28 + 56 + 70 + 56 + 28 + 8 + 1.
    expect(foldCounts(legs, 8)).toEqual([1, 8, 28, 56, 70, 56, 28, 8, 1]);
    expect(foldCounts([leg('a', 2, 'm1'), leg('b', 2, 'm1'), leg('c', 2, 'm2')], 3)).toEqual([1, 3, 2, 0]);
  });
});
