import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../demo/server/content/brands';
import { AA_CONTRAST, contrastRatio } from './contrast';
import { brandColors, brandTokens, DARK_TOKENS, LIGHT_TOKENS, type ColorScheme, type ColorTokens } from './brandTokens';

/** Every text colour and the backgrounds it is drawn on. */
const TEXT_PAIRS: readonly (readonly [string, string])[] = [
  ['--sb-color-text', '--sb-color-bg'],
  ['--sb-color-text', '--sb-color-surface'],
  ['--sb-color-text-muted', '--sb-color-bg'],
  ['--sb-color-text-muted', '--sb-color-surface'],
  ['--sb-color-header-text', '--sb-color-header-bg'],
  ['--sb-color-accent-text', '--sb-color-accent'],
  ['--sb-color-primary-text', '--sb-color-primary'],
  ['--sb-color-badge-text', '--sb-color-badge-bg'],
  ['--sb-color-link', '--sb-color-bg'],
  ['--sb-color-link', '--sb-color-surface'],
  ['--sb-color-danger', '--sb-color-bg'],
  ['--sb-color-danger', '--sb-color-surface'],
  ['--sb-color-success', '--sb-color-bg'],
  ['--sb-color-success', '--sb-color-surface'],
];

function failingPairs(tokens: ColorTokens): string[] {
  return TEXT_PAIRS.filter(([text, background]) => !(contrastRatio(tokens[text as keyof ColorTokens]!, tokens[background as keyof ColorTokens]!) >= AA_CONTRAST)).map(([text, background]) => `${text} on ${background}`);
}

describe('brand tokens', () => {
  it('reads color_theme as JSON text or an object, keeping only real colours as hex', () => {
    expect(brandColors('{"primary":"#0B5FFF","accent":"rgb(255, 184, 0)","text":"red","surface":"#fff; background:url(x)"}')).toEqual({ primary: '#0b5fff', accent: '#ffb800' });
    expect(brandColors({ background: '#abc' })).toEqual({ background: '#aabbcc' });
    expect(brandColors('not json')).toEqual({});
    expect(brandColors(undefined)).toEqual({});
  });

  it('gives the header the primary colour and the accent its own colour', () => {
    const tokens = brandTokens({ primary: '#14532d', accent: '#facc15', background: '#f7f7f2', text: '#111827', surface: '#ffffff' }, 'light');
    expect(tokens['--sb-color-header-bg']).toBe('#14532d');
    expect(tokens['--sb-color-header-text']).toBe('#ffffff');
    expect(tokens['--sb-color-accent']).toBe('#facc15');
    expect(tokens['--sb-color-accent-text']).toBe('#000000');
    expect(tokens['--sb-color-bg']).toBe('#f7f7f2');
    expect(tokens['--sb-color-text']).toBe('#111827');
    // The yellow accent is unreadable as text on white: links get a deeper shade of it.
    expect(tokens['--sb-color-link']).not.toBe('#facc15');
    expect(contrastRatio(tokens['--sb-color-link']!, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('keeps the dark scheme’s own surfaces and darkens the header there', () => {
    const tokens = brandTokens({ primary: '#b45309', accent: '#16a34a', background: '#fffbeb', text: '#111827', surface: '#ffffff' }, 'dark');
    expect(tokens['--sb-color-bg']).toBe(DARK_TOKENS['--sb-color-bg']);
    expect(tokens['--sb-color-surface']).toBe(DARK_TOKENS['--sb-color-surface']);
    expect(tokens['--sb-color-text']).toBe(DARK_TOKENS['--sb-color-text']);
    expect(tokens['--sb-color-header-bg']).not.toBe('#b45309');
    expect(tokens['--sb-color-accent']).toBe('#16a34a');
  });

  it('without a theme gives tokens.css’s values', () => {
    expect(brandTokens({}, 'light')).toEqual(LIGHT_TOKENS);
  });

  it.each(BRANDS.flatMap((brand) => (['light', 'dark'] as ColorScheme[]).map((scheme) => [brand.id, scheme] as const)))('%s in %s mode: every text reaches AA (4.5:1)', (id, scheme) => {
    const brand = BRANDS.find((candidate) => candidate.id === id)!;
    expect(failingPairs(brandTokens(brandColors(brand.settings.color_theme), scheme))).toEqual([]);
  });

  it.each(['light', 'dark'] as ColorScheme[])('repairs an unreadable operator theme in %s mode', (scheme) => {
    const tokens = brandTokens({ primary: '#ffff66', accent: '#777777', background: '#ffffff', text: '#eeeeee', surface: '#f0f0f0' }, scheme);
    expect(failingPairs(tokens)).toEqual([]);
    if (scheme === 'light') expect(tokens['--sb-color-text']).toBe('#000000');
  });

  it('the base palettes pass AA on their own', () => {
    expect(failingPairs(LIGHT_TOKENS)).toEqual([]);
    expect(failingPairs(DARK_TOKENS)).toEqual([]);
  });
});

describe('tokens.css', () => {
  it('declares the same light values as LIGHT_TOKENS, so elements without a theme wrapper look the same', () => {
    const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
    const declared = Object.fromEntries([...css.matchAll(/(--sb-color-[a-z-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]));
    expect(declared).toEqual(LIGHT_TOKENS);
  });
});
