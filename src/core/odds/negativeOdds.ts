import { dec, roundTo, toNumber } from '../decimal/exact';
import type { OddsFormat } from './oddsFormat';

export interface NegativeOddsContext {
  /** The operator's betslip_negative_odds_enabled setting. */
  enabled: boolean;
  format: OddsFormat;
  decimal: number;
}

/**
 * Spec 5: a price is staked as a negative odd only when the operator allows it, the
 * bettor reads malay, indo or us odds, and the price is one those formats show as
 * negative: above 2 for malay, below 2 for indo and us.
 */
export function isNegativeOdd({ enabled, format, decimal }: NegativeOddsContext): boolean {
  if (!enabled || !Number.isFinite(decimal) || decimal <= 1) return false;
  if (format === 'malay') return decimal > 2;
  if (format === 'indo' || format === 'us') return decimal < 2;
  return false;
}

/**
 * Spec 5: the stake the slip holds for a negative odd is the typed stake / (decimal - 1);
 * the real stake sent back is stake x (decimal - 1). Both are money, so they are rounded
 * half-up to the currency's places (the pair is the inverse of each other, and half-up
 * keeps a round trip within one minor unit). Returns null for an unusable price or stake.
 */
export function negativeOddStake(stake: number, decimal: number, precision = 2): number | null {
  if (!Number.isFinite(stake) || stake < 0 || !Number.isFinite(decimal) || decimal <= 1) return null;
  return toNumber(roundTo(dec(stake).div(dec(decimal).minus(1)), precision, 'half-up'));
}

export function realStakeFromNegativeOdd(stake: number, decimal: number, precision = 2): number | null {
  if (!Number.isFinite(stake) || stake < 0 || !Number.isFinite(decimal) || decimal <= 1) return null;
  return toNumber(roundTo(dec(stake).times(dec(decimal).minus(1)), precision, 'half-up'));
}
