import { type Big, dec } from '../decimal/exact';
import { winValue } from '../betMoney/betLines';
import { foldCoefficients } from './foldPolynomial';
import type { Leg } from './leg';
import { SYSTEM_DEFINITIONS } from './systemCodes';

/** One system the legs offer: its bets, and the fold sizes its lines are made of. */
export interface OfferedSystem {
  code: string;
  noOfBets: number;
  /** Fold sizes of its lines (1 for singles), for `systemCash`. */
  sizes: readonly number[];
}

/**
 * How many combinations of each size the legs make (spec 5: no two outcomes of one
 * market), up to all of them. It reads the legs' markets only, so a price change keeps it.
 */
export function combinationCounts(legs: readonly Leg[]): number[] {
  return foldCoefficients(legs, legs.length, () => dec(1)).map((count) => count.toNumber());
}

/**
 * Every system a slip offers with its bets, from ONE count polynomial (every fold size up
 * to the legs' count; pass it in to keep it while the markets stay) instead of one per
 * code: a 15-leg slip offers 19 codes, and building them code by code took 19 polynomial
 * builds per change (issue 19). Their returns come from one price polynomial
 * (`systemOdds`, then `systemCash`). The offer and the money are the ones of
 * `availableSystemCodes` + `systemBetOrRefusal` + `systemLines` (kept for the reducer and
 * the public API); slipFiguresMemo.test.ts holds the two to the same figures.
 */
export function offeredSystems(legs: readonly Leg[], counts: readonly number[] = combinationCounts(legs)): OfferedSystem[] {
  const n = legs.length;
  if (n < 2) return [];
  const offered: OfferedSystem[] = [];
  for (const definition of SYSTEM_DEFINITIONS) {
    // The same filter as availableSystemCodes: a k-fold needs more legs than k (the n-fold is the multiple) ...
    if (definition.legCount === null && (definition.folds[0] ?? 0) >= n) continue;
    // ... and as systemFitsLegs: the accumulator codes fit one size, the others legs enough for their largest fold.
    if (definition.includesAccumulator ? definition.legCount !== n : Math.max(...definition.folds) > n) continue;
    const folds = definition.includesAccumulator ? [...definition.folds, n] : [...definition.folds];
    const sizes = definition.includesSingles ? [1, ...folds] : folds;
    const noOfBets = sizes.reduce((total, size) => total + (counts[size] ?? 0), 0);
    // Spec 5: a code whose every combination holds two outcomes of one market is not offered.
    if (noOfBets === 0) continue;
    offered.push({ code: definition.code, noOfBets, sizes });
  }
  return offered;
}

/** The k-fold sums of the legs' prices, every k up to all the legs: the one price polynomial every system reads. */
export function systemOdds(legs: readonly Leg[]): Big[] {
  return foldCoefficients(legs, legs.length, (leg) => winValue(leg.decimal));
}

/** What one cash unit on `system` returns over its lines (free money is for singles only). */
export function systemCash(system: OfferedSystem, odds: readonly Big[]): Big {
  return system.sizes.reduce((sum, size) => sum.plus(odds[size] ?? dec(0)), dec(0));
}
