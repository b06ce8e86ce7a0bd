import { dec } from '../decimal/exact';
import { parseStake, stripGrouping } from './parseStake';
import { DOT_NOTATION, type StakeNotation } from './stakeNotation';

/**
 * Why a typed stake cannot be used:
 * - 'not-a-number': letters, an exponent ('1e9'), several decimal marks, a plus sign ...
 * - 'negative': a number with a minus sign ('-10');
 * - 'too-many-decimals': more places than the currency has ('10.555');
 * - 'too-long': more digits than stake_max_digits;
 * - 'decimal-mark': a dot used as the decimal mark in a language that writes a comma
 *   ('2.50' in es); `suggestion` is the same stake in the bettor's notation ('2,50');
 * - 'decimal-comma': the other way round, a comma used as the decimal mark in a language
 *   that writes a dot ('12,50' in en); `suggestion` is '12.50';
 * - 'ambiguous': a figure that reads two ways in a comma language: '1.000' is one thousand
 *   to a German reader and one to an English one; `suggestion` is the thousands reading
 *   without the mark ('1000'), which is how to type it.
 */
export type StakeInputError = 'not-a-number' | 'negative' | 'too-many-decimals' | 'too-long' | 'decimal-mark' | 'decimal-comma' | 'ambiguous';

export type StakeInput =
  /** `text` is what the field shows now; `value` is the stake (0 means "no stake"). */
  | { ok: true; text: string; value: number; isZero: boolean }
  | { ok: false; text: string; error: StakeInputError; suggestion?: string };

export interface StakeInputOptions {
  /** The currency's minor-unit places: 0 refuses any decimal. */
  precision: number;
  /** Setting stake_max_digits: the most digits a stake may have (spec 5, "value not shown"). */
  maxDigits: number;
  /** How the bettor's language writes numbers (stakeNotation); the spec's dot notation by default. */
  notation?: StakeNotation | undefined;
}

/** A minus sign, ASCII or typographic. */
const MINUS = /^[-\u2212]/;

/**
 * The stake field's rules (spec 5), in the bettor's notation.
 *
 * Dot notation (en and every language that writes 2.50): commas are thousands marks and are
 * removed before reading (spec 5: '1,000' is 1000), but only where they group by three
 * ('1,000', '12,500.50'). A comma that does not group is not a thousands mark: '12,50' is a
 * bettor who writes decimals with a comma, and reading it as 1,250 staked a hundred times
 * what was meant. A lone comma before one or two digits is refused ('decimal-comma') with
 * the stake as it should be typed ('12.50'); any other comma that does not group, as not a
 * number. The text is never rewritten (as in comma notation): a field regrouped while typed
 * ('1234' shown '1,234') would turn the next digit into '1,2345', a comma that no longer groups.
 *
 * Comma notation (es, fr, pt, de, it, id ...): the comma is the decimal mark ('0,99' is
 * 0.99, '2,50' is 2.5). Thousands marks are the dot and spaces (fr's narrow no-break space
 * among them), accepted only where they group by three ('1.000,50', '1 000'). A lone dot that does
 * not group ('2.50', '12.') is a decimal dot the language does not write: refused
 * ('decimal-mark') with the stake as it should be typed. A lone dot that does group
 * ('1.000', '12.500'), with no decimal comma, reads two ways: refused ('ambiguous'). The
 * text is never rewritten: the field shows exactly what was typed.
 *
 * Both: '0' and '0.0' read as a zero stake but stay in the field; a minus sign is
 * 'negative'; too long when the digits exceed `maxDigits`, and a too-long figure is shown
 * without thousands marks (never half grouped).
 */
export function readStakeInput(typed: string, options: StakeInputOptions): StakeInput {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: true, text: '', value: 0, isZero: true };
  if (MINUS.test(trimmed)) {
    const unsigned = readStakeInput(trimmed.slice(1), options);
    if (unsigned.ok) return unsigned.text === '' ? { ok: false, text: typed, error: 'not-a-number' } : { ok: false, text: typed, error: 'negative' };
    return { ...unsigned, text: typed };
  }
  const notation = options.notation ?? DOT_NOTATION;
  return notation.decimal === ',' ? readCommaNotation(typed, trimmed, options) : readDotNotation(typed, options);
}

function readDotNotation(typed: string, { precision, maxDigits }: StakeInputOptions): StakeInput {
  const plain = stripGrouping(typed);
  if (/^\d*\.?\d*$/.test(plain)) {
    if (countDigits(plain) > maxDigits) return { ok: false, text: plain, error: 'too-long' };
    const commas = commaProblem(typed.trim());
    if (commas !== null) return commas.suggestion === undefined ? { ok: false, text: typed, error: commas.error } : { ok: false, text: typed, error: commas.error, suggestion: commas.suggestion };
    const fraction = plain.split('.')[1];
    if (fraction !== undefined && fraction.length > precision && /\d/.test(plain)) return { ok: false, text: typed, error: 'too-many-decimals' };
  }
  const value = parseStake(plain, Math.max(2, precision));
  if (value === null) return { ok: false, text: typed, error: 'not-a-number' };
  return { ok: true, text: typed, value, isZero: value === 0 };
}

/**
 * Commas in a dot-notation figure (digits, commas and at most one dot): none, or thousands
 * marks that group by three before the dot, is no problem. '12,50' (one comma, one or two
 * digits after it, no dot) is a decimal comma, refused with its dot form; any other comma
 * ('1,2345', '1,,000', '12.5,0') is refused as not a number.
 */
function commaProblem(trimmed: string): { error: StakeInputError; suggestion?: string } | null {
  if (!trimmed.includes(',')) return null;
  const [whole = '', fraction] = trimmed.split('.');
  const groups = whole.split(',');
  const grouped = fraction?.includes(',') !== true && /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group));
  if (grouped) return null;
  if (fraction === undefined && /^\d+,\d{1,2}$/.test(trimmed)) return { error: 'decimal-comma', suggestion: trimmed.replace(',', '.') };
  return { error: 'not-a-number' };
}

/** Spaces a thousands group may be written with: space, no-break space, narrow no-break space. */
const SPACES = /[ \u00a0\u202f]/g;

function readCommaNotation(typed: string, trimmed: string, { precision, maxDigits }: StakeInputOptions): StakeInput {
  const refuse = (error: StakeInputError, suggestion?: string): StakeInput => (suggestion === undefined ? { ok: false, text: typed, error } : { ok: false, text: typed, error, suggestion });
  // Every kind of space the same (fr writes its thousands with a narrow no-break space).
  const spaced = trimmed.replace(SPACES, ' ');
  if (!/^[\d., ]+$/.test(spaced)) return refuse('not-a-number');
  const [wholeTyped = '', fraction, ...more] = spaced.split(',');
  if (more.length > 0 || (fraction !== undefined && !/^\d*$/.test(fraction))) return refuse('not-a-number');

  const marks = new Set(wholeTyped.replace(/\d/g, ''));
  if (marks.size > 1) return refuse('not-a-number');
  let whole = wholeTyped;
  const [mark] = marks;
  if (mark !== undefined) {
    const groups = wholeTyped.split(mark);
    // Thousands start with a digit other than 0: '0.500' is a decimal dot, not five hundred.
    const grouped = /^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group));
    const lone = groups.length === 2 && fraction === undefined;
    if (mark === '.' && !grouped) {
      // '2.50', '12.', '.5': the dot written as a decimal mark.
      return lone && /\d/.test(wholeTyped) ? refuse('decimal-mark', trimmed.replace('.', ',')) : refuse('not-a-number');
    }
    if (!grouped) return refuse('not-a-number');
    // '1.000': one thousand (a dot groups here) or one (an English decimal dot)?
    if (mark === '.' && lone) return refuse('ambiguous', groups.join(''));
    whole = groups.join('');
  }
  if (`${whole}${fraction ?? ''}` === '') return refuse('not-a-number');
  if (countDigits(whole) + countDigits(fraction ?? '') > maxDigits) return { ok: false, text: fraction === undefined ? whole : `${whole},${fraction}`, error: 'too-long' };
  if (fraction !== undefined && fraction.length > precision) return refuse('too-many-decimals');
  const value = dec(`${whole === '' ? '0' : whole}.${fraction || '0'}`).toNumber();
  return { ok: true, text: typed, value, isZero: value === 0 };
}

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

