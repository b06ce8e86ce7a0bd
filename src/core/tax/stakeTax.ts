import { type Big, dec, roundTo, toNumber } from '../decimal/exact';
import type { CoreSettings } from '../settings/defaults';

/** The settings tax mode reads (spec 3 "Settings", 5). */
export type TaxSettings = Pick<
  CoreSettings,
  'african_betslip' | 'tax_deduction_enabled' | 'enable_stake_after_tax' | 'stake_rate_percentage' | 'tax_returns_percentage'
>;

/** Spec 5: tax mode is active only when african_betslip, tax_deduction_enabled and enable_stake_after_tax are all on. */
export function isTaxModeActive(settings: Pick<TaxSettings, 'african_betslip' | 'tax_deduction_enabled' | 'enable_stake_after_tax'>): boolean {
  return settings.african_betslip === true && settings.tax_deduction_enabled === true && settings.enable_stake_after_tax === true;
}

/** A selection's figures under tax mode (spec 3 stakeAfterTax, potentialTaxDeduction). */
export interface TaxedReturns {
  /** What is actually wagered once the excise is taken out of the stake paid. */
  stakeAfterTax: number;
  /** Returns on stakeAfterTax, before withholding. */
  grossReturns: number;
  /** Withholding tax on the winnings. */
  potentialTaxDeduction: number;
  /** What the bettor is paid: grossReturns - potentialTaxDeduction. */
  netReturns: number;
}

/** A rate the operator can mean: a finite percentage from 0 to 100; anything else counts as 0. */
function rate(value: number): number {
  return Number.isFinite(value) && value > 0 && value <= 100 ? value : 0;
}

/**
 * Returns under tax mode. The spec names the settings, not the formula; this is the East
 * African excise + withholding model they describe:
 *
 *   stakeAfterTax         = stake x 100 / (100 + stake_rate_percentage)   (the excise is inside the stake paid)
 *   grossReturns          = stakeAfterTax x decimal
 *   potentialTaxDeduction = max(0, grossReturns - stakeAfterTax) x tax_returns_percentage / 100   (winnings only)
 *   netReturns            = grossReturns - potentialTaxDeduction
 *
 * Each figure is computed from exact intermediate values and rounded down to `precision`
 * places (the currency's, default 2) once, at the end, so none is ever overstated. The
 * shown gross minus the shown deduction can therefore exceed the shown net by one unit of
 * the last place.
 *
 * A rate outside 0..100 (or not a number) counts as 0. Null for a stake that is not a
 * finite amount of 0 or more, a price below 1, or a precision that is not a whole number
 * from 0 to 10.
 */
export function taxedReturns(
  stake: number,
  decimal: number,
  settings: Pick<TaxSettings, 'stake_rate_percentage' | 'tax_returns_percentage'>,
  precision = 2,
): TaxedReturns | null {
  if (!Number.isFinite(stake) || stake < 0 || !Number.isFinite(decimal) || decimal < 1) return null;
  if (!Number.isInteger(precision) || precision < 0 || precision > 10) return null;
  const stakeAfterTax = dec(stake).times(100).div(dec(100).plus(rate(settings.stake_rate_percentage)));
  const gross = stakeAfterTax.times(decimal);
  const winnings = gross.minus(stakeAfterTax);
  const deduction = winnings.gt(0) ? winnings.times(rate(settings.tax_returns_percentage)).div(100) : dec(0);
  const money = (value: Big): number => toNumber(roundTo(value, precision, 'down'));
  return {
    stakeAfterTax: money(stakeAfterTax),
    grossReturns: money(gross),
    potentialTaxDeduction: money(deduction),
    netReturns: money(gross.minus(deduction)),
  };
}
