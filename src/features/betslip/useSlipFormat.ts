import { currencyPrecision, formatAmount } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

/** What every part of the slip formats with: the currency, the odds format and the stake field's rules. */
export function useSlipFormat() {
  const { betslip, preferences, settings } = useRuntime().store;
  const currency = betslip.currency.value;
  return {
    currency,
    precision: currencyPrecision(currency),
    maxDigits: settings.settings.value.stake_max_digits,
    oddsFormat: preferences.oddsFormat.value,
    money: (amount: number) => formatAmount(amount, currency),
  };
}
