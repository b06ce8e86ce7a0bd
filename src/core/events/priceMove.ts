import { isDisplayablePrice } from '../odds/pricePlaceholder';

/** Which way a price moved, for the up/down flash on the price button. */
export type PriceMove = 'up' | 'down' | 'none';

/**
 * 'none' when the price is unchanged or when either side is no price (a placeholder,
 * spec 9, or anything not displayable): there is nothing to compare, so nothing flashes.
 */
export function priceMove(previous: number, next: number): PriceMove {
  if (!isDisplayablePrice(previous) || !isDisplayablePrice(next) || previous === next) return 'none';
  return next > previous ? 'up' : 'down';
}
