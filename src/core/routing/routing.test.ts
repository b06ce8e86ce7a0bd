import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLink, localeRedirect, resolveLocale } from './locale';
import { isSpecialNonSportPath, recogniseRoute } from './routes';
import { columnTypeOf, findPageLayout, matchPageAttributes, matchesUrlPattern } from './urlPattern';

const locales = ['en', 'de', 'fr', 'pt'];

describe('locale resolution (spec 2)', () => {
  it('takes the route parameter, else a configured first segment, else en', () => {
    expect(resolveLocale({ routeLocale: 'de', pathname: '/fr/sports', locales })).toBe('de');
    expect(resolveLocale({ pathname: '/fr/sports', locales })).toBe('fr');
    expect(resolveLocale({ pathname: '/xx/sports', locales })).toBe('en');
    expect(resolveLocale({ routeLocale: 'zz', pathname: '/', locales })).toBe('en');
  });

  it('redirects unknown locales to the default, exempting numbers above 400', () => {
    expect(localeRedirect('/en/sports', locales)).toBeNull();
    expect(localeRedirect('/xx/sports/240-FOOT', locales)).toBe('/en/sports/240-FOOT');
    expect(localeRedirect('/sports', locales)).toBe('/en/sports');
    expect(localeRedirect('/', locales)).toBe('/en');
    expect(localeRedirect('/xx/live/sport/', locales, 'de')).toBe('/de/live/sport/');
    expect(localeRedirect('/404', locales)).toBeNull();
    expect(localeRedirect('/xx/events/12345-a-v-b', locales)).toBeNull();
    expect(localeRedirect('/xx/events/399-a-v-b', locales)).toBe('/en/events/399-a-v-b');
  });
});

describe('link building (spec 2)', () => {
  it('keeps absolute links and prefixes paths with the locale', () => {
    expect(buildLink('https://cashier.example/deposit', 'de', locales)).toBe('https://cashier.example/deposit');
    expect(buildLink('/sports/240-FOOT', 'de', locales)).toBe('/de/sports/240-FOOT');
    expect(buildLink('/en/sports?x=1#top', 'de', locales)).toBe('/de/sports?x=1#top');
    expect(buildLink('/', 'fr', locales)).toBe('/fr');
    expect(buildLink('/us/news', 'fr', locales)).toBe('/fr/us/news');
    expect(buildLink('mailto:help@example.com', 'fr', locales)).toBe('mailto:help@example.com');
  });

  it('is idempotent (property)', () => {
    const path = fc.array(fc.constantFrom('en', 'de', 'sports', 'live', '240-FOOT', 'x', ''), { maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(path, fc.constantFrom(...locales), (href, locale) => {
        const once = buildLink(href, locale, locales);
        expect(buildLink(once, locale, locales)).toBe(once);
      }),
    );
  });
});

describe('URL patterns (spec 2)', () => {
  it('matches * across segments, whole path only', () => {
    expect(matchesUrlPattern('/*', '/en/sports')).toBe(true);
    expect(matchesUrlPattern('/*/sports/10001*', '/en/sports/10001')).toBe(true);
    expect(matchesUrlPattern('/*/sports/10001*', '/en/sports/240-FOOT')).toBe(false);
    expect(matchesUrlPattern('/en/live', '/en/live/sport')).toBe(false);
    expect(matchesUrlPattern('/a.b', '/axb')).toBe(false);
  });

  it('lets the last matching page_attributes entry win', () => {
    const entries = [
      { url: '/*', title: 'Sportsbook' },
      { url: '/*/live/*', title: 'Live betting' },
      { url: '/*/promotions', title: 'Promotions' },
    ];
    expect(matchPageAttributes('/en/live/sport/', entries)?.title).toBe('Live betting');
    expect(matchPageAttributes('/en/sports', entries)?.title).toBe('Sportsbook');
    expect(matchPageAttributes('/en/sports', [])).toBeNull();
  });

  it('finds the most specific page layout, falling back to triple columns', () => {
    const layouts = [
      { name: 'Default', url: '/*/sports/10001*', column_type: 'side_right' },
      { name: 'Default', url: '/*', column_type: 'weird' },
    ];
    expect(findPageLayout('/en/sports/10001', layouts)?.column_type).toBe('side_right');
    expect(columnTypeOf(findPageLayout('/en/live/sport', layouts))).toBe('triple');
    expect(columnTypeOf(null)).toBe('triple');
  });
});

describe('routes (spec 2)', () => {
  it.each([
    ['/en/sports/240-FOOT', { page: 'sport', sport: '240-FOOT', sportId: 240, sportCode: 'FOOT' }],
    ['/en/sports', { page: 'sport', sport: '10001', sportId: 10001, sportCode: null }],
    ['/en/sports/fixtures', { page: 'fixtures' }],
    ['/en/sports/leap/77', { page: 'leap', leapGameId: '77' }],
    ['/en/sports/leap', { page: 'leap', leapGameId: null }],
    ['/en/live/sport/', { page: 'live-list', token: null, sportId: null, sportCode: null }],
    ['/en/live/sport/227-BASK', { page: 'live-list', token: null, sportId: 227, sportCode: 'BASK' }],
    ['/en/live/sport/favourites', { page: 'live-list', token: 'favourites', sportId: null, sportCode: null }],
    ['/en/live/991-arsenal-v-chelsea', { page: 'live-event', slug: '991-arsenal-v-chelsea', eventId: '991' }],
    ['/de/events/123-x-v-y', { page: 'event', slug: '123-x-v-y', eventId: '123' }],
    ['/en/jackpot', { page: 'jackpot', jackpotEvent: null }],
    ['/en/jackpot/sport/J7', { page: 'jackpot', jackpotEvent: 'J7' }],
    ['/en/open_bets', { page: 'my-bets' }],
    ['/en/account/mybets-history', { page: 'my-bets' }],
    ['/en/promotions', { page: 'promotions' }],
    ['/en/sports/kiron', { page: 'virtuals' }],
    ['/en/account', { page: 'account', section: 'overview' }],
    ['/en/account/balances', { page: 'account', section: 'balances' }],
    ['/maintenance', { page: 'maintenance' }],
    ['/static/flutter-maintenance', { page: 'maintenance' }],
    ['/blocked', { page: 'blocked' }],
    ['/en/sports/esports', { page: 'special', path: '/sports/esports' }],
    ['/en/nowhere', { page: 'not-found', path: '/nowhere' }],
    ['/', { page: 'home' }],
  ])('%s is %j', (path, route) => {
    expect(recogniseRoute(path, locales)).toEqual(route);
  });

  it('knows the special non-sport paths', () => {
    expect(['/sports/betradar-virtuals', '/en/cryptoblast', '/lotto/draw/5', '/sports/vir2al-games'].map((path) => isSpecialNonSportPath(path, locales))).toEqual([true, true, true, true]);
    expect(isSpecialNonSportPath('/sports/240-FOOT')).toBe(false);
  });
});
