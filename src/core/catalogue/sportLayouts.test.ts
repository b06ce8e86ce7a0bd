import { describe, expect, it } from 'vitest';
import { hasSpecialMarketOrder, sportLayoutGroup } from './sportLayouts';

describe('sport layouts (spec 1)', () => {
  it.each(['FOOT', 'BASK', 'AMFB', 'BASE', 'KABA', 'HAND', 'DART'])('%s uses the default view', (code) => {
    expect(sportLayoutGroup(code)).toBe('default');
  });

  it.each(['TENN', 'TABL', 'VOLL', 'BVOL', 'BADM', 'SQUA', 'BOWL', 'TEQB', 'SNOO', 'CSGO', 'PADE', 'LOLS'])('%s uses the secondary view', (code) => {
    expect(sportLayoutGroup(code)).toBe('secondary');
  });

  it('gives golf its own view', () => {
    expect(sportLayoutGroup('GOLF')).toBe('golf');
  });

  it.each(['CRIC', 'ECRI', 'VICR', 'CRIC-india'])('%s is a cricket type', (code) => {
    expect(sportLayoutGroup(code)).toBe('cricket');
  });

  it('keeps tennis india in the secondary view', () => {
    expect(sportLayoutGroup('TENN-india')).toBe('secondary');
  });

  it('falls back to the default view for sports the spec does not name', () => {
    expect(sportLayoutGroup('ICEH')).toBe('default');
    expect(sportLayoutGroup('XXXX')).toBe('default');
    expect(sportLayoutGroup('')).toBe('default');
  });

  it('orders markets specially for cricket, e-cricket, virtual cricket and tennis india', () => {
    expect(['CRIC', 'ECRI', 'VICR', 'TENN-india'].map(hasSpecialMarketOrder)).toEqual([true, true, true, true]);
  });

  it('counts cricket india as cricket for market order', () => {
    expect(hasSpecialMarketOrder('CRIC-india')).toBe(true);
  });

  it('keeps the feed order for other sports, plain tennis included', () => {
    expect(['TENN', 'FOOT', 'BASK', 'GOLF'].map(hasSpecialMarketOrder)).toEqual([false, false, false, false]);
  });
});
