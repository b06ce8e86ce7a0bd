import { truncatedFigure } from './amountFigure';
import { currencyPrecision, type Currency } from './currency';

/**
 * An amount as the bettor reads it (spec 9): thousands grouped with a comma, a decimal
 * dot, the currency's places (2, or none for VND, IDR, LAK, MMK, KHR). Money is rounded
 * down, never up: a balance or a potential return must not show a cent the bettor does
 * not have. The figure carries no symbol; the UI places the symbol or code the locale
 * wants. An unusable amount (NaN, Infinity) shows '' rather than 'NaN'.
 */
export function formatAmount(amount: number, currency: string, operatorCurrencies?: readonly Partial<Currency>[]): string {
  return truncatedFigure(amount, currencyPrecision(currency, operatorCurrencies));
}
