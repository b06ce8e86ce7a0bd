import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../api';
import type { EventSourceLike } from '../live';
import { createCatalogueModel } from './catalogueModel';
import { createLiveModel } from './liveModel';

function liveModel() {
  const snapshot = vi.fn(async () => ({ cursor: 7, events: [] }));
  const streams: string[] = [];
  const api = { marketData: { snapshot, changes: vi.fn() } } as unknown as Api;
  const model = createLiveModel({
    api,
    catalogue: createCatalogueModel(),
    streamUrl: 'http://operator.test/xapi/live/stream',
    transport: {
      createEventSource: (url) => {
        streams.push(url);
        const source: EventSourceLike = { close: () => undefined, addEventListener: () => undefined, onerror: null, onopen: null };
        return source;
      },
    },
  });
  return { model, snapshot, streams };
}

describe('live model start', () => {
  it('opens one feed however many views ask for it', async () => {
    const { model, snapshot, streams } = liveModel();
    await Promise.all([model.start(), model.start()]);
    await model.start();
    expect(snapshot).toHaveBeenCalledTimes(1);
    expect(streams).toHaveLength(1);
    model.stop();
  });

  it('starts again after a stop', async () => {
    const { model, snapshot, streams } = liveModel();
    await model.start();
    model.stop();
    await model.start();
    expect(snapshot).toHaveBeenCalledTimes(2);
    expect(streams).toHaveLength(2);
    model.stop();
  });
});
