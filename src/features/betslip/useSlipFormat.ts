import { currencyPrecision, dec, formatAmount, toCurrencyUnits, toNumber } from '../../core';
import { useOperatorCurrencies } from '../money/useAmountText';
import { useRuntime } from '../runtime/RuntimeContext';

/** What every part of the slip formats with: the currency, the odds format and the stake field's rules. */
export function useSlipFormat() {
  const { betslip, preferences, settings } = useRuntime().store;
  const currency = betslip.currency.value;
  const scale = betslip.scale.value;
  const currencies = useOperatorCurrencies();
  return {
    currency,
    precision: currencyPrecision(currency, currencies),
    maxDigits: settings.settings.value.stake_max_digits,
    /** How the bettor's language writes a stake (decimal dot or comma). */
    notation: betslip.notation.value,
    oddsFormat: preferences.oddsFormat.value,
    money: (amount: number) => formatAmount(amount, currency, currencies),
    /** 1000 when stakes are typed in thousands (the stake field says so). */
    scale,
    /** An amount as typed or bounded on the slip (in thousands for a scaled currency), in whole units. */
    stakeMoney: (typed: number) => formatAmount(toNumber(toCurrencyUnits(dec(typed), scale)), currency, currencies),
  };
}
