import { currencyPrecision } from './currencyPrecision';

/**
 * What core needs to know about a currency (spec 3 "Currency"): its minor-unit places and
 * its symbol. The operator's /xapi/rest/currencies list is authoritative; a currency it
 * does not list gets precision 2 and an empty symbol, as the spec says.
 */
export interface Currency {
  isoCode: string;
  symbol: string;
  precision: number;
}

export { ZERO_DECIMAL_CURRENCIES, currencyPrecision } from './currencyPrecision';

/** Symbols for the currencies the quick-stake table names, used until the operator's list arrives. */
const KNOWN_SYMBOLS: Readonly<Record<string, string>> = Object.freeze({
  EUR: '€',
  GBP: '£',
  USD: '$',
  KES: 'KSh',
  GHS: 'GH₵',
  PHP: '₱',
  IDR: 'Rp',
  INR: '₹',
  KRW: '₩',
  MYR: 'RM',
  PLN: 'zł',
  TRY: '₺',
  RMB: '¥',
  CNY: '¥',
  RUB: '₽',
  THB: '฿',
  VND: '₫',
  LAK: '₭',
  MMK: 'K',
  KHR: '៛',
});

/**
 * The currency's display facts: from the operator's list when it has the code, else the
 * spec's defaults. Currency codes are compared case-insensitively ('eur' is EUR).
 */
export function currencyInfo(code: string, operatorCurrencies: readonly Partial<Currency>[] = []): Currency {
  const isoCode = code.trim().toUpperCase();
  const listed = operatorCurrencies.find((currency) => currency.isoCode?.toUpperCase() === isoCode);
  return { isoCode, symbol: listed?.symbol ?? KNOWN_SYMBOLS[isoCode] ?? '', precision: currencyPrecision(isoCode, operatorCurrencies) };
}
