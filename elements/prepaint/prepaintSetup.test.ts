import { describe, expect, it } from 'vitest';
import { prepaintCalls, readPrepaintSetup, type PrepaintPage, type PrepaintSetup } from './prepaintSetup';
import { createRuntime, memoryStorage } from '../../src/store';
import { readCoreSettings } from '../../src/core/settingsParsing/readCoreSettings';

function app(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('sportsbook-app');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function storage(values: Record<string, string> = {}): PrepaintPage['storage'] {
  return { getItem: (key) => values[key] ?? null };
}

const casino: PrepaintPage = { href: 'http://casino.example/demo/casino.html', standalone: false, storage: storage() };
const site = (path: string, values: Record<string, string> = {}): PrepaintPage => ({ href: `http://api.example${path}`, standalone: true, storage: storage(values) });

function setupOf(element: HTMLElement, page: PrepaintPage): PrepaintSetup {
  const setup = readPrepaintSetup(element, page);
  if ('skipped' in setup) throw new Error(`skipped: ${setup.skipped}`);
  return setup;
}

describe('what the pre-paint asks the operator', () => {
  it('makes the runtime’s own calls, parameter for parameter (as the sandbox logs them from the React app)', () => {
    const setup = setupOf(app({ brand: 'eurobet', locale: 'en', 'api-base': 'http://api.example/' }), casino);
    expect(prepaintCalls.settings(setup)).toBe('http://api.example/api/all_cached_settings?cached=t&all=t&pub=eurobet&l=en&mc=web');
    expect(prepaintCalls.sports(setup)).toBe('http://api.example/xapi/rest/sports?l=en&pub=eurobet');
    expect(prepaintCalls.live(setup, 'euro')).toBe('http://api.example/xapi/rest/events?periodType=IN_RUNNING&eventsPerPage=50&l=en&pub=eurobet&priceFormat=euro');
    expect(prepaintCalls.upcoming(setup, 'us')).toBe('http://api.example/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=20&l=en&pub=eurobet&priceFormat=us');
    // The snapshot carries no odds format (requestRules.ts: not a price-format path); its prices are decimals.
    expect(prepaintCalls.snapshot(setup, 'euro', 30)).toBe('http://api.example/xapi/rest/live/snapshot?lazyMarketsAbove=30&l=en&pub=eurobet');
  });

  it('asks for the mobile channel\'s settings on a phone-wide page, as the runtime does (docs/settings.md)', () => {
    const phone = setupOf(app({ brand: 'eurobet', locale: 'en', 'api-base': 'http://api.example/' }), { ...casino, viewportWidth: 375 });
    expect(phone.channel).toBe('mobile');
    expect(prepaintCalls.settings(phone)).toBe('http://api.example/api/all_cached_settings?cached=t&all=t&pub=eurobet&l=en&mc=mobile');
    expect(setupOf(app({ brand: 'eurobet' }), { ...casino, viewportWidth: 1366 }).channel).toBe('web');
  });

  it('asks for the live snapshot exactly as the runtime’s live feed does, with the threshold of the same settings', async () => {
    const asked: string[] = [];
    const settings = { eurobet: { web: { locale: 'en', channel: 'web', languages: [{ locale: 'en' }], lazy_loading_markets_live_event_count_threshold: '12' } } };
    const recording = (async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      asked.push(url);
      const body = url.includes('all_cached_settings') ? settings : url.includes('/live/snapshot') ? { events: [], cursor: 0 } : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const runtime = createRuntime({ brand: 'eurobet', locale: 'en', apiBase: 'http://api.example/' }, { storage: memoryStorage(), reload: () => undefined, fetch: recording });
    try {
      await runtime.store.settings.load();
      await runtime.store.live.start();
      const setup = setupOf(app({ brand: 'eurobet', locale: 'en', 'api-base': 'http://api.example/' }), casino);
      const lazy = readCoreSettings(settings.eurobet.web).lazy_loading_markets_live_event_count_threshold;
      expect(lazy).toBe(12);
      expect(asked.filter((url) => url.includes("/live/snapshot"))).toEqual([prepaintCalls.snapshot(setup, "euro", lazy)]);
    } finally {
      runtime.dispose();
    }
  });

  it('reads a setting a framework set as a property before the SDK defined the element, as the element will', () => {
    const element = app({ brand: 'default', 'api-base': 'http://wrong.example/' });
    Object.assign(element, { brand: 'eurobet', apiBase: 'http://api.example/' });
    expect(prepaintCalls.sports(setupOf(element, casino))).toBe('http://api.example/xapi/rest/sports?l=en&pub=eurobet');
  });

  it('reads the colour scheme’s inputs as useThemeScheme does: ?theme= only where the router reads the address, and the theme attribute', () => {
    expect(setupOf(app(), site('/en/?theme=dark')).theme).toEqual({ query: 'dark', attribute: null });
    // Embedded with memory routing, the router starts without the host page's query.
    expect(setupOf(app({ theme: 'light' }), { ...casino, href: `${casino.href}?theme=dark` }).theme).toEqual({ query: null, attribute: 'light' });
    expect(setupOf(app({ routing: 'path' }), { ...casino, href: 'http://casino.example/?theme=system' }).theme).toEqual({ query: 'system', attribute: null });
  });

  it('on the site: the page’s origin, the brand of ?brand=, the language of the address', () => {
    const setup = setupOf(app(), site('/en/?brand=kingsbet'));
    expect(prepaintCalls.sports(setup)).toBe('http://api.example/xapi/rest/sports?l=en&pub=kingsbet');
  });
});

describe('when the pre-paint draws', () => {
  it('on the home page: the site’s / and /<language>/, an embedded page in memory routing', () => {
    expect(setupOf(app(), site('/')).page).toBe('home');
    expect(setupOf(app(), site('/en/')).page).toBe('home');
    expect(setupOf(app(), casino).page).toBe('home');
    expect('skipped' in readPrepaintSetup(app({ locale: 'fr' }), site('/en/'))).toBe(true);
  });

  it('on the live list of all sports, under path and hash routing, and on no other live page', () => {
    expect(setupOf(app(), site('/en/live/sport/')).page).toBe('live');
    expect(setupOf(app(), site('/en/live/sport')).page).toBe('live');
    expect(setupOf(app(), site('/en/live')).page).toBe('live');
    expect(setupOf(app({ routing: 'hash' }), { ...casino, href: `${casino.href}#/en/live/sport/` }).page).toBe('live');
    expect(setupOf(app({ routing: 'path', 'base-path': '/sb' }), { ...casino, href: 'http://casino.example/sb/en/live/sport/' }).page).toBe('live');
    // A sport's tab, the live favourites, a live event, another language than the element's: React's.
    for (const path of ['/en/live/sport/1-FOOT', '/en/live/sport/favourites', '/en/live/123-some-match', '/en/sports/1-FOOT', '/en/live/sport/1-FOOT/x']) {
      expect(readPrepaintSetup(app(), site(path)), path).toEqual({ skipped: 'not a pre-painted page' });
    }
    expect(readPrepaintSetup(app({ locale: 'fr' }), site('/en/live/sport/'))).toEqual({ skipped: 'the address names another language' });
    // Memory routing starts at the home page whatever the host page's address.
    expect(setupOf(app(), { ...casino, href: 'http://casino.example/en/live/sport/' }).page).toBe('home');
  });

  it('keeps the home page’s rules on the live list: a logged-in bettor without an imposed format is known as such', () => {
    expect(setupOf(app(), site('/en/live/sport/', { jwt: 'x' })).formatInputs.loggedIn).toBe(true);
    expect(setupOf(app({ token: 't' }), site('/en/live/sport/')).formatInputs).toEqual({ imposed: null, storedChoice: null, loggedIn: true });
  });

  it('reads the stored favourites as favouritesModel does (the live tabs count those live)', () => {
    const stored = { 'sportsbook:favourites': JSON.stringify({ version: 1, state: ['e1', 7, 'e2'] }) };
    expect(setupOf(app(), site('/en/live/sport/', stored)).favourites).toEqual(['e1', 'e2']);
    expect(setupOf(app(), site('/en/live/sport/')).favourites).toEqual([]);
    expect(setupOf(app(), site('/en/live/sport/', { 'sportsbook:favourites': '{not json' })).favourites).toEqual([]);
  });

  it('knows a bettor as logged in by a token attribute or a stored session, and reads the stored odds format and layout', () => {
    expect(setupOf(app({ token: 'abc' }), casino).formatInputs.loggedIn).toBe(true);
    expect(setupOf(app(), site('/en/', { jwt: 'x' })).formatInputs.loggedIn).toBe(true);
    const stored = setupOf(app({ 'odds-format': 'US' }), site('/en/', { 'sportsbook:player-settings': JSON.stringify({ version: 1, state: { oddsType: 'hk', layout: 'euro' } }) }));
    expect(stored.formatInputs).toEqual({ imposed: 'us', storedChoice: 'hk', loggedIn: false });
    expect(stored.storedLayout).toBe('euro');
  });
});
