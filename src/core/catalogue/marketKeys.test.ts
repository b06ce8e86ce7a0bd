import { describe, expect, it } from 'vitest';
import {
  EXTRA_MARKET_IDS,
  MARKET_KEY_SPORT_CODES,
  PLAYER_PROP_MARKET_TYPE_IDS,
  TEAM_STAT_MARKET_TYPE_IDS,
  europeanDefaultMarkets,
  isPlayerPropMarketType,
  isTeamStatMarketType,
  marketKeyOfType,
  marketKeysForSport,
} from './marketKeys';
import { sportByCode } from './sports';

describe('per-sport market table (spec 3)', () => {
  it('covers about 40 catalogued sport codes', () => {
    expect(MARKET_KEY_SPORT_CODES.length).toBeGreaterThanOrEqual(40);
    for (const code of MARKET_KEY_SPORT_CODES) expect(sportByCode(code)?.code).toBe(code);
  });

  it('gives football the three-way set with whole-match period ids', () => {
    expect(marketKeysForSport('FOOT').map((entry) => entry.key)).toEqual(['WIN_DRAW_WIN', 'OVER_UNDER', 'HDP', 'DOUBLE_CHANCE', 'BOTH_TEAMS_TO_SCORE', 'CORRECT_SCORE', 'DRAW_NO_BET']);
    expect(marketKeysForSport('FOOT').find((entry) => entry.key === 'HDP')).toEqual({ key: 'HDP', marketTypeId: 11, periodTypeIds: [200, 100], europeanDefault: false });
  });

  it('flags the european layout columns', () => {
    expect(europeanDefaultMarkets('FOOT').map((entry) => entry.key)).toEqual(['WIN_DRAW_WIN', 'OVER_UNDER']);
    expect(europeanDefaultMarkets('TENN').map((entry) => entry.key)).toEqual(['HEAD_TO_HEAD', 'HDP']);
    expect(europeanDefaultMarkets('GOLF').map((entry) => entry.key)).toEqual(['OUTRIGHT']);
  });

  it('gives every covered sport at least one european column', () => {
    for (const code of MARKET_KEY_SPORT_CODES) expect(europeanDefaultMarkets(code).length).toBeGreaterThan(0);
  });

  it('reads a variant key as its sport', () => {
    expect(marketKeysForSport('CRIC-india')).toEqual(marketKeysForSport('CRIC'));
  });

  it('falls back to the two-way set with no period filter for sports not in the table', () => {
    expect(marketKeysForSport('CURL').map((entry) => entry.key)).toEqual(['HEAD_TO_HEAD', 'HDP', 'OVER_UNDER', 'ODD_EVEN']);
    expect(marketKeysForSport('CURL').every((entry) => entry.periodTypeIds.length === 0)).toBe(true);
    expect(europeanDefaultMarkets('XXXX').map((entry) => entry.key)).toEqual(['HEAD_TO_HEAD', 'HDP']);
  });

  it('finds the key of a market type id', () => {
    expect(marketKeyOfType(3)).toBe('WIN_DRAW_WIN');
    expect(marketKeyOfType(2)).toBe('HEAD_TO_HEAD');
    expect(marketKeyOfType(12345)).toBeNull();
  });
});

describe('extra and numeric market lists (spec 3, 9)', () => {
  it('has extra lists for football, basketball and tennis with the spec period ids', () => {
    expect(EXTRA_MARKET_IDS.FOOT.periodTypeIds).toEqual(expect.arrayContaining([202, 102]));
    expect(EXTRA_MARKET_IDS.BASK.periodTypeIds).toEqual(expect.arrayContaining([271, 171]));
    expect(EXTRA_MARKET_IDS.TENN.periodTypeIds).toEqual([210, 110]);
    expect(EXTRA_MARKET_IDS.BASK.marketTypeIds).toEqual(expect.arrayContaining([4010, 4015, 4020]));
    expect(Object.isFrozen(EXTRA_MARKET_IDS.FOOT.marketTypeIds)).toBe(true);
  });

  it('has disjoint player-prop and team-stat lists of a few dozen ids', () => {
    expect(PLAYER_PROP_MARKET_TYPE_IDS.length).toBeGreaterThanOrEqual(24);
    expect(TEAM_STAT_MARKET_TYPE_IDS.length).toBeGreaterThanOrEqual(24);
    expect(PLAYER_PROP_MARKET_TYPE_IDS.filter((id) => TEAM_STAT_MARKET_TYPE_IDS.includes(id))).toEqual([]);
  });

  it('classifies market type ids', () => {
    expect([7000, 7039, 7040, 3].map(isPlayerPropMarketType)).toEqual([true, true, false, false]);
    expect([7500, 7529, 7530, 7000].map(isTeamStatMarketType)).toEqual([true, true, false, false]);
  });
});
