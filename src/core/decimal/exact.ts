import Big from 'big.js';

/**
 * Exact decimal arithmetic for money and odds. Binary floats cannot hold 1.1 or 2.05, so
 * 1.1 - 1 is 0.10000000000000009 and a 5-fold's product drifts in the last cent. Every
 * sum, product and division that ends in a figure a bettor sees goes through Big (big.js)
 * and is rounded once, at the end, with a stated mode.
 */
export { Big };
export type { Big as Decimal } from 'big.js';

/** How a figure is rounded to its last shown digit. */
export type RoundingMode = 'down' | 'half-up' | 'up';

const BIG_ROUNDING: Record<RoundingMode, Big.RoundingMode> = {
  down: Big.roundDown,
  'half-up': Big.roundHalfUp,
  up: Big.roundUp,
};

/** A finite number or numeric string as an exact decimal; refuses NaN and Infinity. */
export function dec(value: number | string | Big): Big {
  if (value instanceof Big) return value;
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Expected a finite number, got ${String(value)}. Check the price or amount before computing with it.`);
  }
  return new Big(value);
}

/** Rounds to `decimals` places (negative rounds to tens, hundreds ...). */
export function roundTo(value: Big, decimals: number, mode: RoundingMode): Big {
  return value.round(decimals, BIG_ROUNDING[mode]);
}

/** Back to a JS number for callers that need one; exact for any value with few decimals. */
export function toNumber(value: Big): number {
  return value.toNumber();
}
