import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { dataSourceOf } from './dataSource';
import type { Market } from './entities';
import { EXTRA_MARKET_IDS, MARKET_KEY_SPORT_CODES, europeanDefaultMarkets, isPlayerPropMarketType, marketKeyOfType, marketKeysForSport } from './marketKeys';
import { CRICKET_OVER_RUN_MARKET_TYPE_IDS, groupPlayerProps, sortCricketOverMarkets } from './marketOrdering';
import { PERIOD_ABBREVIATIONS, isPeriodAbbreviation, periodTypeId } from './periods';
import { raceToPoints } from './raceTo';
import { hasSpecialMarketOrder, sportLayoutGroup } from './sportLayouts';
import { PSEUDO_CATEGORY_IDS, SPORTS, isIndiaVariant, knownSports, parseSportKey, sportByCode, sportById } from './sports';
import { isStreamingSportCode } from './streaming';

describe('sports catalogue (spec 1)', () => {
  it('holds about 100 sports with unique ids and 4-letter codes', () => {
    expect(SPORTS.length).toBeGreaterThanOrEqual(95);
    expect(new Set(SPORTS.map((sport) => sport.id)).size).toBe(SPORTS.length);
    expect(new Set(SPORTS.map((sport) => sport.code)).size).toBe(SPORTS.length);
    for (const sport of SPORTS) expect(sport.code).toMatch(/^[A-Z0-9]{4}$/);
  });

  it.each([
    ['FOOT', 240, 'Football'],
    ['BASK', 227, 'Basketball'],
    ['TENN', 239, 'Tennis'],
    ['CRIC', 215, 'Cricket'],
    ['HORS', 364, 'Horse Racing'],
  ])('has %s with the spec id %i', (code, id, name) => {
    expect(sportById(id)).toEqual({ id, code, name });
    expect(sportByCode(code)?.id).toBe(id);
  });

  it('reads -india variants as their sport', () => {
    expect(parseSportKey('TENN-india')).toEqual({ code: 'TENN', variant: 'india' });
    expect(isIndiaVariant('CRIC-india')).toBe(true);
    expect(isIndiaVariant('CRIC')).toBe(false);
    expect(sportByCode('CRIC-india')?.id).toBe(215);
  });

  it('drops unknown sport ids with a warning', () => {
    const logger = createMemoryLogger();
    expect(knownSports([{ id: 240 }, { id: 99999 }, { id: 227 }], logger)).toEqual([{ id: 240 }, { id: 227 }]);
    expect(logger.warnings).toEqual([expect.stringContaining('Unknown sport id 99999')]);
  });

  it('has the pseudo-categories of spec 2', () => {
    expect(PSEUDO_CATEGORY_IDS).toEqual({ favourites: 10000, homepage: 10001, jackpotBet: 10002 });
    expect(sportById(10000)).toBeNull();
  });
});

describe('sport layouts (spec 1)', () => {
  it.each([
    ['FOOT', 'default'],
    ['DART', 'default'],
    ['KABA', 'default'],
    ['TENN', 'secondary'],
    ['LOLS', 'secondary'],
    ['CSGO', 'secondary'],
    ['GOLF', 'golf'],
    ['CRIC', 'cricket'],
    ['CRIC-india', 'cricket'],
    ['VICR', 'cricket'],
    ['ICEH', 'default'],
  ])('%s uses the %s view', (code, group) => {
    expect(sportLayoutGroup(code)).toBe(group);
  });

  it('orders markets specially for cricket, e-cricket, virtual cricket and tennis india', () => {
    expect(['CRIC', 'ECRI', 'VICR', 'TENN-india'].map(hasSpecialMarketOrder)).toEqual([true, true, true, true]);
    expect(['TENN', 'FOOT'].map(hasSpecialMarketOrder)).toEqual([false, false]);
  });
});

describe('feeds, periods and markets (spec 1, 3, 9)', () => {
  it('takes the data source from the feed code prefix', () => {
    expect(dataSourceOf('BU12345')).toBe('BU');
    expect(dataSourceOf('rs-889')).toBe('RS');
    expect(dataSourceOf('XX1')).toBeNull();
    expect(dataSourceOf(undefined)).toBeNull();
  });

  it('knows the period abbreviations', () => {
    expect(PERIOD_ABBREVIATIONS).toHaveLength(13);
    expect(isPeriodAbbreviation('ET_HALF')).toBe(true);
    expect(isPeriodAbbreviation('INNINGS')).toBe(false);
  });

  it('gives the spec period ids, live and prematch', () => {
    expect(periodTypeId('FOOT', 'first-half', true)).toBe(202);
    expect(periodTypeId('FOOT', 'first-half', false)).toBe(102);
    expect(periodTypeId('BASK', 'quarter', true)).toBe(271);
    expect(periodTypeId('BASK', 'quarter', false)).toBe(171);
    expect(periodTypeId('TENN', 'set', true)).toBe(210);
    expect(periodTypeId('TENN', 'set', false)).toBe(110);
    expect(periodTypeId('GOLF', 'set', true)).toBeNull();
  });

  it('maps basketball race-to markets to 10, 15 and 20 points', () => {
    expect([4010, 4015, 4020, 1].map(raceToPoints)).toEqual([10, 15, 20, null]);
    expect(EXTRA_MARKET_IDS.BASK.marketTypeIds).toEqual(expect.arrayContaining([4010, 4015, 4020]));
  });

  it('covers about 40 sports with keyed markets and european defaults', () => {
    expect(MARKET_KEY_SPORT_CODES.length).toBeGreaterThanOrEqual(40);
    expect(europeanDefaultMarkets('FOOT').map((entry) => entry.key)).toEqual(['WIN_DRAW_WIN', 'OVER_UNDER']);
    expect(europeanDefaultMarkets('TENN').map((entry) => entry.key)).toEqual(['HEAD_TO_HEAD', 'HDP']);
    expect(marketKeysForSport('FOOT').find((entry) => entry.key === 'HDP')).toEqual({ key: 'HDP', marketTypeId: 11, periodTypeIds: [200, 100], europeanDefault: false });
    expect(marketKeysForSport('CURL').map((entry) => entry.key)).toEqual(['HEAD_TO_HEAD', 'HDP', 'OVER_UNDER', 'ODD_EVEN']);
    expect(marketKeysForSport('CURL')[0]?.periodTypeIds).toEqual([]);
    expect(marketKeyOfType(3)).toBe('WIN_DRAW_WIN');
    expect(marketKeyOfType(12345)).toBeNull();
  });

  it('recognises e-sport and virtual streaming codes', () => {
    expect(['VICR', 'EBSK', 'EFOT', 'CSGO', 'LOLS', 'DOTA', 'VKBD', 'ECRI'].every(isStreamingSportCode)).toBe(true);
    expect(isStreamingSportCode('FOOT')).toBe(false);
  });
});

const market = (id: string, marketTypeId: number, extra: Partial<Market> = {}): Market => ({ id, eventId: 'e1', description: id, marketTypeId, status: 'open', outcomes: [], ...extra });

describe('market ordering (spec 9)', () => {
  it('sorts cricket over-run markets by over, leaving other markets in place', () => {
    const [overType] = CRICKET_OVER_RUN_MARKET_TYPE_IDS as [number];
    const markets = [market('winner', 3), market('over5', overType, { instance: 5 }), market('toss', 4), market('over1', overType, { instance: 1 }), market('over3', overType, { instance: 3 })];
    expect(sortCricketOverMarkets(markets).map((m) => m.id)).toEqual(['winner', 'over1', 'toss', 'over3', 'over5']);
  });

  it('groups player props by player in first-seen order', () => {
    const markets = [
      market('a-points', 7000, { playerName: 'Alice' }),
      market('b-points', 7000, { playerName: 'Bob' }),
      market('winner', 3, { playerName: 'Alice' }),
      market('a-assists', 7001, { playerName: 'Alice' }),
      market('nameless', 7002),
    ];
    expect(isPlayerPropMarketType(7001)).toBe(true);
    expect(groupPlayerProps(markets).map((group) => [group.playerName, group.markets.map((m) => m.id)])).toEqual([
      ['Alice', ['a-points', 'a-assists']],
      ['Bob', ['b-points']],
    ]);
  });
});
