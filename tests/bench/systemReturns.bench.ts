import { bench, describe } from 'vitest';
import { dec } from '../../src/core/decimal/exact';
import { foldCoefficients } from '../../src/core/betslip/foldPolynomial';
import type { Leg } from '../../src/core/betslip/leg';
import { potentialReturns } from '../../src/core/betslip/potentialReturns';
import { availableSystemCodes } from '../../src/core/betslip/systemBet';
import { enumerateFolds } from '../../src/core/betslip/systemEnumeration.testing';

/**
 * Returns for a full 15-leg slip (the betslip maximum, spec 9), all folds, by the market
 * polynomial the product uses, next to visiting all 32,767 subsets. Prints figures only;
 * no time is asserted.
 */
const legs: Leg[] = Array.from({ length: 15 }, (_, index) => ({
  eventId: `e${Math.min(index, 12)}`,
  // Legs 13 and 14 share markets with legs 0 and 1, so the spec 5 exclusion is exercised.
  marketId: `m${index % 13}`,
  outcomeId: `o${index}`,
  decimal: 1.5 + index / 10,
}));
const codes = availableSystemCodes(legs);

describe('system returns, 15 legs, all folds', () => {
  bench(`potentialReturns for every offered code (${codes.join(', ')})`, () => {
    for (const code of codes) potentialReturns(code, legs, 10);
  });

  bench('market polynomial, every k-fold 2..15 summed', () => {
    const sums = foldCoefficients(legs, legs.length);
    let total = dec(0);
    for (let k = 2; k <= legs.length; k += 1) total = total.plus(sums[k]!);
    total.times(10);
  });

  bench(
    'enumeration of every subset, every k-fold 2..15 summed (reference, tests only)',
    () => {
      const { sums } = enumerateFolds(legs);
      let total = dec(0);
      for (let k = 2; k <= legs.length; k += 1) total = total.plus(sums[k]!);
      total.times(10);
    },
    { iterations: 5, time: 0 },
  );
});
