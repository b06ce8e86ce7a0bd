import type { Big } from '../decimal/exact';
import { roundTo } from '../decimal/exact';
import { convertOddsExact } from './convertOdds';
import type { OddsFormat } from './oddsFormat';

/**
 * The most places a Hong Kong or Malay figure takes (decimal 1.0001 is HK 0.0001; decimal
 * 5001 is Malay -0.0002). A figure is never zero (d > 1), so 10 places show every price
 * below decimal 10 000 000 001, far beyond any book's ladder.
 */
const MAX_FRACTION_PLACES = 10;

/**
 * Places for a fraction-of-stake figure (HK, Malay, Indo): 2, or as many as it takes for a
 * figure that is not zero to show a digit. A book never shows "0.00": that reads as a
 * price that pays nothing, while decimal 1.001 pays 0.001 a unit and decimal 1001 is
 * Malay -0.001 (docs/pricing.md "Odds formats").
 */
function fractionPlaces(value: Big): number {
  for (let places = 2; places < MAX_FRACTION_PLACES; places += 1) {
    if (!roundTo(value, places, 'half-up').eq(0)) return places;
  }
  return MAX_FRACTION_PLACES;
}

/**
 * The places a fraction figure is shown with, settled so that the figure shown reads back as
 * itself: -0.0049999 (decimal 201.001) needs 3 places (-0.005), but -0.005 (decimal 201) shows
 * -0.01 at 2, so the same figure is shown -0.01 both times rather than two ways for a price
 * and the one its text names (odds.test round-trip property).
 */
function settledFraction(value: Big): { figure: Big; places: number } {
  const places = fractionPlaces(value);
  const figure = roundTo(value, places, 'half-up');
  const again = fractionPlaces(figure);
  return again === places ? { figure, places } : { figure: roundTo(figure, again, 'half-up'), places: again };
}

/**
 * The price as the bettor reads it (spec 9): decimal with 3 places below 1.01 (so 1.005
 * does not collapse to 1.01 or 1.00), otherwise 2. US odds are whole numbers with their
 * sign, as American books print them (+150, -110: decimal 1.91 is -109.89, shown -110);
 * '+' only when positive. HK, Malay and Indo take 2 places and only the minus, more places
 * when 2 would show a non-zero figure as zero. Rounding is half-up on the exact value, so
 * 1.955 shows 1.96 whatever its binary float looks like. Placeholders show ''.
 */
export function formatOdds(decimal: number, format: OddsFormat): string {
  const converted = convertOddsExact(decimal, format);
  if (converted === null) return '';
  const { figure, places } =
    format === 'us' || format === 'euro' ? { figure: converted, places: format === 'us' ? 0 : converted.lt(1.01) ? 3 : 2 } : settledFraction(converted);
  const rounded = roundTo(figure, places, 'half-up');
  // Even money has one face: US -100 and +100, Malay or Indo -1.00 and 1.00 are the same
  // price (decimal 2), so a figure that rounds to it shows the positive one, as decimal 2 does.
  const evenMoney = format === 'us' ? 100 : format === 'malay' || format === 'indo' ? 1 : null;
  const text = (evenMoney !== null && rounded.abs().eq(evenMoney) ? rounded.abs() : rounded).toFixed(places);
  if (text.startsWith('-') && Number(text) === 0) return text.slice(1);
  return format === 'us' && !text.startsWith('-') ? `+${text}` : text;
}
