import { Big } from './exact';

/** 10^places as a BigInt. */
const powerOfTen = (places: number): bigint => 10n ** BigInt(places);

/** The decimal places a Big carries (its digits after the point). */
function placesOf(value: Big): number {
  return Math.max(0, value.c.length - value.e - 1);
}

/** `value` x 10^places as an integer; `places` is at least `placesOf(value)`. */
function scaledInteger(value: Big, places: number): bigint {
  return BigInt(value.times(new Big(10).pow(places)).toFixed(0));
}

/**
 * numerator / denominator rounded DOWN (towards zero) to `places` decimal places, exactly.
 *
 * big.js divides to `Big.DP` places (20) with half-up rounding, so a quotient that should
 * land on a whole cent (50 x 100 / 112.5 = 44.444...; x 1.8 = 80) comes back as
 * 79.99999999999999999999... and a later round-down shows 79.99. Here both operands are
 * scaled to integers and divided once with BigInt, so the only rounding is the one asked
 * for: the result is the largest multiple of 10^-places not above the exact quotient
 * (for a positive quotient).
 */
export function divideDown(numerator: Big, denominator: Big, places: number): Big {
  if (!Number.isInteger(places) || places < 0 || places > 20) {
    throw new RangeError(`divideDown: places must be a whole number from 0 to 20, got ${String(places)}.`);
  }
  if (denominator.eq(0)) throw new RangeError('divideDown: division by zero. Check the rate or price before dividing by it.');
  const common = Math.max(placesOf(numerator), placesOf(denominator));
  const top = scaledInteger(numerator, common) * powerOfTen(places);
  const bottom = scaledInteger(denominator, common);
  // BigInt division truncates towards zero, which is "down" for the positive amounts money uses.
  const quotient = top / bottom;
  return new Big(quotient.toString()).div(new Big(10).pow(places));
}
