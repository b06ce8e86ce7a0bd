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
});
