import { dec, roundTo } from '../decimal/exact';
import { currencyPrecision, type Currency } from './currency';

/**
 * An amount as the bettor reads it (spec 9): thousands grouped with a comma, a decimal
 * dot, the currency's places (2, or none for VND, IDR, LAK, MMK, KHR). Money is rounded
 * down, never up: a balance or a potential return must not show a cent the bettor does
 * not have. The figure carries no symbol; the UI places the symbol or code the locale
 * wants. An unusable amount (NaN, Infinity) shows '' rather than 'NaN'.
 */
export function formatAmount(amount: number, currency: string, operatorCurrencies?: readonly Partial<Currency>[]): string {
  if (!Number.isFinite(amount)) return '';
  const places = currencyPrecision(currency, operatorCurrencies);
  return groupThousands(roundTo(dec(amount), places, 'down').toFixed(places));
}

/** '-1234567.50' -> '-1,234,567.50'. Works on the exact digits, never on a float. */
export function groupThousands(plain: string): string {
  const negative = plain.startsWith('-');
  const unsigned = negative ? plain.slice(1) : plain;
  const [whole = '', fraction] = unsigned.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}
