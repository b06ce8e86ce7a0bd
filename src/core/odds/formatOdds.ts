import { roundTo } from '../decimal/exact';
import { convertOddsExact } from './convertOdds';
import type { OddsFormat } from './oddsFormat';

/**
 * The price as the bettor reads it (spec 9): decimal with 3 places below 1.01 (so 1.005
 * does not collapse to 1.01 or 1.00), otherwise 2; every other format with 2 places and
 * its sign. US odds carry '+' when positive, as American bettors expect ('+150.00');
 * the other formats show only the minus. Rounding is half-up on the exact value, so
 * 1.955 shows 1.96 whatever its binary float looks like. Placeholders show ''.
 */
export function formatOdds(decimal: number, format: OddsFormat): string {
  const converted = convertOddsExact(decimal, format);
  if (converted === null) return '';
  const places = format === 'euro' && converted.lt(1.01) ? 3 : 2;
  const text = roundTo(converted, places, 'half-up').toFixed(places);
  if (text.startsWith('-') && Number(text) === 0) return text.slice(1);
  return format === 'us' && converted.gt(0) ? `+${text}` : text;
}
