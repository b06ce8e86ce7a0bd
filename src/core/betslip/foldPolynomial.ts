import { type Big, dec } from '../decimal/exact';
import type { Leg } from './leg';

/**
 * The k-fold sums of a slip without enumerating its combinations (spec 5: combinations
 * holding two outcomes of one market do not count).
 *
 * Group the legs by market. A combination takes at most one leg from each market, so
 * the sum over all k-leg combinations of the product of their odds is the coefficient of
 * x^k in
 *
 *     prod over markets m of (1 + x * sum of m's odds)
 *
 * Multiplying the factors in one at a time costs O(markets x k): 15 legs take about 120
 * multiply-adds instead of visiting 32,767 subsets. With every odd replaced by 1 the same
 * coefficients count the combinations (the number of bets).
 *
 * Returns coefficients[0..maxFold]; coefficients[k] is the k-fold sum.
 */
export function foldCoefficients(legs: readonly Leg[], maxFold: number, weight: (leg: Leg) => Big = (leg) => dec(leg.decimal)): Big[] {
  const marketSums = new Map<string, Big>();
  for (const leg of legs) {
    marketSums.set(leg.marketId, (marketSums.get(leg.marketId) ?? dec(0)).plus(weight(leg)));
  }
  const coefficients: Big[] = [dec(1), ...Array.from({ length: maxFold }, () => dec(0))];
  let degree = 0;
  for (const sum of marketSums.values()) {
    degree = Math.min(degree + 1, maxFold);
    // Highest power first, so each factor is used once per combination.
    for (let k = degree; k >= 1; k -= 1) {
      coefficients[k] = (coefficients[k] as Big).plus((coefficients[k - 1] as Big).times(sum));
    }
  }
  return coefficients;
}

/** How many k-leg combinations hold no two outcomes of one market, for k = 0..maxFold. */
export function foldCounts(legs: readonly Leg[], maxFold: number): number[] {
  return foldCoefficients(legs, maxFold, () => dec(1)).map((count) => count.toNumber());
}
