import { dec, roundTo, toNumber } from '../decimal/exact';
import type { Leg } from './leg';

/** Spec 3 "Multiple": the accumulator's bet type and its ref on the slip. */
export const MULTIPLE_BET_TYPE_ID = 200002;
export const MULTIPLE_REF = 'mul1';

/** 2 Double, 3 Treble, more N-Fold (spec 9). */
export function multipleDescription(selectionCount: number): string {
  if (!Number.isInteger(selectionCount) || selectionCount < 2) {
    throw new RangeError(`multipleDescription: a multiple has 2 or more selections, got ${selectionCount}.`);
  }
  if (selectionCount === 2) return 'Double';
  if (selectionCount === 3) return 'Treble';
  return `${selectionCount}-Fold`;
}

/** Why a set of legs cannot form a multiple. */
export type MultipleRefusal = 'too-few-selections' | 'same-event';

/** Spec 5: at least 2 selections, all from distinct events (at most one per event). */
export function multipleRefusal(legs: readonly Leg[]): MultipleRefusal | null {
  if (legs.length < 2) return 'too-few-selections';
  const events = new Set(legs.map((leg) => leg.eventId));
  return events.size === legs.length ? null : 'same-event';
}

/** The multiple's decimal odds: the exact product of its legs' decimals. */
export function multipleDecimal(legs: readonly Leg[]): number {
  return toNumber(legs.reduce((product, leg) => product.times(dec(leg.decimal)), dec(1)));
}

/**
 * The multiple's price as the slip shows it: the exact product rounded down to 2 places.
 * Returns are paid on the exact product, so the shown price is never above the one the bet
 * pays at; rounding half-up showed 38.19 on a treble worth 38.185 (docs/betslip.md).
 */
export function shownMultipleDecimal(decimal: number): number {
  return toNumber(roundTo(dec(decimal), 2, 'down'));
}
