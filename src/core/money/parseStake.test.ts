import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStake } from './parseStake';
import { readStakeInput } from './stakeInput';

describe('parseStake (spec 5)', () => {
  it.each([
    ['10', 10],
    ['1,000', 1000],
    ['1,234.56', 1234.56],
    [' 25.5 ', 25.5],
    ['12.', 12],
    ['.5', 0.5],
    ['0', 0],
    ['0.0', 0],
  ])('reads %j as %f', (text, value) => {
    expect(parseStake(text)).toBe(value);
  });

  it.each(['', ' ', '-5', '+5', '1e5', 'abc', '1.2.3', '12.345', 'Infinity', 'NaN', '.', '0x10'])('refuses %j', (text) => {
    expect(parseStake(text)).toBeNull();
  });

  it('takes more places when the currency has them (KWD: 3; a stake typed in thousands: up to 5)', () => {
    expect(parseStake('12.345', 3)).toBe(12.345);
    expect(parseStake('.125', 3)).toBe(0.125);
    expect(parseStake('12.3456', 3)).toBeNull();
    expect(parseStake('2.34567', 5)).toBe(2.34567);
  });

  it('never yields NaN, a negative number or Infinity, whatever is typed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[\d,.\-e+ ]{0,14}$/)), (text) => {
        const stake = parseStake(text);
        if (stake !== null) {
          expect(Number.isFinite(stake)).toBe(true);
          expect(stake).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('readStakeInput (spec 5)', () => {
  const options = { precision: 2, maxDigits: 9 };

  it('removes thousands commas that group by three, and keeps the text as typed', () => {
    expect(readStakeInput('12,345', options)).toEqual({ ok: true, text: '12,345', value: 12345, isZero: false });
    expect(readStakeInput('1,234,567.5', options)).toEqual({ ok: true, text: '1,234,567.5', value: 1234567.5, isZero: false });
    expect(readStakeInput('1234.5', options)).toEqual({ ok: true, text: '1234.5', value: 1234.5, isZero: false });
    expect(readStakeInput('007', options)).toEqual({ ok: true, text: '007', value: 7, isZero: false });
  });

  it('refuses a comma that does not group: a decimal comma with its dot form, anything else as not a number', () => {
    // '12,50' read as 1,250 staked a hundred times what a comma-decimal bettor meant.
    expect(readStakeInput('12,50', options)).toEqual({ ok: false, text: '12,50', error: 'decimal-comma', suggestion: '12.50' });
    expect(readStakeInput(' 0,5 ', options)).toEqual({ ok: false, text: ' 0,5 ', error: 'decimal-comma', suggestion: '0.5' });
    expect(readStakeInput('1234,5', options)).toMatchObject({ ok: false, error: 'decimal-comma', suggestion: '1234.5' });
    for (const typed of ['1,2345', '1,,000', ',500', '1000,', '1,000,00', '12.5,0', '1,00.5', '1234,567']) expect(readStakeInput(typed, options), typed).toMatchObject({ ok: false, error: 'not-a-number' });
  });

  it('keeps a stake ending in a dot or a zero as typed', () => {
    expect(readStakeInput('1234.', options)).toEqual({ ok: true, text: '1234.', value: 1234, isZero: false });
    expect(readStakeInput('12.50', options)).toEqual({ ok: true, text: '12.50', value: 12.5, isZero: false });
    expect(readStakeInput('0.0', options)).toEqual({ ok: true, text: '0.0', value: 0, isZero: true });
  });

  it('reads 0 and an empty field as a zero stake', () => {
    expect(readStakeInput('0', options)).toEqual({ ok: true, text: '0', value: 0, isZero: true });
    expect(readStakeInput('', options)).toEqual({ ok: true, text: '', value: 0, isZero: true });
  });

  it('is too long when the digits exceed the configured maximum', () => {
    expect(readStakeInput('123,456,789', options).ok).toBe(true);
    // Shown without its thousands marks: a too-long figure is never half grouped.
    expect(readStakeInput('1,234,567,890', options)).toEqual({ ok: false, text: '1234567890', error: 'too-long' });
    expect(readStakeInput('999,999,99999999', options)).toEqual({ ok: false, text: '99999999999999', error: 'too-long' });
    expect(readStakeInput('1234567.89', options)).toEqual({ ok: true, text: '1234567.89', value: 1234567.89, isZero: false });
    expect(readStakeInput('123456789.1', options)).toEqual({ ok: false, text: '123456789.1', error: 'too-long' });
  });

  it('refuses decimals the currency does not have, and anything that is not a stake', () => {
    expect(readStakeInput('12.345', options)).toEqual({ ok: false, text: '12.345', error: 'too-many-decimals' });
    expect(readStakeInput('12.5', { precision: 0, maxDigits: 9 })).toEqual({ ok: false, text: '12.5', error: 'too-many-decimals' });
    expect(readStakeInput('-5', options)).toEqual({ ok: false, text: '-5', error: 'negative' });
    expect(readStakeInput('abc', options)).toEqual({ ok: false, text: 'abc', error: 'not-a-number' });
  });
});
