import { bench, describe } from 'vitest';
import { dec } from '../../src/core/decimal/exact';
import { foldCoefficients } from '../../src/core/betslip/foldPolynomial';
import type { Leg } from '../../src/core/betslip/leg';
import { potentialReturnsExact } from '../../src/core/betslip/potentialReturns';
import { enumerateFolds } from '../../src/core/betslip/systemEnumeration.testing';

/**
 * Returns for a full 15-leg slip (the betslip maximum), all folds 2..15, by the market
 * polynomial the product uses, next to visiting all 32,767 subsets. Prints figures only.
 */
const legs: Leg[] = Array.from({ length: 15 }, (_, index) => ({
  eventId: `e${index}`,
  // Two legs share each of the first markets, so the exclusion rule is exercised.
  marketId: `m${Math.floor(index / 2)}`,
  outcomeId: `o${index}`,
  decimal: 1.5 + index / 10,
}));

describe('system returns, 15 legs, all folds', () => {
  bench('market polynomial (product code)', () => {
    const sums = foldCoefficients(legs, legs.length);
    let total = dec(0);
    for (let k = 2; k <= legs.length; k += 1) total = total.plus(sums[k]!);
    total.times(10);
  });

  bench('one system code end to end (12-folds, 002..012 max)', () => {
    potentialReturnsExact('012', legs, 10);
  });

  bench('enumeration of every subset (reference, tests only)', () => {
    const { sums } = enumerateFolds(legs);
    let total = dec(0);
    for (let k = 2; k <= legs.length; k += 1) total = total.plus(sums[k]!);
    total.times(10);
  }, { iterations: 5, time: 0 });
});
