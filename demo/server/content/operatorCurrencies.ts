import { currencyInfo, currencyPrecision, type Currency } from '../../../src/core/index';

/**
 * The sandbox operator's currency list (GET /xapi/rest/currencies, spec 3 "Currency"). Most
 * entries are what the SDK would assume anyway; the last ones differ from its fallbacks (2
 * places, no symbol) on purpose, so a test can tell an amount formatted through the
 * operator's list from one formatted without it: the Kuwaiti dinar has 3 places, the
 * Ugandan shilling none.
 */
const ASSUMED_CODES = ['EUR', 'GBP', 'USD', 'KES', 'GHS', 'PHP', 'IDR', 'INR', 'KRW', 'MYR', 'PLN', 'TRY', 'CNY', 'RUB', 'THB', 'VND', 'LAK', 'MMK', 'KHR', 'MXN'];
const OPERATOR_ONLY: readonly Currency[] = [
  { isoCode: 'KWD', symbol: 'KD', precision: 3 },
  { isoCode: 'UGX', symbol: 'USh', precision: 0 },
];

export const OPERATOR_CURRENCIES: readonly (Currency & { id: number })[] = [...ASSUMED_CODES.map((code) => currencyInfo(code)), ...OPERATOR_ONLY].map((currency, index) => ({ id: index + 1, ...currency }));

/** The places the operator keeps amounts in for a currency: its list's, as the SDK reads it. */
export function operatorPrecision(code: string): number {
  return currencyPrecision(code, OPERATOR_CURRENCIES);
}
