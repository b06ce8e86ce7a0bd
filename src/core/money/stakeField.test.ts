import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStakeField, stakeFieldText } from './stakeField';
import { readStakeInput } from './stakeInput';
import { DOT_NOTATION, stakeExample, stakeNotation } from './stakeNotation';

const en = { precision: 2, maxDigits: 9, notation: stakeNotation('en') };
const es = { precision: 2, maxDigits: 9, notation: stakeNotation('es') };

/** Every language a brand offers (demo/server/content/brands.ts) and every one we translate (src/i18n). */
const COMMA_LANGUAGES = ['es', 'fr', 'pt', 'de', 'it', 'id'];
const DOT_LANGUAGES = ['en', 'sw', 'ms', 'zh', 'hi', 'fil'];

describe('stakeNotation (Intl, not a table)', () => {
  it.each(COMMA_LANGUAGES)('%s writes decimals with a comma', (locale) => {
    expect(stakeNotation(locale).decimal).toBe(',');
    expect(stakeNotation(locale).group).not.toBe(',');
  });

  it.each(DOT_LANGUAGES)('%s writes decimals with a dot', (locale) => {
    expect(stakeNotation(locale)).toEqual({ locale, decimal: '.', group: ',' });
  });

  it('reads a regional tag, and falls back to the dot for a tag the platform cannot read', () => {
    expect(stakeNotation('pt-BR').decimal).toBe(',');
    expect(stakeNotation('en-GB').decimal).toBe('.');
    expect(stakeNotation('not a language')).toEqual({ ...DOT_NOTATION, locale: 'not a language' });
  });

  it("gives an example in the bettor's notation and the currency's places", () => {
    expect(stakeExample(stakeNotation('en'))).toBe('2.50');
    expect(stakeExample(stakeNotation('es'))).toBe('2,50');
    expect(stakeExample(stakeNotation('id'), 0)).toBe('10');
    expect(stakeExample(stakeNotation('fr'), 3)).toBe('2,500');
  });
});

// Issue 17, stake field: each input the issue names, and how the field reads it. A problem
// always holds a stake of 0: never the last good stake.
describe('readStakeField: the issue inputs in en', () => {
  it.each([
    ['-10', 'negative'],
    ['1e9', 'not-a-number'],
    ['10.555', 'too-many-decimals'],
    ['0', 'zero'],
    ['0.0', 'zero'],
    ['99999999999999', 'too-long'],
    ['abc', 'not-a-number'],
    ['+5', 'not-a-number'],
    ['1.2.3', 'not-a-number'],
    ['Infinity', 'not-a-number'],
    ['-', 'not-a-number'],
    ['-abc', 'not-a-number'],
  ])('%j is refused (%s), holding no stake', (typed, problem) => {
    expect(readStakeField(typed, en)).toMatchObject({ problem, value: 0 });
  });

  it('keeps what was typed on screen, except a too-long figure, shown without thousands marks', () => {
    expect(readStakeField('-10', en).text).toBe('-10');
    expect(readStakeField('10.555', en).text).toBe('10.555');
    expect(readStakeField('0', en).text).toBe('0');
    expect(readStakeField('99999999999999', en).text).toBe('99999999999999');
    // Typed one digit at a time, the field grouped 999,999,999 and then got more digits.
    expect(readStakeField('999,999,99999999', en).text).toBe('99999999999999');
  });

  it('reads good stakes; an empty field is no stake and no problem', () => {
    expect(readStakeField('3', en)).toEqual({ text: '3', value: 3, problem: null });
    expect(readStakeField('10.55', en)).toEqual({ text: '10.55', value: 10.55, problem: null });
    expect(readStakeField('1234.5', en)).toEqual({ text: '1234.5', value: 1234.5, problem: null });
    expect(readStakeField('999,999,999', en)).toEqual({ text: '999,999,999', value: 999999999, problem: null });
    expect(readStakeField('', en)).toEqual({ text: '', value: 0, problem: null });
    expect(readStakeField('   ', en)).toEqual({ text: '', value: 0, problem: null });
  });

  it('reads a comma as a thousands mark where it groups by three (spec 5); a decimal comma is refused with its dot form, holding no stake', () => {
    expect(readStakeField('2,500', en)).toEqual({ text: '2,500', value: 2500, problem: null });
    expect(readStakeField('2,50', en)).toEqual({ text: '2,50', value: 0, problem: 'decimal-comma', suggestion: '2.50' });
    expect(readStakeField('0,99', en)).toEqual({ text: '0,99', value: 0, problem: 'decimal-comma', suggestion: '0.99' });
  });

  it('has no decimals for a currency without them', () => {
    expect(readStakeField('12.5', { ...en, precision: 0 })).toMatchObject({ problem: 'too-many-decimals', value: 0 });
  });
});

describe.each(COMMA_LANGUAGES)('readStakeField in %s (decimal comma)', (locale) => {
  const options = { precision: 2, maxDigits: 9, notation: stakeNotation(locale) };
  const read = (typed: string) => readStakeField(typed, options);

  it('reads the comma as the decimal mark and keeps the text exactly as typed', () => {
    expect(read('0,99')).toEqual({ text: '0,99', value: 0.99, problem: null });
    expect(read('2,50')).toEqual({ text: '2,50', value: 2.5, problem: null });
    expect(read('2,5')).toEqual({ text: '2,5', value: 2.5, problem: null });
    expect(read('12,')).toEqual({ text: '12,', value: 12, problem: null });
    expect(read(',5')).toEqual({ text: ',5', value: 0.5, problem: null });
    expect(read('1234,56')).toEqual({ text: '1234,56', value: 1234.56, problem: null });
    expect(read('10')).toEqual({ text: '10', value: 10, problem: null });
    expect(read('')).toEqual({ text: '', value: 0, problem: null });
  });

  it('reads thousands marks where they group by three, with the decimal comma or as spaces', () => {
    expect(read('1.000,50')).toMatchObject({ value: 1000.5, problem: null });
    expect(read('1.234.567')).toMatchObject({ value: 1234567, problem: null });
    expect(read('1 000')).toMatchObject({ value: 1000, problem: null });
    expect(read('1\u202f000,25')).toMatchObject({ value: 1000.25, problem: null });
    expect(read('1\u00a0000')).toMatchObject({ value: 1000, problem: null });
    // The language's own way of writing a thousand reads back as that thousand.
    const thousand = new Intl.NumberFormat(locale, { useGrouping: true, minimumFractionDigits: 2 }).format(12345.5);
    expect(read(thousand)).toMatchObject({ value: 12345.5, problem: null });
  });

  it('refuses "1.000", which reads as 1000 or as 1, and says how to type it', () => {
    expect(read('1.000')).toEqual({ text: '1.000', value: 0, problem: 'ambiguous', suggestion: '1000' });
    expect(read('12.500')).toEqual({ text: '12.500', value: 0, problem: 'ambiguous', suggestion: '12500' });
  });

  it('refuses a decimal dot, with the stake as it is written here', () => {
    expect(read('2.50')).toEqual({ text: '2.50', value: 0, problem: 'decimal-mark', suggestion: '2,50' });
    expect(read('0.99')).toEqual({ text: '0.99', value: 0, problem: 'decimal-mark', suggestion: '0,99' });
    expect(read('12.')).toMatchObject({ problem: 'decimal-mark', suggestion: '12,' });
    expect(read('0.500')).toMatchObject({ problem: 'decimal-mark', suggestion: '0,500' });
  });

  it.each([
    ['-10', 'negative'],
    ['-2,50', 'negative'],
    ['1e9', 'not-a-number'],
    ['abc', 'not-a-number'],
    ['10,555', 'too-many-decimals'],
    ['0', 'zero'],
    ['0,0', 'zero'],
    ['0,00', 'zero'],
    ['99999999999999', 'too-long'],
    ['1,2,3', 'not-a-number'],
    ['1.00.0', 'not-a-number'],
    ['1 00', 'not-a-number'],
    ['1.000 000', 'not-a-number'],
    ['1,000.50', 'not-a-number'],
    [',', 'not-a-number'],
    ['.', 'not-a-number'],
  ])('%j is refused (%s), holding no stake', (typed, problem) => {
    expect(read(typed)).toMatchObject({ problem, value: 0 });
  });

  it('shows a too-long figure without thousands marks', () => {
    expect(read('99999999999999').text).toBe('99999999999999');
    expect(read('1.000.000.000,5').text).toBe('1000000000,5');
  });
});

describe('stakeFieldText', () => {
  it("writes a stake the way the bettor's field does", () => {
    expect(stakeFieldText(2.5, stakeNotation('en'))).toBe('2.5');
    expect(stakeFieldText(1234.5, stakeNotation('en'))).toBe('1234.5');
    expect(stakeFieldText(2.5, stakeNotation('es'))).toBe('2,5');
    expect(stakeFieldText(1234.5, stakeNotation('fr'))).toBe('1234,5');
    expect(stakeFieldText(1, stakeNotation('pt'), 2)).toBe('1,00');
    expect(stakeFieldText(0, stakeNotation('en'))).toBe('');
    expect(stakeFieldText(Number.NaN)).toBe('');
  });

  it('is read back as the same stake, in every notation', () => {
    const cents = fc.integer({ min: 1, max: 99_999_999_999 }).map((value) => value / 100);
    fc.assert(
      fc.property(cents, fc.constantFrom('en', ...COMMA_LANGUAGES), (stake, locale) => {
        const notation = stakeNotation(locale);
        const text = stakeFieldText(stake, notation);
        expect(readStakeInput(text, { precision: 2, maxDigits: 13, notation })).toMatchObject({ ok: true, value: stake });
      }),
    );
  });
});

describe('readStakeInput never reads a value that is not on screen', () => {
  it('a usable reading is never NaN, negative or infinite, in any notation', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[\d,.\-e+ ]{0,14}$/)), fc.constantFrom('en', ...COMMA_LANGUAGES), (typed, locale) => {
        const read = readStakeInput(typed, { precision: 2, maxDigits: 9, notation: stakeNotation(locale) });
        if (read.ok) {
          expect(Number.isFinite(read.value)).toBe(true);
          expect(read.value).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('in a comma language the text shown is always the text typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d,. ]{0,12}$/), (typed) => {
        const read = readStakeInput(typed, es);
        if (read.ok && typed.trim() !== '') expect(read.text).toBe(typed);
      }),
    );
  });
});
