import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstSegment, isLocaleSegment, localeRedirect, pathSegments, resolveLocale, withoutLocale } from './locale';

const locales = ['en', 'de', 'fr', 'pt'];

describe('path segments', () => {
  it('reads the first segment and strips a two-letter locale', () => {
    expect(pathSegments('/en//sports/')).toEqual(['en', 'sports']);
    expect(firstSegment('/en/sports')).toBe('en');
    expect(firstSegment('/')).toBe('');
    expect(withoutLocale('/en/sports/240-FOOT')).toBe('/sports/240-FOOT');
    expect(withoutLocale('/en')).toBe('/');
    expect(withoutLocale('/en/')).toBe('/');
    expect(withoutLocale('/sports/en')).toBe('/sports/en');
    expect(withoutLocale('/maintenance')).toBe('/maintenance');
    expect([isLocaleSegment('pt'), isLocaleSegment('PT'), isLocaleSegment('por'), isLocaleSegment('')]).toEqual([true, true, false, false]);
  });
});

describe('locale resolution (spec 2)', () => {
  it('takes the route parameter, else a configured first segment, else en', () => {
    expect(resolveLocale({ routeLocale: 'de', pathname: '/fr/sports', locales })).toBe('de');
    expect(resolveLocale({ pathname: '/fr/sports', locales })).toBe('fr');
    expect(resolveLocale({ routeLocale: null, pathname: '/pt', locales })).toBe('pt');
    expect(resolveLocale({ pathname: '/xx/sports', locales })).toBe('en');
    expect(resolveLocale({ pathname: '/sports', locales })).toBe('en');
    expect(resolveLocale({ pathname: '/xx/sports', locales, fallback: 'de' })).toBe('de');
  });

  it('ignores a route parameter that is not a configured locale', () => {
    expect(resolveLocale({ routeLocale: 'zz', pathname: '/fr', locales })).toBe('fr');
    expect(resolveLocale({ routeLocale: 'zz', pathname: '/', locales })).toBe('en');
  });

  it('always answers a configured locale or the fallback (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 3 })), fc.string({ maxLength: 12 }), (routeLocale, pathname) => {
        expect([...locales, 'en']).toContain(resolveLocale({ routeLocale, pathname, locales }));
      }),
    );
  });
});

describe('locale redirect (spec 2)', () => {
  it('leaves a path alone when its locale is configured', () => {
    expect(localeRedirect('/en/sports', locales)).toBeNull();
    expect(localeRedirect('/pt', locales)).toBeNull();
  });

  it('replaces an unknown two-letter locale with the default', () => {
    expect(localeRedirect('/xx/sports/240-FOOT', locales)).toBe('/en/sports/240-FOOT');
    expect(localeRedirect('/xx/live/sport/', locales, 'de')).toBe('/de/live/sport/');
    expect(localeRedirect('/XX/promotions?x=1#top', locales)).toBe('/en/promotions?x=1#top');
  });

  it('puts the default locale in front of a path without one', () => {
    expect(localeRedirect('/sports', locales)).toBe('/en/sports');
    expect(localeRedirect('/', locales)).toBe('/en');
    expect(localeRedirect('', locales, 'fr')).toBe('/fr');
    expect(localeRedirect('/open_bets', locales, 'pt')).toBe('/pt/open_bets');
  });

  it('exempts paths holding a number above 400, anywhere in the path', () => {
    expect(localeRedirect('/404', locales)).toBeNull();
    expect(localeRedirect('/xx/500', locales)).toBeNull();
    expect(localeRedirect('/xx/events/12345-a-v-b', locales)).toBeNull();
    expect(localeRedirect('/xx/live/sport/1001-BASK', locales)).toBeNull();
    expect(localeRedirect('/xx/page401', locales)).toBeNull();
    expect(localeRedirect('/xx/events/400-a-v-b', locales)).toBe('/en/events/400-a-v-b');
    expect(localeRedirect('/xx/sports/240-FOOT', locales)).toBe('/en/sports/240-FOOT');
    // Digits in the query string do not count.
    expect(localeRedirect('/xx/sports?page=999', locales)).toBe('/en/sports?page=999');
  });

  it('replaces the prefix of a language the brand lists but the sportsbook cannot show, exempt paths too (issue 23)', () => {
    const offered = ['en', 'pt'];
    expect(localeRedirect('/de/events/12345-a-v-b', offered, 'en', ['de', 'it'])).toBe('/en/events/12345-a-v-b');
    expect(localeRedirect('/it/live/sport/1001-BASK?x=1', offered, 'en', ['de', 'it'])).toBe('/en/live/sport/1001-BASK?x=1');
    expect(localeRedirect('/de/', offered, 'en', ['de'])).toBe('/en');
    // An unknown segment the brand does not list keeps spec 2's exemption.
    expect(localeRedirect('/xx/events/12345-a-v-b', offered, 'en', ['de'])).toBeNull();
  });

  it('redirects to a path that needs no further redirect (property)', () => {
    const segment = fc.constantFrom('en', 'xx', 'de', 'sports', 'live', '240-FOOT', 'open_bets', '');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (parts) => {
        const target = localeRedirect(`/${parts.join('/')}`, locales);
        if (target !== null) {
          expect(firstSegment(target)).toBe('en');
          expect(localeRedirect(target, locales)).toBeNull();
        }
      }),
    );
  });
});
