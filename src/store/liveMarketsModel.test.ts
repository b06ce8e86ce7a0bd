import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { createLiveMarketsModel } from './liveMarketsModel';

describe('live markets (lazy, spec 9)', () => {
  it('asks once per event and sport until the next snapshot, and again after a failure', async () => {
    const snapshot = signal({ light: true, generation: 1 });
    const liveMarkets = vi.fn((eventId: string) => (eventId === 'bad' ? Promise.reject(new Error('503')) : Promise.resolve({ eventId, markets: [] })));
    const liveSport = vi.fn((id: number) => Promise.resolve({ id, events: [] }));
    const catalogue = { applyEventMarkets: vi.fn(), applyEvents: vi.fn() };
    const logger = { warn: vi.fn(), error: vi.fn() };
    const model = createLiveMarketsModel({ marketData: { liveMarkets, liveSport } as never, catalogue, snapshot, logger });
    expect(model.lazy.value).toBe(true);
    model.requestEvent('e1');
    model.requestEvent('e1');
    model.requestSport(240);
    model.requestSport(240);
    await vi.waitFor(() => expect(catalogue.applyEventMarkets).toHaveBeenCalledWith('e1', []));
    expect(liveMarkets).toHaveBeenCalledTimes(1);
    expect(liveSport).toHaveBeenCalledTimes(1);
    // A resync: what is shown is asked for again.
    snapshot.value = { light: true, generation: 2 };
    model.requestEvent('e1');
    expect(liveMarkets).toHaveBeenCalledTimes(2);
    model.requestEvent('bad');
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(1));
    model.requestEvent('bad');
    expect(liveMarkets.mock.calls.filter(([id]) => id === 'bad')).toHaveLength(2);
  });
});
