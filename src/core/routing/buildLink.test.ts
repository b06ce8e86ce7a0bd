import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLink } from './buildLink';

const locales = ['en', 'de', 'fr', 'pt'];

describe('link building (spec 2)', () => {
  it('keeps absolute http(s) links and non-path links as they are', () => {
    expect(buildLink('https://cashier.example/deposit', 'de', locales)).toBe('https://cashier.example/deposit');
    expect(buildLink('HTTP://cashier.example/en/x', 'de', locales)).toBe('HTTP://cashier.example/en/x');
    expect(buildLink('//cdn.example/x', 'de', locales)).toBe('//cdn.example/x');
    expect(buildLink('mailto:help@example.com', 'fr', locales)).toBe('mailto:help@example.com');
    expect(buildLink('sports/240-FOOT', 'fr', locales)).toBe('sports/240-FOOT');
    expect(buildLink('#top', 'fr', locales)).toBe('#top');
  });

  it('puts the locale in front of paths starting with /', () => {
    expect(buildLink('/sports/240-FOOT', 'de', locales)).toBe('/de/sports/240-FOOT');
    expect(buildLink('/live/sport/', 'de', locales)).toBe('/de/live/sport/');
    expect(buildLink('/', 'fr', locales)).toBe('/fr');
  });

  it('replaces a two-letter first segment only when it is an available locale', () => {
    expect(buildLink('/en/sports?x=1#top', 'de', locales)).toBe('/de/sports?x=1#top');
    expect(buildLink('/pt', 'de', locales)).toBe('/de');
    expect(buildLink('/us/news', 'fr', locales)).toBe('/fr/us/news');
  });

  it('does not stack a locale missing from the list on itself', () => {
    expect(buildLink('/xx/sports', 'xx', locales)).toBe('/xx/sports');
  });

  it('is idempotent: buildLink(buildLink(p)) is buildLink(p) (property)', () => {
    const segment = fc.constantFrom('en', 'de', 'us', 'xx', 'sports', 'live', '240-FOOT', 'x', '');
    const href = fc.tuple(fc.array(segment, { maxLength: 5 }), fc.constantFrom('', '?a=1', '#b', '?en=/de')).map(([parts, suffix]) => `/${parts.join('/')}${suffix}`);
    fc.assert(
      fc.property(fc.oneof(href, fc.string({ maxLength: 12 })), fc.constantFrom(...locales, 'xx'), (link, locale) => {
        const once = buildLink(link, locale, locales);
        expect(buildLink(once, locale, locales)).toBe(once);
      }),
    );
  });
});
