import { dec, roundTo, toNumber } from '../decimal/exact';

export interface TaxSettings {
  african_betslip: boolean;
  tax_deduction_enabled: boolean;
  enable_stake_after_tax: boolean;
  /** Excise on the stake, in percent (e.g. 12.5). */
  stake_rate_percentage: number;
  /** Withholding on winnings, in percent (e.g. 20). */
  tax_returns_percentage: number;
}

/** Spec 5: tax mode only when african_betslip, tax_deduction_enabled and enable_stake_after_tax are all on. */
export function isTaxModeActive(settings: Pick<TaxSettings, 'african_betslip' | 'tax_deduction_enabled' | 'enable_stake_after_tax'>): boolean {
  return settings.african_betslip && settings.tax_deduction_enabled && settings.enable_stake_after_tax;
}

export interface TaxedReturns {
  stakeAfterTax: number;
  /** Returns on the stake after tax, before withholding. */
  grossReturns: number;
  potentialTaxDeduction: number;
  /** What the bettor is paid. */
  netReturns: number;
}

const percent = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * Returns under tax mode (spec 3 stakeAfterTax, potentialTaxDeduction). The spec names the
 * settings but not the formula; this is the common East African one (docs/core.md):
 *
 *   stakeAfterTax         = stake x 100 / (100 + stake_rate_percentage)   (excise is inside the stake paid)
 *   grossReturns          = stakeAfterTax x decimal
 *   potentialTaxDeduction = max(0, grossReturns - stakeAfterTax) x tax_returns_percentage / 100
 *   netReturns            = grossReturns - potentialTaxDeduction
 *
 * Only winnings are taxed, never the stake coming back. Each figure is rounded down to
 * the currency's places, once, from the exact intermediate values. Null for a stake or
 * price that cannot be used.
 */
export function taxedReturns(stake: number, decimal: number, settings: Pick<TaxSettings, 'stake_rate_percentage' | 'tax_returns_percentage'>, precision = 2): TaxedReturns | null {
  if (!Number.isFinite(stake) || stake < 0 || !Number.isFinite(decimal) || decimal < 1) return null;
  const afterTax = dec(stake).times(100).div(dec(100).plus(percent(settings.stake_rate_percentage)));
  const gross = afterTax.times(dec(decimal));
  const winnings = gross.minus(afterTax);
  const deduction = winnings.gt(0) ? winnings.times(percent(settings.tax_returns_percentage)).div(100) : dec(0);
  const money = (value: typeof afterTax) => toNumber(roundTo(value, precision, 'down'));
  return {
    stakeAfterTax: money(afterTax),
    grossReturns: money(gross),
    potentialTaxDeduction: toNumber(roundTo(deduction, precision, 'half-up')),
    netReturns: money(gross.minus(deduction)),
  };
}
