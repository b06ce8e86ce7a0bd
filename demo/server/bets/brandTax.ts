import { taxRatesOf, type TaxRates } from '../../../src/core/index';

/** The brand's tax-mode rates (spec 5), read from its settings; null when tax mode is off. */
export function taxRatesOfBrand(settings: Record<string, unknown>): TaxRates | null {
  return taxRatesOf({
    african_betslip: settings.african_betslip === true,
    tax_deduction_enabled: settings.tax_deduction_enabled === true,
    enable_stake_after_tax: settings.enable_stake_after_tax === true,
    stake_rate_percentage: Number(settings.stake_rate_percentage ?? 0),
    tax_returns_percentage: Number(settings.tax_returns_percentage ?? 0),
  });
}
