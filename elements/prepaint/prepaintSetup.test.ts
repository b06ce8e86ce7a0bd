import { describe, expect, it } from 'vitest';
import { prepaintCalls, readPrepaintSetup, type PrepaintPage, type PrepaintSetup } from './prepaintSetup';

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
  it('only on the home page: the site’s / and /<language>/, an embedded page in memory routing', () => {
    expect('skipped' in readPrepaintSetup(app(), site('/en/live/sport/'))).toBe(true);
    expect('skipped' in readPrepaintSetup(app({ locale: 'fr' }), site('/en/'))).toBe(true);
    expect('skipped' in readPrepaintSetup(app(), site('/'))).toBe(false);
    expect('skipped' in readPrepaintSetup(app(), casino)).toBe(false);
    expect('skipped' in readPrepaintSetup(app({ routing: 'hash' }), { ...casino, href: `${casino.href}#/en/live/sport/` })).toBe(true);
  });

  it('knows a bettor as logged in by a token attribute or a stored session, and reads the stored odds format and layout', () => {
    expect(setupOf(app({ token: 'abc' }), casino).formatInputs.loggedIn).toBe(true);
    expect(setupOf(app(), site('/en/', { jwt: 'x' })).formatInputs.loggedIn).toBe(true);
    const stored = setupOf(app({ 'odds-format': 'US' }), site('/en/', { 'sportsbook:player-settings': JSON.stringify({ version: 1, state: { oddsType: 'hk', layout: 'euro' } }) }));
    expect(stored.formatInputs).toEqual({ imposed: 'us', storedChoice: 'hk', loggedIn: false });
    expect(stored.storedLayout).toBe('euro');
  });
});
