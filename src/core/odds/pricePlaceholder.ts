import { CORE_CONSTANTS } from '../settings/defaults';

/**
 * The feed sends -1 or -123456789e10 where a market has no price yet (spec 9). Those,
 * and anything that is not a usable decimal (NaN, Infinity, 1 or below: a price of 1
 * pays nothing and has no Hong Kong or US form), show no price at all rather than a
 * misleading figure.
 */
export function isPricePlaceholder(decimal: number): boolean {
  return CORE_CONSTANTS.pricePlaceholders.includes(decimal);
}

export function isDisplayablePrice(decimal: number): boolean {
  return Number.isFinite(decimal) && decimal > 1 && !isPricePlaceholder(decimal);
}
