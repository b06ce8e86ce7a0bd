// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPORTS, parsePriceUpdate } from '../../../src/core/index';
import { USUAL_LIVE_EVENTS, createWorld } from './createWorld';
import { outcomeProbabilities } from './marketModel';
import { finalSetsDistribution, poissonPmf, raceProbability, setWinProbability } from './probability';
import { raiseFeedAlert, liftFeedAlert, tick } from './simulator';
import { activeEvents } from './world';

const NOW = Date.UTC(2026, 10, 22, 12);

describe('seeded catalogue', () => {
  const world = createWorld({ seed: 'test-seed', now: NOW });

  it('is the same for the same seed, and differs for another', () => {
    const again = createWorld({ seed: 'test-seed', now: NOW });
    const shape = (w: typeof world) => [...w.events.values()].map((event) => [event.id, event.description, event.markets.map((m) => [m.id, m.outcomes.map((o) => o.consolidatedPrice.currentPrice.decimal)])]);
    expect(shape(again)).toEqual(shape(world));
    expect(shape(createWorld({ seed: 'other-seed', now: NOW }))).not.toEqual(shape(world));
  });

  it('offers every core sport, with a week of fixtures for the main ones', () => {
    const sportsWithEvents = new Set(activeEvents(world).map((event) => event.sportCode));
    expect(sportsWithEvents.size).toBe(SPORTS.length);
    for (const code of ['FOOT', 'BASK', 'TENN', 'CRIC', 'ICEH', 'VOLL', 'TABL', 'CSGO', 'LOLS', 'DOTA', 'DART', 'GOLF', 'HORS']) {
      const upcoming = activeEvents(world, 'prematch').filter((event) => event.sportCode === code && !event.outright);
      expect(upcoming.length, code).toBeGreaterThanOrEqual(4);
      expect(Math.max(...upcoming.map((event) => event.startMs)) - NOW).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    }
    expect(activeEvents(world).some((event) => event.outright)).toBe(true);
  });

  it('has at least 40 live events across at least 8 sports from the start', () => {
    const live = activeEvents(world, 'live');
    expect(live.length).toBeGreaterThanOrEqual(40);
    expect(new Set(live.map((event) => event.sportCode)).size).toBeGreaterThanOrEqual(8);
  });

  it('has at least 2 jackpots of 10 to 13 events', () => {
    expect(world.jackpots.length).toBeGreaterThanOrEqual(2);
    for (const jackpot of world.jackpots) {
      expect(jackpot.eventIds.length).toBeGreaterThanOrEqual(10);
      expect(jackpot.eventIds.length).toBeLessThanOrEqual(13);
      for (const id of jackpot.eventIds) expect(world.events.get(id)?.jackpotId).toBe(jackpot.id);
    }
  });

  it('uses both feed codes, core market type ids and the spec period ids', () => {
    const events = activeEvents(world);
    expect(new Set(events.map((event) => event.feedCode?.slice(0, 2)))).toEqual(new Set(['BU', 'RS']));
    const football = events.find((event) => event.sportCode === 'FOOT' && event.phase === 'prematch' && !event.outright && !event.jackpotId);
    expect(football?.markets.find((m) => m.description === '1st Half Result')?.periodId).toBe(102);
    const liveTennis = events.find((event) => event.sportCode === 'TENN' && event.phase === 'live');
    expect(liveTennis?.markets.find((m) => m.description === 'Set 1 Winner')?.periodId).toBe(210);
    const basketball = events.find((event) => event.sportCode === 'BASK' && !event.outright);
    expect(basketball?.markets.filter((m) => m.description.startsWith('Race to')).map((m) => m.marketTypeId)).toEqual([4010, 4015, 4020]);
    expect(basketball?.markets.some((m) => m.playerName)).toBe(true);
    const cricket = events.find((event) => event.sportCode === 'CRIC');
    expect(cricket?.markets.filter((m) => m.marketTypeId === 8100)).toHaveLength(40);
  });
});

describe('pricing model', () => {
  it('computes the textbook probabilities', () => {
    expect(poissonPmf(1.5).reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(raceProbability(0.5, 3, 3)).toBeCloseTo(0.5, 12);
    expect(setWinProbability(0.5, 0, 0, 25, true, null)).toBeCloseTo(0.5, 12);
    expect(setWinProbability(0.6, 6, 0, 6, true, 7)).toBe(1);
    const finals = finalSetsDistribution(2, 1, 0, 0.5, 0.5);
    expect(Object.fromEntries(finals)).toEqual({ '2:0': 0.5, '2:1': 0.25, '1:2': 0.25 });
  });

  it('prices every outcome of every market between 1.01 and 1000, never NaN', () => {
    const world = createWorld({ seed: 'prices', now: NOW });
    for (const event of activeEvents(world)) {
      for (const market of event.markets) {
        for (const outcome of market.outcomes) {
          const price = outcome.consolidatedPrice.currentPrice.decimal;
          expect(Number.isFinite(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(1.01);
          expect(price).toBeLessThanOrEqual(1000);
        }
      }
    }
  });
});

describe('live scale (SANDBOX_LIVE_EVENTS)', () => {
  it('starts about the asked number of live events, every main sport in its usual share, and keeps them live', () => {
    const usual = activeEvents(createWorld({ seed: 'scale', now: NOW }), 'live');
    // A warm-up can finish an event before the world opens: within a couple of the usual number.
    expect(Math.abs(usual.length - USUAL_LIVE_EVENTS)).toBeLessThanOrEqual(2);
    const world = createWorld({ seed: 'scale', now: NOW, liveEvents: 500 });
    const live = activeEvents(world, 'live');
    // Each sport's share is rounded, so the total lands within a few of the ask.
    expect(Math.abs(live.length - 500)).toBeLessThanOrEqual(5);
    const football = (events: typeof live) => events.filter((event) => event.sportCode === 'FOOT').length;
    expect(football(live)).toBeGreaterThanOrEqual(Math.round((football(usual) * 500) / USUAL_LIVE_EVENTS) - 2);
    for (let step = 1; step <= 30; step += 1) tick(world, NOW + step * 1000);
    expect(activeEvents(world, 'live').length).toBeGreaterThanOrEqual(live.length - 10);
  });
});

describe('simulator', () => {
  // 600 ticks at 20x are 200 game minutes: about 300 events end and are replaced, which is
  // what a long run exercises (2000 ticks proved nothing more, at three times the cost).
  it('keeps the world valid over six hundred ticks, through some 300 events ending', () => {
    const world = createWorld({ seed: 'sim', now: NOW, speed: 20 });
    const ended: string[] = [];
    world.onEventEnded.push((event) => ended.push(event.id));
    const malformed: string[] = [];
    world.changes.subscribe((change) => {
      if (change.type === 'price' && !parsePriceUpdate(change.payload).ok) malformed.push(JSON.stringify(change.payload));
    });
    for (let step = 1; step <= 600; step += 1) {
      tick(world, NOW + step * 1000);
      if (step % 100 !== 0) continue;
      const live = activeEvents(world, 'live');
      expect(live.length, `live events at tick ${step}`).toBeGreaterThanOrEqual(40);
      expect(new Set(live.map((event) => event.sportCode)).size).toBeGreaterThanOrEqual(8);
      for (const event of live) {
        for (const market of event.markets) {
          if (market.hold !== null) expect(market.status === 'suspended' || market.status === 'closed').toBe(true);
          for (const outcome of market.outcomes) expect(Number.isFinite(outcome.consolidatedPrice.currentPrice.decimal)).toBe(true);
        }
      }
    }
    expect(malformed).toEqual([]);
    expect(ended.length).toBeGreaterThan(250);
    // Every ended event's markets settle: each outcome is decided (0 or 1) or the market is void.
    for (const id of ended.slice(0, 20)) {
      const event = world.events.get(id);
      if (!event) continue;
      for (const market of event.markets) {
        const probabilities = outcomeProbabilities(event, market.spec);
        if (probabilities === 'void') continue;
        for (const p of probabilities) expect(p < 1e-9 || p > 1 - 1e-9).toBe(true);
      }
    }
  }, 180_000);

  it('suspends a feed code on an alert and reopens exactly those markets when it lifts', () => {
    const world = createWorld({ seed: 'alert', now: NOW });
    const event = activeEvents(world, 'prematch').find((candidate) => candidate.feedCode?.startsWith('RS') && !candidate.outright);
    expect(event).toBeDefined();
    raiseFeedAlert(world, 'RS', 5);
    expect(event?.markets.every((market) => market.status === 'suspended')).toBe(true);
    const other = activeEvents(world, 'prematch').find((candidate) => candidate.feedCode?.startsWith('BU') && !candidate.outright);
    expect(other?.markets.some((market) => market.status === 'open')).toBe(true);
    liftFeedAlert(world);
    expect(world.events.get(event?.id ?? '')?.markets.some((market) => market.status === 'open')).toBe(true);
  });

  it('raises feed alerts of its own unless they are manual (SANDBOX_FEED_ALERTS=manual)', () => {
    /** The first tick that finds a feed under an alert, or null if none does within `ticks`. */
    const firstAlert = (world: ReturnType<typeof createWorld>, ticks: number) => {
      for (let count = 1; count <= ticks; count += 1) {
        tick(world, NOW + count * 1000);
        if (world.feedAlert) return count;
      }
      return null;
    };
    // At 0.004 a tick, 1500 ticks without an alert would have odds of 1 in 400; the seed is
    // fixed, so the alerting world's first alert always falls on the same tick.
    const alerted = firstAlert(createWorld({ seed: 'alert', now: NOW }), 1500);
    expect(alerted, 'first tick under an alert').not.toBeNull();
    // The same seed with manual alerts, ten times as long as the other needed (a whole world
    // per tick is what makes this test slow; beyond that, more ticks prove nothing more).
    expect(firstAlert(createWorld({ seed: 'alert', now: NOW, randomFeedAlerts: false }), Math.max(100, alerted! * 10))).toBeNull();
  });

  it('lifts one feed’s alert, and says so on the feed, when another feed’s is raised', () => {
    const world = createWorld({ seed: 'alert', now: NOW });
    const since = world.changes.latest;
    raiseFeedAlert(world, 'RS', 5);
    raiseFeedAlert(world, 'BU', 5);
    const alerts = (world.changes.since(since) as { type: string; payload: unknown }[]).filter((change) => change.type === 'feed-alert').map((change) => change.payload);
    expect(alerts).toEqual([
      { feed: 'RS', active: true },
      { feed: 'RS', active: false },
      { feed: 'BU', active: true },
    ]);
    const rs = activeEvents(world, 'prematch').find((candidate) => candidate.feedCode?.startsWith('RS') && !candidate.outright);
    expect(rs?.markets.some((market) => market.status === 'open')).toBe(true);
  });
});
