import { describe, expect, it } from 'vitest';
import type { MarketState } from '../../store';
import { cardMarketIds } from './cardMarketIds';

const market = (id: string, marketTypeId: number, instance: number | null = null): MarketState => ({ id, eventId: 'e', feedId: 'BU', description: id, marketTypeId, periodId: null, instance, playerName: null, status: 'open', outcomeIds: [], typeOrder: null, period: null });

describe('cardMarketIds', () => {
  it('shows the first market of a default, secondary or golf card', () => {
    const markets = [market('result', 3), market('handicap', 11), market('total', 13)];
    expect(cardMarketIds('FOOT', 'default', markets)).toEqual(['result']);
    expect(cardMarketIds('TENN', 'secondary', markets)).toEqual(['result']);
    expect(cardMarketIds('GOLF', 'golf', markets)).toEqual(['result']);
  });

  it('adds the lowest over still offered to a cricket card, whatever order the feed sent', () => {
    const markets = [market('over-12', 8100, 12), market('winner', 0), market('innings', 13, 1), market('over-10', 8100, 10), market('over-11', 8101, 11)];
    expect(cardMarketIds('CRIC', 'cricket', markets)).toEqual(['winner', 'over-10']);
    expect(cardMarketIds('CRIC-india', 'cricket', markets)).toEqual(['winner', 'over-10']);
  });

  it('a cricket card without over markets shows its main market; an event without markets shows none', () => {
    expect(cardMarketIds('ECRI', 'cricket', [market('winner', 0)])).toEqual(['winner']);
    expect(cardMarketIds('FOOT', 'default', [])).toEqual([]);
  });

  it('asian: the handicap and over/under side by side, the main market when the event has neither', () => {
    const asian = { coupon: 'asian', euroMarket: null } as const;
    const markets = [market('result', 3), market('handicap', 11), market('total', 13)];
    expect(cardMarketIds('FOOT', 'default', markets, asian)).toEqual(['handicap', 'total']);
    expect(cardMarketIds('TENN', 'secondary', [market('winner', 2), market('sets', 13)], asian)).toEqual(['sets']);
    expect(cardMarketIds('FOOT', 'default', [market('result', 3), market('btts', 19)], asian)).toEqual(['result']);
    // A golf field and a cricket card keep their own markets.
    expect(cardMarketIds('GOLF', 'golf', markets, asian)).toEqual(['result']);
    expect(cardMarketIds('CRIC', 'cricket', [market('winner', 0), market('innings', 13, 1), market('over-10', 8100, 10)], asian)).toEqual(['winner', 'over-10']);
  });

  it('euro: the market chosen for the live list replaces the main one where the event has it', () => {
    const markets = [market('result', 3), market('total', 13), { ...market('half', 3, 1), periodId: 202 }];
    expect(cardMarketIds('FOOT', 'default', markets, { coupon: 'euro', euroMarket: { periodAbbreviation: 'MATCH', marketTypeCode: 'OVER_UNDER' } })).toEqual(['total']);
    expect(cardMarketIds('FOOT', 'default', markets, { coupon: 'euro', euroMarket: { periodAbbreviation: 'HALF', marketTypeCode: 'WIN_DRAW_WIN' } })).toEqual(['half']);
    expect(cardMarketIds('FOOT', 'default', markets, { coupon: 'euro', euroMarket: { periodAbbreviation: 'MATCH', marketTypeCode: 'HDP' } })).toEqual(['result']);
  });
});
