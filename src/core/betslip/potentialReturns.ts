import { type Big, dec, roundTo, toNumber } from '../decimal/exact';
import { foldCoefficients } from './foldPolynomial';
import type { Leg } from './leg';
import { systemBet } from './systemBet';

/** A decimal price can be multiplied: finite and at least 1 (a placeholder is negative). */
function hasUsablePrice(leg: Leg): boolean {
  return Number.isFinite(leg.decimal) && leg.decimal >= 1;
}

/**
 * What a system pays if every leg wins, exactly: unitStake x (the sum over its folds of
 * the k-fold sums of products of odds). The k-fold sums come from the market polynomial
 * (foldPolynomial.ts), never from enumerating combinations, so 15 legs with all folds
 * cost a few hundred decimal operations.
 *
 * A stake that is not a finite, positive number pays 0 (there is no bet to pay), and so
 * does a slip holding a leg without a usable price (not a finite decimal of at least 1,
 * e.g. the feed's placeholders -1 and -123456789e10, spec 9): the slip never shows NaN
 * and never more than will be paid. Throws for a code that does not fit, like `systemBet`.
 */
export function potentialReturnsExact(code: string, legs: Leg[], unitStake: number): Big {
  const { folds, includesSingles } = systemBet(code, legs);
  if (!Number.isFinite(unitStake) || unitStake <= 0) return dec(0);
  if (!legs.every(hasUsablePrice)) return dec(0);
  const sizes = includesSingles ? [1, ...folds] : folds;
  const coefficients = foldCoefficients(legs, Math.max(...sizes));
  const perUnit = sizes.reduce((sum, size) => sum.plus(coefficients[size] ?? dec(0)), dec(0));
  return perUnit.times(dec(unitStake));
}

/**
 * `potentialReturnsExact` in money: rounded down to `precision` places (default 2), as a
 * bettor must never be shown more than the operator will pay.
 */
export function potentialReturns(code: string, legs: Leg[], unitStake: number, precision = 2): number {
  return toNumber(roundTo(potentialReturnsExact(code, legs, unitStake), precision, 'down'));
}
