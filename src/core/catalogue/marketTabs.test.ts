import { describe, expect, it } from 'vitest';
import { POPULAR_MARKET_COUNT, eventMarketTabs, marketCategoryOf, marketsMatching, searchableName, type ClassifiableMarket } from './marketTabs';
import { DEEP_MARKET_TYPE_IDS as T } from './marketTypes';

interface Market extends ClassifiableMarket {
  id: string;
}

let order = 0;
function market(id: string, marketTypeId: number, description: string, periodTypeId: number | null = 100, extra: Partial<Market> = {}): Market {
  order += 1;
  return { id, marketTypeId, description, playerName: null, typeOrder: order, periodId: periodTypeId, period: periodTypeId === null ? null : { typeId: periodTypeId }, ...extra };
}

const tabsOf = (markets: readonly Market[], sport: string) => eventMarketTabs(markets, sport).map(({ tab, markets: inTab }) => [tab, inTab.map((entry) => entry.id)]);

describe('marketCategoryOf', () => {
  it('sorts football markets by type: results are main, totals and scores are goals, lines are handicaps', () => {
    expect(marketCategoryOf(market('r', 3, 'Match Result'), 'FOOT')).toBe('main');
    expect(marketCategoryOf(market('dc', 17, 'Double Chance'), 'FOOT')).toBe('main');
    expect(marketCategoryOf(market('dnb', 25, 'Draw No Bet'), 'FOOT')).toBe('main');
    expect(marketCategoryOf(market('t', 13, 'Total 2.5'), 'FOOT')).toBe('goals');
    expect(marketCategoryOf(market('alt', T.ALTERNATIVE_TOTAL, 'Total Goals 4.5'), 'FOOT')).toBe('goals');
    expect(marketCategoryOf(market('cs', 21, 'Correct Score'), 'FOOT')).toBe('goals');
    expect(marketCategoryOf(market('btts', 19, 'Both Teams To Score'), 'FOOT')).toBe('goals');
    expect(marketCategoryOf(market('ah', T.ALTERNATIVE_HANDICAP, 'Asian Handicap -0.5'), 'FOOT')).toBe('handicaps');
    expect(marketCategoryOf(market('hdp', 11, 'Handicap -0.5'), 'FOOT')).toBe('handicaps');
    expect(marketCategoryOf(market('htft', T.HALF_TIME_FULL_TIME, 'Half Time/Full Time'), 'FOOT')).toBe('halves');
    expect(marketCategoryOf(market('margin', T.WINNING_MARGIN, 'Winning Margin'), 'FOOT')).toBe('specials');
  });

  it('puts a market of a half in Halves (1st half 202/102, 2nd half 203/103), whatever its type', () => {
    expect(marketCategoryOf(market('h1', 3, '1st Half Result', 102), 'FOOT')).toBe('halves');
    expect(marketCategoryOf(market('h2', 13, '2nd Half Total 1.5', 203), 'FOOT')).toBe('halves');
  });

  it('keeps corners, cards and scorers in their tabs in any period', () => {
    expect(marketCategoryOf(market('c', T.TOTAL_CORNERS, 'Total Corners 10.5'), 'FOOT')).toBe('corners');
    expect(marketCategoryOf(market('c1', T.TOTAL_CORNERS, '1st Half Total Corners 4.5', 102), 'FOOT')).toBe('corners');
    expect(marketCategoryOf(market('k', T.TOTAL_CARDS, '1st Half Total Cards 1.5', 202), 'FOOT')).toBe('cards');
    expect(marketCategoryOf(market('b', T.TO_BE_BOOKED, 'Player To Be Booked'), 'FOOT')).toBe('cards');
    expect(marketCategoryOf(market('fg', T.FIRST_GOALSCORER, 'First Goalscorer'), 'FOOT')).toBe('players');
    expect(marketCategoryOf(market('p', 7020, 'Ana Lima Anytime Scorer', 100, { playerName: 'Ana Lima' }), 'FOOT')).toBe('players');
  });

  it('is sport-aware: basketball totals are Points, quarters and halves have tabs; tennis has Sets and Games; hockey Periods', () => {
    expect(marketCategoryOf(market('t', 13, 'Total 215.5', 170), 'BASK')).toBe('points');
    expect(marketCategoryOf(market('q', 2, 'Quarter 1 Winner', 171), 'BASK')).toBe('quarters');
    expect(marketCategoryOf(market('h', 2, '1st Half Winner', 272), 'BASK')).toBe('halves');
    expect(marketCategoryOf(market('race', 4010, 'Race to 10 Points', 170), 'BASK')).toBe('specials');
    expect(marketCategoryOf(market('s', 2, 'Set 1 Winner', 110), 'TENN')).toBe('sets');
    expect(marketCategoryOf(market('ts', 13, 'Total Sets 2.5', 109), 'TENN-india')).toBe('sets');
    expect(marketCategoryOf(market('g', T.TOTAL_GAMES, 'Total Games 22.5', 109), 'TENN')).toBe('games');
    expect(marketCategoryOf(market('sb', T.SET_BETTING, 'Set Betting', 109), 'TENN')).toBe('sets');
    expect(marketCategoryOf(market('p', 3, 'Period 1 Result', 131), 'ICEH')).toBe('periods');
    expect(marketCategoryOf(market('o', 8100, '1st Innings Over 3 Runs', 115), 'CRIC')).toBe('overs');
  });

  it('reads the name when the feed’s type id is unknown to it, and calls the rest specials', () => {
    expect(marketCategoryOf(market('a', 9001, 'Total Corners 9.5'), 'FOOT')).toBe('corners');
    expect(marketCategoryOf(market('b', 9002, 'Home Team Cards Over/Under'), 'FOOT')).toBe('cards');
    expect(marketCategoryOf(market('c', 9003, 'Spread -3.5', null), 'AMFB')).toBe('handicaps');
    expect(marketCategoryOf(market('d', 9004, 'Total Goals 3.5', null), 'FOOT')).toBe('goals');
    expect(marketCategoryOf(market('e', 9005, 'Match Odds', null), 'FOOT')).toBe('main');
    expect(marketCategoryOf(market('f', 9006, 'Penalty Awarded', null), 'FOOT')).toBe('specials');
  });
});

describe('eventMarketTabs', () => {
  it('gives a deep football page its tabs in order, only those with markets; Popular is the operator’s first ten without player props', () => {
    const markets = [
      market('result', 3, 'Match Result'),
      market('scorer', 7020, 'Ana Lima Anytime Scorer', 100, { playerName: 'Ana Lima' }),
      market('total', 13, 'Total 2.5'),
      market('hdp', 11, 'Handicap -0.5'),
      market('half', 3, '1st Half Result', 102),
      ...Array.from({ length: 8 }, (_, index) => market(`alt${index}`, T.ALTERNATIVE_TOTAL, `Total Goals ${index}.5`)),
      market('corners', T.TOTAL_CORNERS, 'Total Corners 10.5'),
      market('cards', T.TOTAL_CARDS, 'Total Cards 3.5'),
      market('margin', T.WINNING_MARGIN, 'Winning Margin'),
    ];
    const tabs = tabsOf(markets, 'FOOT');
    expect(tabs.map(([tab]) => tab)).toEqual(['popular', 'goals', 'halves', 'handicaps', 'corners', 'cards', 'players', 'specials', 'all']);
    expect(tabs[0]).toEqual(['popular', ['result', 'total', 'hdp', 'half', 'alt0', 'alt1', 'alt2', 'alt3', 'alt4', 'alt5']]);
    expect(POPULAR_MARKET_COUNT).toBe(10);
    expect(tabs.find(([tab]) => tab === 'goals')?.[1]).toEqual(['total', ...Array.from({ length: 8 }, (_, index) => `alt${index}`)]);
    expect(tabs.find(([tab]) => tab === 'players')?.[1]).toEqual(['scorer']);
    expect(tabs.at(-1)).toEqual(['all', markets.map((entry) => entry.id)]);
  });

  it('takes Popular by the operator’s order (marketTypeInfo), not the order the markets came in', () => {
    const late = market('late', 13, 'Total 2.5');
    const early = market('early', 3, 'Match Result', 100, { typeOrder: 0 });
    expect(tabsOf([late, early], 'FOOT')[0]).toEqual(['popular', ['late', 'early']]);
    const many = Array.from({ length: 11 }, (_, index) => market(`m${index}`, T.ALTERNATIVE_TOTAL, `Total Goals ${index}.5`, 100, { typeOrder: 20 - index }));
    expect(tabsOf(many, 'FOOT')[0]?.[1]).not.toContain('m0');
  });

  it('leaves out All when Popular already holds every market (a tennis match)', () => {
    const tennis = [market('winner', 2, 'Match Winner', 109), market('sets', 13, 'Total Sets 2.5', 109), market('set1', 2, 'Set 1 Winner', 110), market('games', T.TOTAL_GAMES, 'Total Games 22.5', 109), market('sh', 11, 'Set Handicap -1.5', 109)];
    expect(tabsOf(tennis, 'TENN')).toEqual([
      ['popular', ['winner', 'sets', 'set1', 'games', 'sh']],
      ['sets', ['sets', 'set1']],
      ['games', ['games']],
      ['handicaps', ['sh']],
    ]);
  });

  it('gives basketball Points, Halves, Quarters, Players', () => {
    const basketball = [
      market('ml', 2, 'Money Line', 170),
      market('q1', 2, 'Quarter 1 Winner', 171, { instance: 1 } as Partial<Market>),
      market('h1', 2, '1st Half Winner', 172),
      market('total', 13, 'Total 215.5', 170),
      market('pts', 7000, 'Joe Ray Points 24.5', 170, { playerName: 'Joe Ray' }),
    ];
    expect(tabsOf(basketball, 'BASK').map(([tab]) => tab)).toEqual(['popular', 'points', 'halves', 'quarters', 'players', 'all']);
  });

  it('has no tabs for no markets', () => {
    expect(eventMarketTabs([], 'FOOT')).toEqual([]);
  });
});

describe('marketsMatching', () => {
  const markets = [market('c', T.TOTAL_CORNERS, 'Total Corners 10.5'), market('cs', 21, 'Correct Score'), market('s', 7020, 'Ana Lima Anytime Scorer', 100, { playerName: 'Ana Lima' }), market('es', T.TOTAL_CORNERS, 'Total de córneres 9.5')];
  const ids = (query: string) => marketsMatching(markets, query).map((entry) => entry.id);

  it('finds markets by a part of their name, any case, accents ignored', () => {
    expect(ids('corner')).toEqual(['c', 'es']);
    expect(ids('CORNERS')).toEqual(['c']);
    expect(ids('córner')).toEqual(['c', 'es']);
    expect(ids('corneres')).toEqual(['es']);
  });

  it('needs every word, finds a player by name, and nothing for an empty or unknown query', () => {
    expect(ids('score correct')).toEqual(['cs']);
    expect(ids('lima')).toEqual(['s']);
    expect(ids('  ')).toEqual([]);
    expect(ids('zebra')).toEqual([]);
  });

  it('finds a player or a line among the outcomes too, after the markets named so', () => {
    const withOutcomes = [market('cs', 21, 'Correct Score'), market('tg', 18, 'Total Goals'), market('fg', 7010, 'First Goalscorer'), market('ag', 7011, 'Anytime Goalscorer'), market('kg', 7020, 'Harry Kane Goals', 100, { playerName: 'Harry Kane' })];
    const outcomes: Record<string, string[]> = { cs: ['1 - 0', '2 - 1'], tg: ['Over 2.5', 'Under 2.5'], fg: ['Harry Kane', 'Bukayo Saka'], ag: ['Harry Kane', 'Son Heung-min'], kg: ['Over 0.5', 'Under 0.5'] };
    const found = (query: string) => marketsMatching(withOutcomes, query, (entry) => outcomes[entry.id] ?? []).map((entry) => entry.id);
    // Named first (the player's own market), then the markets listing him, in their order.
    expect(found('kane')).toEqual(['kg', 'fg', 'ag']);
    expect(found('over 2.5')).toEqual(['tg']);
    // Every word, across the market's name and its outcomes.
    expect(found('anytime kane')).toEqual(['ag']);
    expect(found('saka anytime')).toEqual([]);
    // Without outcome names, names alone, as before.
    expect(marketsMatching(withOutcomes, 'saka').map((entry) => entry.id)).toEqual([]);
  });

  it('compares names without accents and case', () => {
    expect(searchableName('  Córner É ')).toBe('corner e');
  });
});
