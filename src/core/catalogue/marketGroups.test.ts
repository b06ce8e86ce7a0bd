import { describe, expect, it } from 'vitest';
import { groupEventMarkets, type GroupableMarket } from './marketGroups';

function market(id: string, marketTypeId: number, typeOrder: number | null, periodTypeId: number | null, extra: Partial<GroupableMarket> = {}): GroupableMarket {
  return { id, marketTypeId, typeOrder, periodId: periodTypeId, period: periodTypeId === null ? null : { typeId: periodTypeId }, instance: null, playerName: null, ...extra };
}

const summary = (groups: ReturnType<typeof groupEventMarkets>) =>
  groups.map((group) => [group.kind === 'player' ? group.playerName : group.periodTypeId, group.markets.map((entry) => entry.id)]);

describe('groupEventMarkets', () => {
  it('groups by period, periods in the order of their first market type, markets in marketTypeInfo order', () => {
    const markets = [market('half', 3, 6, 102, { instance: 1 }), market('total', 13, 3, 100), market('result', 3, 1, 100), market('hdp', 11, 2, 100)];
    expect(summary(groupEventMarkets(markets, 'FOOT'))).toEqual([
      [100, ['result', 'hdp', 'total']],
      [102, ['half']],
    ]);
  });

  it('keeps one market type together, by instance, where its first market sits', () => {
    const markets = [market('q2', 3, 1, 171, { instance: 2 }), market('race', 90, 2, 171), market('q1', 3, 3, 171, { instance: 1 })];
    expect(summary(groupEventMarkets(markets, 'BASK'))).toEqual([[171, ['q1', 'q2', 'race']]]);
  });

  it('puts player props after the periods, one group per player in the order they first appear', () => {
    const markets = [
      market('ana-goal', 7020, 7, 100, { playerName: 'Ana Lima' }),
      market('result', 3, 1, 100),
      market('bo-goal', 7021, 8, 100, { playerName: 'Bo Chen' }),
      market('ana-cards', 7022, 9, 100, { playerName: 'Ana Lima' }),
    ];
    expect(summary(groupEventMarkets(markets, 'FOOT'))).toEqual([
      [100, ['result']],
      ['Ana Lima', ['ana-goal', 'ana-cards']],
      ['Bo Chen', ['bo-goal']],
    ]);
  });

  it('leaves a prop without a player in its period', () => {
    expect(summary(groupEventMarkets([market('nameless', 7020, 1, 100, { playerName: ' ' })], 'FOOT'))).toEqual([[100, ['nameless']]]);
  });

  it('orders cricket over markets by over, and markets without type order or period last', () => {
    const markets = [market('over3', 8100, 2, 100, { instance: 3 }), market('loose', 50, null, null), market('winner', 1, 1, 100), market('over1', 8100, 4, 100, { instance: 1 })];
    expect(summary(groupEventMarkets(markets, 'CRIC'))).toEqual([
      [100, ['winner', 'over1', 'over3']],
      [null, ['loose']],
    ]);
  });

  describe('tennis india lists its sets with the match, in play order (spec 1 special market order)', () => {
    // The sandbox's tennis event: whole match 100 (prematch), sets 110, the sets' winners of the match-winner type.
    const tennis = () => [
      market('match', 3, 1, 100),
      market('handicap', 11, 2, 100),
      market('total', 13, 3, 100),
      market('set2', 3, 5, 110, { instance: 2 }),
      market('set1', 3, 4, 110, { instance: 1 }),
      market('set1-total', 13, 7, 110, { instance: 1 }),
      market('set3', 3, 6, 110, { instance: 3 }),
      market('loose', 50, null, null),
    ];

    it('plain tennis keeps the sets in their own group after the match', () => {
      expect(summary(groupEventMarkets(tennis(), 'TENN'))).toEqual([
        [100, ['match', 'handicap', 'total']],
        [110, ['set1', 'set2', 'set3', 'set1-total']],
        [null, ['loose']],
      ]);
    });

    it('TENN-india: match winner, then set 1 to 3 (each set\'s markets together), then the match\'s other markets', () => {
      expect(summary(groupEventMarkets(tennis(), 'TENN-india'))).toEqual([
        [100, ['match', 'set1', 'set1-total', 'set2', 'set3', 'handicap', 'total']],
        [null, ['loose']],
      ]);
    });

    it('live set ids too (210), and an event with no set markets is unchanged', () => {
      const live = [market('match', 3, 1, 200), market('set1', 3, 2, 210, { instance: 1 }), market('total', 13, 3, 200)];
      expect(summary(groupEventMarkets(live, 'tenn-INDIA'))).toEqual([[200, ['match', 'set1', 'total']]]);
      const noSets = [market('match', 3, 1, 100), market('total', 13, 2, 100)];
      expect(summary(groupEventMarkets(noSets, 'TENN-india'))).toEqual(summary(groupEventMarkets(noSets, 'TENN')));
    });

    it('only a set group with no match group stays as it is', () => {
      const onlySets = [market('set1', 3, 1, 110, { instance: 1 })];
      expect(summary(groupEventMarkets(onlySets, 'TENN-india'))).toEqual([[110, ['set1']]]);
    });
  });
});
