import { singleLines, winValue } from '../betMoney/betLines';
import { betMoney, type TaxRates } from '../betMoney/betMoney';
import { toNumber } from '../decimal/exact';
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

/** Tax mode's rates (core `betMoney` takes them) when tax mode is active, else null. */
export function taxRatesOf(settings: Pick<TaxSettings, 'african_betslip' | 'tax_deduction_enabled' | 'enable_stake_after_tax' | 'stake_rate_percentage' | 'tax_returns_percentage'>): TaxRates | null {
  return isTaxModeActive(settings) ? { stakeRate: settings.stake_rate_percentage, returnsRate: settings.tax_returns_percentage } : null;
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

/**
 * Returns under tax mode of a single. The spec names the settings, not the formula; this is
 * the East African excise + withholding model they describe (core `betMoney`, which every
 * bet uses):
 *
 *   stakeAfterTax         = stake x 100 / (100 + stake_rate_percentage)   (the excise is inside the stake paid)
 *   grossReturns          = stakeAfterTax x decimal
 *   potentialTaxDeduction = max(0, grossReturns - stakeAfterTax) x tax_returns_percentage / 100   (winnings only)
 *   netReturns            = grossReturns - potentialTaxDeduction
 *
 * Each figure is one exact rational rounded down to `precision` places (the currency's,
 * default 2) once, so none is ever overstated nor a cent low (KES 50 at 2.00 with 12.5% and
 * 20% nets exactly 80.00). The shown gross minus the shown deduction can therefore exceed
 * the shown net by one unit of the last place.
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
  const bet = betMoney({
    lines: singleLines(winValue(decimal), null),
    cashUnit: stake,
    tax: { stakeRate: settings.stake_rate_percentage, returnsRate: settings.tax_returns_percentage },
    precision,
  });
  return {
    stakeAfterTax: toNumber(bet.stakeAfterTax ?? bet.cashStake),
    grossReturns: toNumber(bet.grossReturns),
    potentialTaxDeduction: toNumber(bet.taxDeduction ?? bet.grossReturns.times(0)),
    netReturns: toNumber(bet.returns),
  };
}
