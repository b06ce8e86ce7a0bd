import { describe, expect, it } from 'vitest';
import { eventOpenMarketCount, openMarketCount, openMarketCountsByEvent } from './marketCounts';
import { market, outcome, sportEvent } from './eventFixtures.testing';

const markets = [
  market('a'),
  market('b', { status: 'suspended' }),
  market('c', { status: 'lts' }),
  market('d', { outcomes: [outcome('d-1', 2, true)] }),
  market('e'),
  market('f', { status: 'closed' }),
];

describe('open market counts', () => {
  it('counts open markets that are not due for removal', () => {
    expect(openMarketCount(markets)).toBe(2);
    expect(openMarketCount([])).toBe(0);
  });

  it("prefers the feed's liveOpenMarketCount, counting loaded markets when it is missing or unusable", () => {
    expect(eventOpenMarketCount(sportEvent({ markets, liveOpenMarketCount: 37 }))).toBe(37);
    expect(eventOpenMarketCount(sportEvent({ markets, liveOpenMarketCount: 0 }))).toBe(0);
    expect(eventOpenMarketCount(sportEvent({ markets }))).toBe(2);
    expect(eventOpenMarketCount(sportEvent({ markets, liveOpenMarketCount: Number.NaN }))).toBe(2);
    expect(eventOpenMarketCount(sportEvent({ markets, liveOpenMarketCount: -3 }))).toBe(2);
  });

  it('maps each event id to its count', () => {
    const events = [sportEvent({ id: 'e1', markets }), sportEvent({ id: 'e2', markets: [], liveOpenMarketCount: 12 }), sportEvent({ id: 'e3' })];
    expect(openMarketCountsByEvent(events)).toEqual({ e1: 2, e2: 12, e3: 0 });
  });
});
