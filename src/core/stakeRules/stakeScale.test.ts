import { describe, expect, it } from 'vitest';
import { dec } from '../decimal/exact';
import { DEFAULT_CORE_SETTINGS } from '../settings/defaults';
import { stakeScale, toCurrencyUnits } from './stakeScale';

const scaledCurrencies = DEFAULT_CORE_SETTINGS.thousands_scaled_currencies;

describe('stakeScale (spec 5, 9)', () => {
  it('is 1000 for the thousands-scaled currencies, whatever the letter case', () => {
    expect(stakeScale('VND', scaledCurrencies)).toBe(1000);
    expect(stakeScale(' idr ', scaledCurrencies)).toBe(1000);
    expect(stakeScale('VND', ['vnd'])).toBe(1000);
  });

  it('is 1 for every other currency', () => {
    expect(stakeScale('EUR', scaledCurrencies)).toBe(1);
    expect(stakeScale('KES', scaledCurrencies)).toBe(1);
    expect(stakeScale('VND', [])).toBe(1);
  });

  it('turns a typed stake into whole currency units exactly', () => {
    expect(toCurrencyUnits(dec(10000), 1000).toString()).toBe('10000000');
    expect(toCurrencyUnits(dec(0.1), 1000).toString()).toBe('100');
    expect(toCurrencyUnits(dec(12.34), 1).toString()).toBe('12.34');
  });
});
