import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market } from './entities';
import { CRICKET_OVER_RUN_MARKET_TYPE_IDS, groupPlayerProps, sortCricketOverMarkets } from './marketOrdering';

const market = (id: string, marketTypeId: number, extra: Partial<Market> = {}): Market => ({ id, eventId: 'e1', description: id, marketTypeId, status: 'open', outcomes: [], ...extra });
const OVER_RUNS = 8100;

describe('cricket over-run markets (spec 9)', () => {
  it('uses the over-run market types', () => {
    expect(CRICKET_OVER_RUN_MARKET_TYPE_IDS).toContain(OVER_RUNS);
  });

  it('sorts over-run markets by over, leaving other markets in place', () => {
    const markets = [market('winner', 3), market('over5', OVER_RUNS, { instance: 5 }), market('toss', 4), market('over1', OVER_RUNS, { instance: 1 }), market('over3', 8101, { instance: 3 })];
    expect(sortCricketOverMarkets(markets).map((m) => m.id)).toEqual(['winner', 'over1', 'toss', 'over3', 'over5']);
  });

  it('puts over-run markets without an over last and keeps ties in feed order', () => {
    const markets = [market('none', OVER_RUNS, { instance: null }), market('nan', OVER_RUNS, { instance: Number.NaN }), market('two-a', OVER_RUNS, { instance: 2 }), market('two-b', OVER_RUNS, { instance: 2 }), market('ten', OVER_RUNS, { instance: 10 })];
    expect(sortCricketOverMarkets(markets).map((m) => m.id)).toEqual(['two-a', 'two-b', 'ten', 'none', 'nan']);
  });

  it('does not change its input', () => {
    const markets = [market('over2', OVER_RUNS, { instance: 2 }), market('over1', OVER_RUNS, { instance: 1 })];
    sortCricketOverMarkets(markets);
    expect(markets.map((m) => m.id)).toEqual(['over2', 'over1']);
  });

  it('keeps every market and sorts the over-run slots (property)', () => {
    const arbitraryMarket = fc.record({ overRun: fc.boolean(), instance: fc.option(fc.integer({ min: 0, max: 50 })) });
    fc.assert(
      fc.property(fc.array(arbitraryMarket, { maxLength: 30 }), (drafts) => {
        const markets = drafts.map((draft, index) => market(`m${index}`, draft.overRun ? OVER_RUNS : 3, { instance: draft.instance }));
        const sorted = sortCricketOverMarkets(markets);
        expect([...sorted].map((m) => m.id).sort()).toEqual(markets.map((m) => m.id).sort());
        markets.forEach((original, index) => {
          if (original.marketTypeId !== OVER_RUNS) expect(sorted[index]).toBe(original);
        });
        const overs = sorted.filter((m) => m.marketTypeId === OVER_RUNS).map((m) => m.instance ?? Number.POSITIVE_INFINITY);
        for (let index = 1; index < overs.length; index += 1) expect(overs[index]!).toBeGreaterThanOrEqual(overs[index - 1]!);
      }),
    );
  });
});

describe('player props grouped by player (spec 9)', () => {
  it('groups prop markets by player in first-seen order, leaving out non-props and nameless props', () => {
    const markets = [
      market('a-points', 7000, { playerName: 'Alice' }),
      market('b-points', 7000, { playerName: 'Bob' }),
      market('winner', 3, { playerName: 'Alice' }),
      market('a-assists', 7001, { playerName: 'Alice' }),
      market('nameless', 7002),
      market('blank', 7002, { playerName: '  ' }),
    ];
    expect(groupPlayerProps(markets).map((group) => [group.playerName, group.markets.map((m) => m.id)])).toEqual([
      ['Alice', ['a-points', 'a-assists']],
      ['Bob', ['b-points']],
    ]);
  });

  it('treats names differing only in surrounding spaces as one player', () => {
    const groups = groupPlayerProps([market('x', 7003, { playerName: 'Cara ' }), market('y', 7004, { playerName: ' Cara' })]);
    expect(groups).toEqual([{ playerName: 'Cara', markets: [expect.objectContaining({ id: 'x' }), expect.objectContaining({ id: 'y' })] }]);
  });

  it('returns no groups when there are no props', () => {
    expect(groupPlayerProps([market('winner', 3)])).toEqual([]);
  });
});
