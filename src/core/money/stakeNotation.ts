/**
 * How the bettor's language writes a number, as far as a stake field cares: the decimal
 * mark, and the thousands mark. Read from the platform's own locale data
 * (Intl.NumberFormat), not from a table of ours: en, sw, ms, zh, hi, fil write 1,234.50;
 * de, es, it, pt, id write 1.234,50; fr writes 1 234,50 (a narrow no-break space).
 */
export interface StakeNotation {
  /** The language it was read for ('en', 'es' ...). */
  locale: string;
  /** The decimal mark: a dot, or a comma. */
  decimal: '.' | ',';
  /** The thousands mark the language writes: ',', '.', a (narrow no-break) space ... */
  group: string;
}

/** The spec's notation (spec 5 "Stake strings"): decimal dot, thousands comma. */
export const DOT_NOTATION: StakeNotation = Object.freeze({ locale: 'en', decimal: '.', group: ',' });

const known = new Map<string, StakeNotation>();

/**
 * The notation of a language ('es', 'pt-BR' ...). A language whose decimal mark is
 * neither a dot nor a comma, or one the platform does not know, reads as DOT_NOTATION.
 */
export function stakeNotation(locale: string): StakeNotation {
  const cached = known.get(locale);
  if (cached) return cached;
  let notation: StakeNotation = { ...DOT_NOTATION, locale };
  try {
    const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: true }).formatToParts(1234567.5);
    const decimal = parts.find((part) => part.type === 'decimal')?.value;
    const group = parts.find((part) => part.type === 'group')?.value;
    if (decimal === ',') notation = { locale, decimal: ',', group: group && group !== ',' ? group : '.' };
  } catch {
    // Not a language tag the platform reads: the spec's notation.
  }
  known.set(locale, Object.freeze(notation));
  return notation;
}

/**
 * A stake to show the bettor how to type one, in their notation and with the currency's
 * places: '2.50' in en, '2,50' in es, '10' for a currency without decimals (IDR).
 */
export function stakeExample(notation: StakeNotation, precision = 2): string {
  if (precision <= 0) return '10';
  return `2${notation.decimal}${'5'.padEnd(precision, '0')}`;
}
