import { foldCoefficients } from '../betslip/foldPolynomial';
import type { Leg } from '../betslip/leg';
import { systemBet } from '../betslip/systemBet';
import { type Big, dec } from '../decimal/exact';

/**
 * What one unit of stake returns, summed over a bet's lines. A single is one line (two
 * each way: the win part and the place part), a multiple one line, a system one line per
 * combination. A line returns its value: the product of its legs' values, where a leg is
 * worth its price when it wins, 1 when void and 0 when lost.
 *
 * Cash and free money return differently: a cash unit returns the line's value (stake
 * back plus winnings), a free-money unit returns only the winnings, max(value - 1, 0),
 * never the free stake itself (docs/betslip.md, "Money rules").
 */
export interface BetLines {
  /** Lines the unit stake is placed on (the bet's noOfBets). */
  count: number;
  /** Sum over the lines of what one cash unit returns. */
  cash: Big;
  /** Sum over the lines of what one free-money unit returns; null: this bet takes no free money. */
  free: Big | null;
}

/** A leg's value when it wins: its price, or 0 for a price that cannot be paid (a placeholder, spec 9). */
export function winValue(decimal: number): Big {
  return Number.isFinite(decimal) && decimal >= 1 ? dec(decimal) : dec(0);
}

/** The place part's value when the runner places: (decimal - 1) x fraction + 1. */
export function placeValue(decimal: number, fraction: number): Big {
  const price = winValue(decimal);
  return price.eq(0) ? price : price.minus(1).times(fraction).plus(1);
}

const winnings = (value: Big): Big => (value.gt(1) ? value.minus(1) : dec(0));

/** A single: its win line, and the place line when it is each way. */
export function singleLines(win: Big, place: Big | null): BetLines {
  const values = place === null ? [win] : [win, place];
  return {
    count: values.length,
    cash: values.reduce((sum, value) => sum.plus(value), dec(0)),
    free: values.reduce((sum, value) => sum.plus(winnings(value)), dec(0)),
  };
}

/** A multiple: one line worth the product of its legs' values. Free money is for singles only. */
export function multipleLines(values: readonly Big[]): BetLines {
  return { count: 1, cash: values.reduce((product, value) => product.times(value), dec(1)), free: null };
}

/**
 * A system: every combination its code holds (spec 9), without two outcomes of one market
 * (spec 5). The sum of the lines' values is the fold polynomial's coefficients with each
 * leg weighted by its value, so 15 legs never enumerate their 32,767 subsets.
 */
export function systemLines(code: string, legs: Leg[], valueOf: (leg: Leg) => Big): BetLines {
  const { noOfBets, folds, includesSingles } = systemBet(code, legs);
  const sizes = includesSingles ? [1, ...folds] : folds;
  const coefficients = foldCoefficients(legs, Math.max(...sizes), valueOf);
  return { count: noOfBets, cash: sizes.reduce((sum, size) => sum.plus(coefficients[size] ?? dec(0)), dec(0)), free: null };
}
