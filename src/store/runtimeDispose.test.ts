import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { DisposedError } from '../api';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryStorage } from './persistence';

// Issue 18 "Nothing is ever freed": runtime.dispose() ends the whole tree. The runtime is
// used as a bettor uses it (logged in, selections, a stake typed, live open, a search
// typed, a toast), disposed, and the clock moved on ten minutes: nothing may go out, no
// timer may be left, no stream may stay open.

/** jsdom has no EventSource: this one records which streams are open. */
class RecordingEventSource {
  static open = new Set<RecordingEventSource>();
  onerror = null;
  onopen = null;
  constructor(readonly url: string) {
    RecordingEventSource.open.add(this);
  }
  addEventListener(): void {}
  close(): void {
    RecordingEventSource.open.delete(this);
  }
}

const runtimes: Runtime[] = [];
beforeEach(() => {
  RecordingEventSource.open.clear();
  vi.stubGlobal('EventSource', RecordingEventSource);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * A runtime on the in-process sandbox, every request it sends recorded as 'METHOD /path'.
 * Its fetch gives up on an aborted request as a browser's does (the sandbox answers anyway).
 */
function sandboxRuntime(): { runtime: Runtime; requests: string[] } {
  const operator = sandboxFetch({ seed: 'runtime-dispose' });
  const abortable = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return new Promise<Response>((resolve, reject) => {
      if (request.signal.aborted) return reject(new DOMException('The operation was aborted.', 'AbortError'));
      request.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      operator.fetch(request).then(resolve, reject);
    });
  }) as typeof fetch;
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: abortable, storage: memoryStorage(), reload: () => undefined });
  runtimes.push(runtime);
  return { runtime, requests: operator.requests };
}

/** Lets the answers under way arrive (the sandbox answers in microtasks and its own timers). */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(0);
}

async function usedLikeABettor(runtime: Runtime): Promise<void> {
  const { store } = runtime;
  await store.settings.load();
  await store.session.login('demo', 'demo1234');
  await settle();
  expect(store.session.loggedIn.value).toBe(true);
  const eventIds = await runtime.loadEvents({ periodType: 'PRE_MATCH', eventPathIds: [240], eventsPerPage: 5 });
  const outcomeIds = eventIds.flatMap((eventId) => {
    const marketId = store.catalogue.event(eventId)?.peek().marketIds[0];
    const market = marketId ? store.catalogue.market(marketId)?.peek() : undefined;
    return market?.status === 'open' ? market.outcomeIds.slice(0, 1) : [];
  });
  for (const outcomeId of outcomeIds.slice(0, 2)) expect(store.betslip.addSelection(outcomeId)).toBeNull();
  await settle();
  await store.live.start();
  await settle();
  expect(RecordingEventSource.open.size).toBe(1);
  store.search.setInput('arsenal');
  store.ui.showToast({ text: 'Welcome back' });
  // The stake last: its update to the server is due after the debounce, that is after dispose.
  store.betslip.typeStake('sel1', '5');
}

describe('runtime.dispose()', () => {
  it('ends the whole tree: no request, timer or stream after it, however long the clock runs', async () => {
    const { runtime, requests } = sandboxRuntime();
    await usedLikeABettor(runtime);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    const sentBefore = requests.length;

    runtime.dispose();
    await vi.advanceTimersByTimeAsync(10 * 60_000);

    expect(requests.slice(sentBefore)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect([...RecordingEventSource.open].map((stream) => stream.url)).toEqual([]);
    expect(runtime.disposed).toBe(true);
  });

  it('afterwards, actions send nothing and start nothing; loads reject with a DisposedError that says what to do', async () => {
    const { runtime, requests } = sandboxRuntime();
    await usedLikeABettor(runtime);
    const sentBefore = requests.length;
    runtime.dispose();
    const { store } = runtime;

    store.betslip.typeStake('sel1', '8');
    store.betslip.quickStake(null, 10);
    store.search.setInput('chelsea');
    store.ui.showToast({ text: 'Later' });
    await store.live.start();
    await store.wallet.refetch();
    await store.placement.place();
    await store.session.logout('user');
    const load = runtime.loadEvents({ periodType: 'PRE_MATCH', eventsPerPage: 1 });
    await expect(load).rejects.toBeInstanceOf(DisposedError);
    await expect(load).rejects.toThrow(/has been shut down .* Start it again with Sportsbook.init\(\)/);
    await expect(runtime.api.marketData.events({ periodType: 'PRE_MATCH', eventsPerPage: 1 })).rejects.toBeInstanceOf(DisposedError);
    await vi.advanceTimersByTimeAsync(10 * 60_000);

    expect(requests.slice(sentBefore)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(RecordingEventSource.open.size).toBe(0);
  });

  it('cancels a request under way: its answer changes nothing after dispose', async () => {
    const { runtime } = sandboxRuntime();
    const pending = runtime.api.marketData.events({ periodType: 'PRE_MATCH', eventsPerPage: 1 });
    runtime.dispose();
    await expect(pending).rejects.toBeInstanceOf(DisposedError);
  });

  it('runs what was registered with onDispose once, also when registered after', () => {
    const { runtime } = sandboxRuntime();
    const before = vi.fn();
    runtime.onDispose(before);
    runtime.dispose();
    runtime.dispose();
    const after = vi.fn();
    runtime.onDispose(after);
    expect(before).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
  });
});
