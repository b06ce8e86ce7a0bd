import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPageAttributes, matchesUrlPattern } from './urlPattern';

describe('URL patterns (spec 2)', () => {
  it('lets * match any run of characters, / included', () => {
    expect(matchesUrlPattern('/*', '/en/sports')).toBe(true);
    expect(matchesUrlPattern('/*', '/')).toBe(true);
    expect(matchesUrlPattern('/*/sports/10001*', '/en/sports/10001')).toBe(true);
    expect(matchesUrlPattern('/*/sports/10001*', '/en/sports/10001/today')).toBe(true);
    expect(matchesUrlPattern('/*/sports/10001*', '/en/sports/240-FOOT')).toBe(false);
    expect(matchesUrlPattern('*live*', '/de/live/sport/')).toBe(true);
    expect(matchesUrlPattern('/*/a*b*c', '/en/aXbYbZc')).toBe(true);
  });

  it('matches the whole path, every other character literal', () => {
    expect(matchesUrlPattern('/en/live', '/en/live/sport')).toBe(false);
    expect(matchesUrlPattern('/live', '/en/live')).toBe(false);
    expect(matchesUrlPattern('/a.b', '/axb')).toBe(false);
    expect(matchesUrlPattern('/a.b', '/a.b')).toBe(true);
    expect(matchesUrlPattern('/a?', '/ab')).toBe(false);
    expect(matchesUrlPattern('/*/promotions', '/en/promotions/')).toBe(false);
    expect(matchesUrlPattern('', '')).toBe(true);
    expect(matchesUrlPattern('', '/')).toBe(false);
  });

  it('agrees with the equivalent regular expression (property)', () => {
    const text = fc.array(fc.constantFrom('a', 'b', '/', '.', '*'), { maxLength: 8 }).map((chars) => chars.join(''));
    const path = fc.array(fc.constantFrom('a', 'b', '/', '.'), { maxLength: 10 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, path, (pattern, pathname) => {
        const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.]/g, '\\.')).join('.*')}$`, 's');
        expect(matchesUrlPattern(pattern, pathname)).toBe(regex.test(pathname));
      }),
    );
  });
});

describe('page attributes (spec 2)', () => {
  const entries = [
    { url: '/*', title: 'Sportsbook' },
    { url: '/*/live/*', title: 'Live betting' },
    { url: '/*/promotions', title: 'Promotions', meta_tags: [{ name: 'description', content: 'Offers' }] },
  ];

  it('lets the last matching entry win', () => {
    expect(matchPageAttributes('/en/live/sport/', entries)?.title).toBe('Live betting');
    expect(matchPageAttributes('/en/promotions', entries)?.meta_tags).toEqual([{ name: 'description', content: 'Offers' }]);
    expect(matchPageAttributes('/en/sports', entries)?.title).toBe('Sportsbook');
  });

  it('answers null when nothing matches', () => {
    expect(matchPageAttributes('/en/sports', [])).toBeNull();
    expect(matchPageAttributes('/en/sports', [{ url: '/*/live/*', title: 'Live' }])).toBeNull();
  });

  it('stops at a matching entry flagged last', () => {
    const flagged = [{ url: '/*/live/*', title: 'Live', last: true }, { url: '/*', title: 'Everything' }];
    expect(matchPageAttributes('/en/live/sport/', flagged)?.title).toBe('Live');
    expect(matchPageAttributes('/en/sports', flagged)?.title).toBe('Everything');
  });
});
