import { type Big, dec } from '../decimal/exact';
import type { Leg } from './leg';

/**
 * The straightforward way to price a system: visit every subset of the legs. Kept only as
 * the reference the polynomial is tested and benchmarked against; it costs 2^n.
 */
export function enumerateFolds(legs: readonly Leg[]): { counts: number[]; sums: Big[] } {
  const counts = Array.from({ length: legs.length + 1 }, () => 0);
  const sums = Array.from({ length: legs.length + 1 }, () => dec(0));
  const subsets = 2 ** legs.length;
  for (let mask = 1; mask < subsets; mask += 1) {
    const markets = new Set<string>();
    let product = dec(1);
    let size = 0;
    let valid = true;
    legs.forEach((leg, index) => {
      if (!valid || (mask & (1 << index)) === 0) return;
      if (markets.has(leg.marketId)) valid = false;
      markets.add(leg.marketId);
      product = product.times(dec(leg.decimal));
      size += 1;
    });
    if (!valid) continue;
    counts[size] = (counts[size] ?? 0) + 1;
    sums[size] = (sums[size] as Big).plus(product);
  }
  return { counts, sums };
}

/** Returns of a system by enumeration: unitStake x sum of the chosen folds' sums. */
export function enumeratedReturns(legs: readonly Leg[], sizes: readonly number[], unitStake: number): Big {
  const { sums } = enumerateFolds(legs);
  return sizes.reduce((total, size) => total.plus(sums[size] ?? dec(0)), dec(0)).times(dec(unitStake));
}
