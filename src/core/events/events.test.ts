import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market, Outcome, SportEvent } from '../catalogue/entities';
import { classifyEvent } from './classification';
import { liftFeedAlert, noFeedAlerts, raiseFeedAlert } from './feedAlert';
import { applyLiveChange, mergePeriodScores } from './liveUpdates';
import { isMarketBettable, openMarketCount, shouldRemoveMarket, withoutRemovedMarkets } from './marketStatus';
import { applyPriceUpdate, parsePriceUpdate, priceMove, type PriceUpdate } from './shortKeyPrice';

const outcome = (id: string, decimal: number, hidden = false): Outcome => ({ id, description: id, hidden, consolidatedPrice: { currentPrice: { decimal } } });
const market = (id: string, status: Market['status'] = 'open', outcomes: Outcome[] = [outcome(`${id}-1`, 2), outcome(`${id}-2`, 1.8)], feedId = 'f1'): Market => ({
  id,
  eventId: 'e1',
  feedId,
  description: id,
  marketTypeId: 3,
  status,
  outcomes,
});
const event = (extra: Partial<SportEvent> = {}): SportEvent => ({ id: 'e1', slug: 'a-v-b', eventPaths: [], sportCode: 'FOOT', markets: [], ...extra });

describe('market status (spec 4)', () => {
  it('takes bets only when open', () => {
    expect(['open', 'suspended', 'lts', 'closed'].map((status) => isMarketBettable({ status: status as Market['status'] }))).toEqual([true, false, false, false]);
  });

  it('removes lts, settled, resulted and closed markets, and markets whose outcomes are all hidden', () => {
    expect(['open', 'suspended', 'lts', 'settled', 'resulted', 'closed'].map((status) => shouldRemoveMarket(market('m', status as Market['status'])))).toEqual([false, false, true, true, true, true]);
    expect(shouldRemoveMarket(market('m', 'open', [outcome('a', 2, true), outcome('b', 2, true)]))).toBe(true);
    expect(shouldRemoveMarket(market('m', 'open', [outcome('a', 2, true), outcome('b', 2)]))).toBe(false);
    const markets = [market('a'), market('b')];
    expect(withoutRemovedMarkets(markets)).toBe(markets);
    expect(withoutRemovedMarkets([market('a'), market('b', 'closed')]).map((m) => m.id)).toEqual(['a']);
    expect(openMarketCount([market('a'), market('b', 'suspended'), market('c', 'lts')])).toBe(1);
  });
});

describe('feed alerts (spec 4)', () => {
  it("suspends the feed's open markets and reopens exactly those", () => {
    const markets = [market('a'), market('b', 'suspended'), market('c', 'open', undefined, 'f2')];
    const raised = raiseFeedAlert(markets, 'f1', noFeedAlerts);
    expect(raised.markets.map((m) => m.status)).toEqual(['suspended', 'suspended', 'open']);
    const lifted = liftFeedAlert(raised.markets, 'f1', raised.alerts);
    expect(lifted.markets.map((m) => m.status)).toEqual(['open', 'suspended', 'open']);
    expect(lifted.alerts).toEqual(noFeedAlerts);
  });
});

describe('live event updates (spec 4)', () => {
  it('sets the clock, and END_OF_EVENT finishes the event', () => {
    const clocked = applyLiveChange(event(), { type: 'clock', clock: { minutes: 12, status: 'RUNNING' } });
    expect(clocked.clock).toEqual({ minutes: 12, status: 'RUNNING' });
    expect(clocked.isFinished).toBe(false);
    expect(applyLiveChange(clocked, { type: 'end-of-event' }).isFinished).toBe(true);
    expect(applyLiveChange(clocked, { type: 'clock', clock: { status: 'END_OF_EVENT' } }).isFinished).toBe(true);
  });

  it('merges per-period scores by opponent, instance and key', () => {
    const current = [
      { opponentId: 'h', instance: 1, key: 'SETS', score: '6' },
      { opponentId: 'a', instance: 1, key: 'SETS', score: '4' },
      { opponentId: 'h', instance: 2, key: 'SETS', score: '1' },
    ];
    const merged = mergePeriodScores(current, [
      { opponentId: 'h', instance: 2, key: 'SETS', score: '2' },
      { opponentId: 'a', instance: 2, key: 'SETS', score: '0' },
    ]);
    expect(merged).toEqual([
      { opponentId: 'h', instance: 1, key: 'SETS', score: '6' },
      { opponentId: 'a', instance: 1, key: 'SETS', score: '4' },
      { opponentId: 'h', instance: 2, key: 'SETS', score: '2' },
      { opponentId: 'a', instance: 2, key: 'SETS', score: '0' },
    ]);
    const scored = applyLiveChange(event({ scoresPerPeriod: current }), { type: 'scores', scoresPerPeriod: [{ opponentId: 'a', instance: 1, key: 'SETS', score: '5' }], currentPeriodNumber: 2 });
    expect(scored.scoresPerPeriod?.[1]?.score).toBe('5');
    expect(scored.currentPeriodNumber).toBe(2);
  });

  it('updates market counts and cricket outcomes, ignoring a bad count', () => {
    const counted = applyLiveChange(event(), { type: 'market-count', liveOpenMarketCount: 42 });
    expect(counted.liveOpenMarketCount).toBe(42);
    expect(applyLiveChange(counted, { type: 'market-count', liveOpenMarketCount: Number.NaN })).toBe(counted);
    expect(applyLiveChange(event(), { type: 'cricket-outcomes', cricketOutcomes: ['4', 'W'] }).cricketOutcomes).toEqual(['4', 'W']);
  });

  it('classifies live, bet-builder, jackpot and prematch events', () => {
    expect(classifyEvent({ clock: { status: 'RUNNING' } })).toBe('live');
    expect(classifyEvent({ betBuilderEvent: true })).toBe('bet-builder');
    expect(classifyEvent({ betBuilderEvent: true, clock: { status: 'RUNNING' } })).toBe('live');
    expect(classifyEvent({ jackpotId: 'J1', clock: { status: 'RUNNING' } })).toBe('jackpot');
    expect(classifyEvent({})).toBe('prematch');
  });
});

describe('short-key price updates (spec 3)', () => {
  it('reads the short keys into long names', () => {
    const parsed = parsePriceUpdate({ eid: 'e1', mid: 'a', mtid: 3, ptid: 100, s: 'O', h: false, oid: 'a-1', cp: { d: 2.2, s0: -0.5, f: 'DECIMAL' }, pp: { d: 2 } });
    expect(parsed).toEqual({
      ok: true,
      update: {
        eventId: 'e1',
        marketId: 'a',
        marketTypeId: 3,
        periodTypeId: 100,
        status: 'open',
        hidden: false,
        outcomeId: 'a-1',
        currentPrice: { decimal: 2.2, spread: -0.5, spread2: null, format: 'DECIMAL' },
        penultimatePrice: { decimal: 2, spread: null, spread2: null, format: null },
        antepenultimatePrice: null,
      },
    });
  });

  it.each([
    [null, 'not-an-object'],
    [{ mid: 'a' }, 'missing-event-id'],
    [{ eid: 'e1' }, 'missing-market-id'],
    [{ eid: 'e1', mid: 'a', cp: { d: 'abc' } }, 'bad-price'],
    [{ eid: 'e1', mid: 'a', cp: { d: 0.5 } }, 'bad-price'],
    [{ eid: 'e1', mid: 'a', s: 'wobbly' }, 'bad-status'],
  ])('refuses %j as %s', (payload, error) => {
    expect(parsePriceUpdate(payload)).toEqual({ ok: false, error });
  });

  it('applies a price, reports the move, and keeps untouched markets identical', () => {
    const markets = [market('a'), market('b')];
    const update = parsePriceUpdate({ eid: 'e1', mid: 'a', oid: 'a-1', cp: { d: 2.5 } });
    if (!update.ok) throw new Error('fixture');
    const result = applyPriceUpdate(markets, update.update);
    expect(result.moves).toEqual([{ outcomeId: 'a-1', move: 'up' }]);
    expect(result.markets[0]?.outcomes[0]?.consolidatedPrice.currentPrice.decimal).toBe(2.5);
    expect(result.markets[0]?.outcomes[1]).toBe(markets[0]?.outcomes[1]);
    expect(result.markets[1]).toBe(markets[1]);
    const again = applyPriceUpdate(result.markets, update.update);
    expect(again.markets).toBe(result.markets);
    expect(again.moves).toEqual([]);
  });

  it('keeps a placeholder as no price and reports no move for it', () => {
    const update = parsePriceUpdate({ eid: 'e1', mid: 'a', oid: 'a-1', cp: { d: -1 }, s: 'S' });
    if (!update.ok) throw new Error('fixture');
    const result = applyPriceUpdate([market('a')], update.update);
    expect(result.moves).toEqual([{ outcomeId: 'a-1', move: 'none' }]);
    expect(result.markets[0]?.status).toBe('suspended');
    expect(priceMove(2, 1.9)).toBe('down');
  });

  it('never produces NaN and is idempotent (property)', () => {
    const payload = fc.record({
      eid: fc.constant('e1'),
      mid: fc.constantFrom('a', 'b', 'c'),
      oid: fc.constantFrom('a-1', 'a-2', 'b-1', 'zz'),
      s: fc.constantFrom('O', 'S', 'L', 'C', undefined),
      h: fc.option(fc.boolean(), { nil: undefined }),
      cp: fc.option(fc.record({ d: fc.oneof(fc.double(), fc.constant(-1), fc.string()) }), { nil: undefined }),
    });
    fc.assert(
      fc.property(payload, (raw) => {
        const parsed = parsePriceUpdate(raw);
        if (!parsed.ok) return;
        const update: PriceUpdate = parsed.update;
        const once = applyPriceUpdate([market('a'), market('b')], update);
        for (const m of once.markets) for (const o of m.outcomes) expect(Number.isNaN(o.consolidatedPrice.currentPrice.decimal)).toBe(false);
        expect(applyPriceUpdate(once.markets, update).markets).toBe(once.markets);
      }),
    );
  });
});
