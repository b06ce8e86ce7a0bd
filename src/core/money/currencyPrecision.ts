/**
 * A currency's minor-unit places (spec 3 "Currency"), on its own so the login-status
 * widget's small script can show a balance without the symbol table: the operator's list
 * when it has the code, else none for the zero-decimal currencies and 2 for the rest.
 */

/** Spec 9: amounts in these currencies are shown without decimals. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = Object.freeze(['VND', 'IDR', 'LAK', 'MMK', 'KHR']);

const DEFAULT_PRECISION = 2;

/** Minor-unit places shown for an amount in this currency; codes compare case-insensitively. */
export function currencyPrecision(code: string, operatorCurrencies: readonly { isoCode?: string | undefined; precision?: number | undefined }[] = []): number {
  const isoCode = code.trim().toUpperCase();
  const precision = operatorCurrencies.find((currency) => currency.isoCode?.toUpperCase() === isoCode)?.precision;
  if (precision !== undefined && Number.isInteger(precision) && precision >= 0) return precision;
  return ZERO_DECIMAL_CURRENCIES.includes(isoCode) ? 0 : DEFAULT_PRECISION;
}
