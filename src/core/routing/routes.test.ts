import { describe, expect, it } from 'vitest';
import { isMaintenanceRoute, isMyBetsPath, recogniseRoute, type Route } from './routes';

describe('routes (spec 2)', () => {
  it.each<[string, Route]>([
    ['/', { page: 'home' }],
    ['/en', { page: 'home' }],
    ['/en/sports/240-FOOT', { page: 'sport', sport: '240-FOOT', sportId: 240, sportCode: 'FOOT', pseudoCategory: null }],
    ['/en/sports', { page: 'sport', sport: '10001', sportId: 10001, sportCode: null, pseudoCategory: 'homepage' }],
    ['/en/sports/10000', { page: 'sport', sport: '10000', sportId: 10000, sportCode: null, pseudoCategory: 'favourites' }],
    ['/en/sports/10002', { page: 'sport', sport: '10002', sportId: 10002, sportCode: null, pseudoCategory: 'jackpot-bet' }],
    ['/en/sports/fixtures', { page: 'fixtures' }],
    ['/en/sports/competitions', { page: 'competitions' }],
    ['/en/sports/outrights', { page: 'outrights' }],
    ['/en/sports/leap/77', { page: 'leap', leapGameId: '77' }],
    ['/en/sports/leap', { page: 'leap', leapGameId: null }],
    ['/en/live', { page: 'live-list', token: null, sportId: null, sportCode: null }],
    ['/en/live/sport/', { page: 'live-list', token: null, sportId: null, sportCode: null }],
    ['/en/live/sport/227-BASK', { page: 'live-list', token: null, sportId: 227, sportCode: 'BASK' }],
    ['/en/live/sport/favourites', { page: 'live-list', token: 'favourites', sportId: null, sportCode: null }],
    ['/en/live/991-arsenal-v-chelsea', { page: 'live-event', slug: '991-arsenal-v-chelsea', eventId: '991' }],
    ['/de/events/123-x-v-y', { page: 'event', slug: '123-x-v-y', eventId: '123' }],
    ['/de/events/no-id', { page: 'event', slug: 'no-id', eventId: null }],
    ['/de/events', { page: 'not-found', path: '/events' }],
    ['/en/jackpot', { page: 'jackpot', jackpotEvent: null }],
    ['/en/jackpot/sport/J7', { page: 'jackpot', jackpotEvent: 'J7' }],
    ['/en/open_bets', { page: 'my-bets' }],
    ['/en/account/mybets-history', { page: 'my-bets' }],
    ['/en/promotions', { page: 'promotions', promotionId: null }],
    ['/en/promotions/acca-insurance', { page: 'promotions', promotionId: 'acca-insurance' }],
    ['/en/promotions/a/b', { page: 'not-found', path: '/promotions/a/b' }],
    ['/en/sports/kiron', { page: 'virtuals' }],
    ['/en/account', { page: 'account', section: 'overview' }],
    ['/en/account/bets', { page: 'account', section: 'bets' }],
    ['/en/account/balances', { page: 'account', section: 'balances' }],
    ['/en/account/transactions', { page: 'account', section: 'transactions' }],
    ['/en/account/preferences', { page: 'account', section: 'preferences' }],
    ['/en/account/safer-gambling', { page: 'account', section: 'safer-gambling' }],
    ['/en/account/self-exclusion', { page: 'account', section: 'safer-gambling' }],
    ['/en/account/deposit', { page: 'account', section: 'deposit' }],
    ['/en/account/withdraw', { page: 'account', section: 'withdraw' }],
    ['/en/account/overview', { page: 'not-found', path: '/account/overview' }],
    ['/en/account/secret', { page: 'not-found', path: '/account/secret' }],
    ['/maintenance', { page: 'maintenance' }],
    ['/static/flutter-maintenance', { page: 'maintenance' }],
    ['/static/other', { page: 'not-found', path: '/static/other' }],
    ['/blocked', { page: 'blocked' }],
    ['/en/login', { page: 'login' }],
    ['/login', { page: 'login' }],
    ['/en/login/extra', { page: 'not-found', path: '/login/extra' }],
    ['/en/sports/esports', { page: 'special', path: '/sports/esports' }],
    ['/lotto', { page: 'special', path: '/lotto' }],
    ['/en/nowhere', { page: 'not-found', path: '/nowhere' }],
    ['/en/sports/240-FOOT?tab=today#top', { page: 'sport', sport: '240-FOOT', sportId: 240, sportCode: 'FOOT', pseudoCategory: null }],
    ['/en/live/%E2%82%AC%ZZ', { page: 'live-event', slug: '%E2%82%AC%ZZ', eventId: null }],
  ])('%s', (path, route) => {
    expect(recogniseRoute(path)).toEqual(route);
  });

  it('recognises a configured promotions address', () => {
    expect(recogniseRoute('/en/offers', { promotionsPath: '/offers' })).toEqual({ page: 'promotions', promotionId: null });
    expect(recogniseRoute('/en/offers/', { promotionsPath: '/en/offers' })).toEqual({ page: 'promotions', promotionId: null });
    expect(recogniseRoute('/en/offers/acca%20insurance', { promotionsPath: '/offers' })).toEqual({ page: 'promotions', promotionId: 'acca insurance' });
    expect(recogniseRoute('/en/offers/a/b', { promotionsPath: '/offers' })).toEqual({ page: 'not-found', path: '/offers/a/b' });
    // An outside address is not a page of ours.
    expect(recogniseRoute('/en/offers', { promotionsPath: 'https://promo.example/offers' })).toEqual({ page: 'not-found', path: '/offers' });
    expect(recogniseRoute('/en/offers')).toEqual({ page: 'not-found', path: '/offers' });
  });

  it('counts /open_bets and any path containing mybets as My Bets', () => {
    expect(['/en/open_bets', '/open_bets/123', '/en/mybets', '/en/account/MyBets'].map(isMyBetsPath)).toEqual([true, true, true, true]);
    expect(['/en/sports', '/en/account/bets', '/en/sports/open_bets'].map(isMyBetsPath)).toEqual([false, false, false]);
  });

  it('marks only the maintenance pages as maintenance', () => {
    expect(isMaintenanceRoute(recogniseRoute('/static/flutter-maintenance'))).toBe(true);
    expect(isMaintenanceRoute(recogniseRoute('/blocked'))).toBe(false);
  });
});
