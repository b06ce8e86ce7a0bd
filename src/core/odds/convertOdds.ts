import { type Big, dec } from '../decimal/exact';
import type { OddsFormat } from './oddsFormat';
import { isDisplayablePrice } from './pricePlaceholder';

/** big.js divides to 20 places (Big.DP), far below any displayed digit of a reciprocal. */
function divide(numerator: Big, denominator: Big): Big {
  return numerator.div(denominator);
}

/**
 * A decimal price in another format, exactly (spec 9 "Odds display"):
 *   hk    = d - 1
 *   us    = +100(d - 1) when d >= 2, else -100 / (d - 1)
 *   malay = hk when hk <= 1, else -1 / hk
 *   indo  = hk when hk >= 1, else -1 / hk
 * Returns null for a placeholder or unusable price, never NaN or Infinity.
 */
export function convertOddsExact(decimal: number, format: OddsFormat): Big | null {
  if (!isDisplayablePrice(decimal)) return null;
  const price = dec(decimal);
  const hk = price.minus(1);
  switch (format) {
    case 'euro':
      return price;
    case 'hk':
      return hk;
    case 'us':
      return price.gte(2) ? hk.times(100) : divide(dec(-100), hk);
    case 'malay':
      return hk.lte(1) ? hk : divide(dec(-1), hk);
    case 'indo':
      return hk.gte(1) ? hk : divide(dec(-1), hk);
  }
}

export function convertOdds(decimal: number, format: OddsFormat): number | null {
  const converted = convertOddsExact(decimal, format);
  return converted === null ? null : converted.toNumber();
}

/**
 * The inverse: the decimal price behind a figure shown in `format`. Used when a bettor
 * types or reads a price in their format (and by the round-trip property test). Returns
 * null for a figure no decimal price produces (for example a US price between -100 and
 * +100, or a positive malay figure above 1).
 */
export function decimalFromOdds(value: number, format: OddsFormat): number | null {
  if (!Number.isFinite(value)) return null;
  const figure = dec(value);
  let decimal: Big;
  switch (format) {
    case 'euro':
      decimal = figure;
      break;
    case 'hk':
      decimal = figure.plus(1);
      break;
    case 'us':
      if (figure.gte(100)) decimal = figure.div(100).plus(1);
      else if (figure.lt(-100) || figure.eq(-100)) decimal = divide(dec(-100), figure).plus(1);
      else return null;
      break;
    case 'malay':
      if (figure.gt(0) && figure.lte(1)) decimal = figure.plus(1);
      else if (figure.lt(0) && figure.gte(-1)) decimal = divide(dec(-1), figure).plus(1);
      else return null;
      break;
    case 'indo':
      if (figure.gte(1)) decimal = figure.plus(1);
      else if (figure.lte(-1)) decimal = divide(dec(-1), figure).plus(1);
      else return null;
      break;
  }
  return decimal.gt(1) ? decimal.toNumber() : null;
}
