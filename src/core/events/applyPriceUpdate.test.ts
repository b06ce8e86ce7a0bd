import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market } from '../catalogue/entities';
import { applyPriceUpdate, applyPriceUpdateToEvent } from './applyPriceUpdate';
import { market, outcome, sportEvent } from './eventFixtures.testing';
import { type FeedPrice, type PriceUpdate } from './shortKeyPrice';

const price = (decimal: number, spread: number | null = null): FeedPrice => ({ decimal, spread, spread2: null, format: 'DECIMAL' });
const update = (overrides: Partial<PriceUpdate>): PriceUpdate => ({
  eventId: 'e1',
  marketId: 'a',
  marketTypeId: null,
  periodTypeId: null,
  status: null,
  hidden: null,
  outcomeId: null,
  currentPrice: null,
  penultimatePrice: null,
  antepenultimatePrice: null,
  ...overrides,
});

describe('applying price updates', () => {
  it('sets the outcome price, reports the move, and keeps everything else identical', () => {
    const markets = [market('a'), market('b')];
    const result = applyPriceUpdate(markets, update({ outcomeId: 'a-1', currentPrice: price(2.5), penultimatePrice: price(2) }));
    expect(result.moves).toEqual([{ outcomeId: 'a-1', move: 'up' }]);
    expect(result.markets[0]?.outcomes[0]?.consolidatedPrice).toEqual({ currentPrice: { decimal: 2.5, spread: null, spread2: null }, penultimatePrice: { decimal: 2, spread: null, spread2: null } });
    expect(result.markets[0]?.outcomes[1]).toBe(markets[0]?.outcomes[1]);
    expect(result.markets[1]).toBe(markets[1]);
    expect(markets[0]?.outcomes[0]?.consolidatedPrice.currentPrice.decimal).toBe(2);

    const down = applyPriceUpdate(result.markets, update({ outcomeId: 'a-1', currentPrice: price(2.1) }));
    expect(down.moves).toEqual([{ outcomeId: 'a-1', move: 'down' }]);
  });

  it('changes nothing the second time the same update comes', () => {
    const u = update({ outcomeId: 'a-2', currentPrice: price(1.7, -0.5), status: 'suspended', hidden: false });
    const once = applyPriceUpdate([market('a')], u);
    const again = applyPriceUpdate(once.markets, u);
    expect(again.markets).toBe(once.markets);
    expect(again.moves).toEqual([]);
  });

  it('stores a placeholder as no price with move none, and the next real price does not flash either', () => {
    for (const placeholder of [-1, -123456789e10]) {
      const gone = applyPriceUpdate([market('a')], update({ outcomeId: 'a-1', currentPrice: price(placeholder), status: 'suspended' }));
      expect(gone.moves).toEqual([{ outcomeId: 'a-1', move: 'none' }]);
      expect(gone.markets[0]?.outcomes[0]?.consolidatedPrice.currentPrice.decimal).toBe(placeholder);
      expect(gone.markets[0]?.status).toBe('suspended');
      const back = applyPriceUpdate(gone.markets, update({ outcomeId: 'a-1', currentPrice: price(2.4) }));
      expect(back.moves).toEqual([{ outcomeId: 'a-1', move: 'none' }]);
    }
  });

  it('keeps the held spread when the update has none, and takes a new one', () => {
    const hdp = [market('a', { outcomes: [{ ...outcome('a-1', 1.9), consolidatedPrice: { currentPrice: { decimal: 1.9, spread: -1.5 } } }] })];
    const same = applyPriceUpdate(hdp, update({ outcomeId: 'a-1', currentPrice: price(1.95) }));
    expect(same.markets[0]?.outcomes[0]?.consolidatedPrice.currentPrice).toEqual({ decimal: 1.95, spread: -1.5, spread2: null });
    const moved = applyPriceUpdate(hdp, update({ outcomeId: 'a-1', currentPrice: price(1.9, -1.25) }));
    expect(moved.markets[0]?.outcomes[0]?.consolidatedPrice.currentPrice.spread).toBe(-1.25);
    expect(moved.moves).toEqual([{ outcomeId: 'a-1', move: 'none' }]);
  });

  it('sets the hidden flag and market status; a status-only update touches no outcome', () => {
    const markets = [market('a')];
    const hidden = applyPriceUpdate(markets, update({ outcomeId: 'a-2', hidden: true }));
    expect(hidden.markets[0]?.outcomes.map((o) => o.hidden)).toEqual([false, true]);
    expect(hidden.moves).toEqual([{ outcomeId: 'a-2', move: 'none' }]);
    const closed = applyPriceUpdate(markets, update({ status: 'closed' }));
    expect(closed.markets[0]?.status).toBe('closed');
    expect(closed.markets[0]?.outcomes).toBe(markets[0]?.outcomes);
    expect(closed.moves).toEqual([]);
  });

  it('ignores an update for another event, an unknown market or outcome, and a NaN price', () => {
    const markets = [market('a')];
    for (const u of [
      update({ eventId: 'e2', status: 'closed' }),
      update({ marketId: 'zz', status: 'closed' }),
      update({ outcomeId: 'zz', currentPrice: price(3) }),
      update({ outcomeId: 'a-1', currentPrice: price(Number.NaN) }),
      update({ outcomeId: 'a-1', currentPrice: price(0.5) }),
    ]) {
      expect(applyPriceUpdate(markets, u)).toEqual({ markets, moves: [] });
      expect(applyPriceUpdate(markets, u).markets).toBe(markets);
    }
  });

  it("applies to an event's markets and removes a market the update closes or hides (spec 4)", () => {
    const event = sportEvent({ markets: [market('a'), market('b')] });
    expect(applyPriceUpdateToEvent(event, update({ eventId: 'e9', status: 'closed' })).event).toBe(event);
    expect(applyPriceUpdateToEvent(event, update({ outcomeId: 'zz' })).event).toBe(event);
    const priced = applyPriceUpdateToEvent(event, update({ marketId: 'b', outcomeId: 'b-2', currentPrice: price(1.6) }));
    expect(priced.moves).toEqual([{ outcomeId: 'b-2', move: 'down' }]);
    expect(priced.event.markets[0]).toBe(event.markets[0]);
    const lts = applyPriceUpdateToEvent(priced.event, update({ status: 'lts' }));
    expect(lts.event.markets.map((m) => m.id)).toEqual(['b']);
    const oneHidden = applyPriceUpdateToEvent(lts.event, update({ marketId: 'b', outcomeId: 'b-1', hidden: true }));
    expect(oneHidden.event.markets.map((m) => m.id)).toEqual(['b']);
    const allHidden = applyPriceUpdateToEvent(oneHidden.event, update({ marketId: 'b', outcomeId: 'b-2', hidden: true }));
    expect(allHidden.event.markets).toEqual([]);
  });

  it('never produces NaN and is idempotent for the same update (property)', () => {
    const feedPrice = fc.record({
      decimal: fc.oneof(fc.double(), fc.constantFrom(-1, -123456789e10, 1, 1.01, 2.5, 1000)),
      spread: fc.oneof(fc.constant(null), fc.double()),
      spread2: fc.oneof(fc.constant(null), fc.double()),
      format: fc.constant(null),
    });
    const arbitraryUpdate: fc.Arbitrary<PriceUpdate> = fc.record({
      eventId: fc.constantFrom('e1', 'e2'),
      marketId: fc.constantFrom('a', 'b', 'c'),
      marketTypeId: fc.constant(null),
      periodTypeId: fc.constant(null),
      status: fc.constantFrom<Market['status'] | null>(null, 'open', 'suspended', 'lts', 'closed', 'settled', 'resulted'),
      hidden: fc.constantFrom(null, true, false),
      outcomeId: fc.constantFrom(null, 'a-1', 'a-2', 'b-1', 'zz'),
      currentPrice: fc.option(feedPrice, { nil: null }),
      penultimatePrice: fc.option(feedPrice, { nil: null }),
      antepenultimatePrice: fc.option(feedPrice, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryUpdate, { maxLength: 5 }), arbitraryUpdate, (history, u) => {
        const start = history.reduce<readonly Market[]>((markets, h) => applyPriceUpdate(markets, h).markets, [market('a'), market('b')]);
        const once = applyPriceUpdate(start, u);
        for (const m of once.markets)
          for (const o of m.outcomes)
            for (const p of [o.consolidatedPrice.currentPrice, o.consolidatedPrice.penultimatePrice, o.consolidatedPrice.antepenultimatePrice]) {
              if (!p) continue;
              expect(Number.isNaN(p.decimal)).toBe(false);
              expect(Number.isNaN(p.spread ?? 0) || Number.isNaN(p.spread2 ?? 0)).toBe(false);
            }
        const twice = applyPriceUpdate(once.markets, u);
        expect(twice.markets).toBe(once.markets);
        expect(twice.moves).toEqual([]);
        const event = sportEvent({ markets: start });
        const eventOnce = applyPriceUpdateToEvent(event, u).event;
        expect(applyPriceUpdateToEvent(eventOnce, u).event).toBe(eventOnce);
      }),
    );
  });
});
