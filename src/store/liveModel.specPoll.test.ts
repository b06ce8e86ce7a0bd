import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveExtensionMemory, HttpError, type Api, type ApiEvent } from '../api';
import { createMemoryLogger } from '../core';
import type { EventSourceLike } from '../live';
import { createCatalogueModel } from './catalogueModel';
import { createLiveMarketsModel } from './liveMarketsModel';
import { createLiveModel } from './liveModel';

const outcome = (id: string, decimal: number) => ({ id, description: id, hidden: false, consolidatedPrice: { currentPrice: { decimal, spread: null, spread2: null } } });
const market = (id: string, eventId: string, decimals: [number, number], status: 'open' | 'suspended' = 'open') => ({ id, eventId, description: id, marketTypeId: 3, status, instance: null, playerName: null, outcomes: [outcome(`${id}-1`, decimals[0]), outcome(`${id}-2`, decimals[1])] });
const event = (id: string, markets: ReturnType<typeof market>[]): ApiEvent =>
  ({ id, slug: `${id}-a-v-b`, description: 'A v B', eventPaths: [{ id: 240, description: 'Football' }, { id: 5001, description: 'League' }], sportCode: 'FOOT', clock: { minutes: 1, status: 'RUNNING' }, isFinished: false, liveOpenMarketCount: markets.length, opponents: [], markets }) as unknown as ApiEvent;

/** An operator with only the spec's calls: the extension's calls answer 404, the live page answers what `world` holds now. */
function specOnlyOperator(world: { events: ApiEvent[] }) {
  const notFound = (path: string) => Promise.reject(new HttpError(path, 404, { error: 'not_found' }, null));
  const marketData = {
    snapshot: vi.fn(() => notFound('/xapi/rest/live/snapshot')),
    changes: vi.fn(() => notFound('/xapi/rest/live/changes')),
    livePage: vi.fn(async () => ({ sports: [{ id: 240, name: 'Football', events: structuredClone(world.events) }] })),
    events: vi.fn(async (query: { ids?: readonly string[] }) => ({ total: 0, page: 1, eventsPerPage: 50, events: structuredClone(world.events.filter((candidate) => query.ids?.includes(candidate.id))) })),
    liveMarkets: vi.fn(),
    liveSport: vi.fn(),
  };
  return { api: { marketData } as unknown as Api, marketData };
}

describe('live model without the push stream (spec-poll)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(options: { memory?: ReturnType<typeof createLiveExtensionMemory>; interval?: () => number; visible?: () => boolean } = {}) {
    const world = { events: [event('1', [market('1-1', '1', [2, 3])])] };
    const operator = specOnlyOperator(world);
    const streams: string[] = [];
    const catalogue = createCatalogueModel();
    const memory = options.memory ?? createLiveExtensionMemory();
    const visibleListeners = new Set<() => void>();
    const logger = createMemoryLogger();
    const model = createLiveModel({
      api: operator.api,
      catalogue,
      streamUrl: 'http://operator.test/xapi/live/stream',
      schedule: (callback) => void queueMicrotask(callback),
      logger,
      extension: memory,
      visibility: {
        visible: options.visible ?? (() => true),
        onVisible: (listener) => {
          visibleListeners.add(listener);
          return () => visibleListeners.delete(listener);
        },
      },
      transport: {
        pollIntervalMs: options.interval ?? (() => 5000),
        createEventSource: (url) => {
          streams.push(url);
          return { close: () => undefined, addEventListener: () => undefined, onerror: null, onopen: null } satisfies EventSourceLike;
        },
      },
    });
    return { world, operator, streams, catalogue, memory, model, visibleListeners, logger };
  }

  it('finds the extension absent on its first 404, remembers it, and polls the live page alone at the interval', async () => {
    const { operator, streams, catalogue, memory, model, logger } = setUp();
    await model.start();
    expect(memory.absent()).toBe(true);
    expect(model.source.value).toBe('spec-poll');
    expect(operator.marketData.snapshot).toHaveBeenCalledTimes(1);
    expect(operator.marketData.livePage).toHaveBeenCalledTimes(1);
    expect(catalogue.liveEventIds.value).toEqual(['1']);
    expect(catalogue.price('1-1-1').value.decimal).toBe(2);
    expect(model.connection.value).toBe('polling');
    expect(logger.warnings.some((message) => message.includes('no live feed extension'))).toBe(true);

    await vi.advanceTimersByTimeAsync(4900);
    expect(operator.marketData.livePage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(operator.marketData.livePage).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    // 12 more rounds, never the absent calls again, no stream opened.
    expect(operator.marketData.livePage).toHaveBeenCalledTimes(14);
    expect(operator.marketData.snapshot).toHaveBeenCalledTimes(1);
    expect(operator.marketData.changes).not.toHaveBeenCalled();
    expect(streams).toEqual([]);
    expect(model.pricesNotLive.value).toBeNull();
    model.stop();
  });

  it('with the extension known absent, never asks it: the live page from the first call', async () => {
    const memory = createLiveExtensionMemory();
    memory.markAbsent();
    const { operator, model, streams } = setUp({ memory });
    await model.start();
    expect(operator.marketData.snapshot).not.toHaveBeenCalled();
    expect(operator.marketData.livePage).toHaveBeenCalledTimes(1);
    expect(streams).toEqual([]);
    model.stop();
  });

  it('a price move between rounds flashes up or down, and a suspended market is shown suspended', async () => {
    const { world, catalogue, model } = setUp();
    await model.start();
    world.events = [event('1', [market('1-1', '1', [2.2, 2.5], 'suspended')])];
    await vi.advanceTimersByTimeAsync(5000);
    expect(catalogue.price('1-1-1').value).toMatchObject({ decimal: 2.2, move: 'up' });
    expect(catalogue.price('1-1-2').value).toMatchObject({ decimal: 2.5, move: 'down' });
    expect(catalogue.market('1-1')?.value.status).toBe('suspended');
    model.stop();
  });

  it('polls at the interval the settings give now (logged in or out), read before each wait', async () => {
    let interval = 5000;
    const { operator, model } = setUp({ interval: () => interval });
    await model.start();
    interval = 2000;
    await vi.advanceTimersByTimeAsync(5000);
    expect(operator.marketData.livePage).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(operator.marketData.livePage).toHaveBeenCalledTimes(3);
    model.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(operator.marketData.livePage).toHaveBeenCalledTimes(3);
  });

  it('pauses while the tab is hidden and polls at once when it shows again', async () => {
    let shown = true;
    const { operator, model, visibleListeners } = setUp({ visible: () => shown });
    await model.start();
    shown = false;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(operator.marketData.livePage).toHaveBeenCalledTimes(1);
    shown = true;
    for (const listener of visibleListeners) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(operator.marketData.livePage).toHaveBeenCalledTimes(2);
    expect(model.pricesNotLive.value).toBeNull();
    model.stop();
  });

  it('a failing live page shows prices as not live, and the next answered round makes them live again', async () => {
    const { operator, model } = setUp();
    await model.start();
    operator.marketData.livePage.mockRejectedValueOnce(new Error('network'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(model.pricesNotLive.value).toBe('feed-down');
    await vi.advanceTimersByTimeAsync(5000);
    expect(model.pricesNotLive.value).toBeNull();
    model.stop();
  });

  it('with the extension present, nothing changes: the snapshot and the stream, no live page', async () => {
    const world = { events: [event('1', [market('1-1', '1', [2, 3])])] };
    const operator = specOnlyOperator(world);
    operator.marketData.snapshot.mockImplementation(() => Promise.resolve({ cursor: 3, events: world.events }) as never);
    const streams: string[] = [];
    const model = createLiveModel({
      api: operator.api,
      catalogue: createCatalogueModel(),
      streamUrl: 'http://operator.test/xapi/live/stream',
      extension: createLiveExtensionMemory(),
      transport: { createEventSource: (url) => (streams.push(url), { close: () => undefined, addEventListener: () => undefined, onerror: null, onopen: null }) },
    });
    await model.start();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(model.source.value).toBe('push');
    expect(streams).toHaveLength(1);
    expect(operator.marketData.livePage).not.toHaveBeenCalled();
    model.stop();
  });
});

describe('live markets without the push stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gathers the cards and open event pages of each round into one events call with every market', async () => {
    const memory = createLiveExtensionMemory();
    memory.markAbsent();
    const world = { events: [event('1', [market('1-1', '1', [2, 3]), market('1-2', '1', [1.5, 2.5])]), event('2', [market('2-1', '2', [4, 1.2])])] };
    const operator = specOnlyOperator(world);
    // The live page carries main markets only.
    operator.marketData.livePage.mockImplementation(async () => ({ sports: [{ id: 240, name: 'Football', events: world.events.map((one) => ({ ...structuredClone(one), markets: structuredClone(one.markets ?? []).slice(0, 1) })) }] }));
    const catalogue = createCatalogueModel();
    const model = createLiveModel({ api: operator.api, catalogue, streamUrl: 'http://operator.test/xapi/live/stream', extension: memory, schedule: (callback) => void queueMicrotask(callback) });
    const markets = createLiveMarketsModel({ marketData: operator.marketData as never, catalogue, snapshot: model.snapshot, source: model.source, rounds: model.rounds });
    const stopWatching = markets.watchEvent('2');
    await model.start();
    await vi.advanceTimersByTimeAsync(0);
    // The open event page's markets came with the first round.
    expect(operator.marketData.events).toHaveBeenCalledTimes(1);
    expect(operator.marketData.events.mock.calls[0]![0]).toMatchObject({ ids: ['2'], includeMarkets: true });
    // Cards near the viewport ask (as useLazyLiveMarkets does after a round): one call for both.
    markets.requestEvent('1');
    markets.requestEvent('2');
    markets.requestEvent('1');
    await vi.advanceTimersByTimeAsync(0);
    expect(operator.marketData.events).toHaveBeenCalledTimes(2);
    expect(operator.marketData.events.mock.calls[1]![0]).toMatchObject({ ids: ['1'] });
    expect(catalogue.event('1')?.value.marketIds).toEqual(['1-1', '1-2']);
    // A price of a non-main market moves at the operator: the next round brings it to the open page's event.
    world.events = [world.events[0]!, event('2', [market('2-1', '2', [3.5, 1.3])])];
    await vi.advanceTimersByTimeAsync(5000);
    expect(operator.marketData.events).toHaveBeenCalledTimes(3);
    expect(catalogue.price('2-1-1').value).toMatchObject({ decimal: 3.5, move: 'down' });
    expect(operator.marketData.liveMarkets).not.toHaveBeenCalled();
    // Every market of the open event closes: the answer has the event without markets, and the page shows none.
    world.events = [world.events[0]!, event('2', [])];
    await vi.advanceTimersByTimeAsync(5000);
    expect(operator.marketData.events).toHaveBeenCalledTimes(4);
    expect(catalogue.event('2')?.value.marketIds).toEqual([]);
    stopWatching();
    await vi.advanceTimersByTimeAsync(5000);
    expect(operator.marketData.events).toHaveBeenCalledTimes(4);
    model.stop();
  });
});
