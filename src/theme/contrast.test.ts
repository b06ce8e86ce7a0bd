import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, ensureContrast, mix, parseColor, readableTextOn, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('reads hex and rgb() colours and refuses the rest', () => {
    expect(parseColor('#0b5fff')).toEqual([11, 95, 255]);
    expect(parseColor('#FFF')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColor('rgb(300, 2, 3)')).toBeNull();
    expect(parseColor('red')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
    expect(parseColor('#fff; background: url(x)')).toBeNull();
    expect(parseColor(12)).toBeNull();
  });

  it('computes WCAG luminance and ratios (the reference values)', () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 5);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known AA boundary, 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('nope', '#fff')).toBeNaN();
  });

  it('picks black or white text, whichever passes AA on the brand colour', () => {
    expect(readableTextOn('#ffb800')).toBe('#000000');
    expect(readableTextOn('#14532d')).toBe('#ffffff');
    expect(readableTextOn('#0b5fff')).toBe('#ffffff');
    // Every grey level: the chosen colour always reaches AA.
    for (let level = 0; level <= 255; level += 1) {
      const grey = `rgb(${level}, ${level}, ${level})`;
      expect(contrastRatio(readableTextOn(grey), grey)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('keeps a preferred text colour only when it passes', () => {
    expect(ensureContrast('#111827', '#ffffff')).toBe('#111827');
    expect(ensureContrast('#dddddd', '#ffffff')).toBe('#000000');
    expect(ensureContrast(null, '#000000')).toBe('#ffffff');
  });

  it('mixes colours channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.7)).toBe('#102030');
    expect(mix('bad', '#fff', 0.5)).toBe('bad');
  });
});
