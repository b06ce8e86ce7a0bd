import { describe, expect, it } from 'vitest';
import { HttpError } from '../api';
import type { DecodedChange } from './decodeFeedChange';
import { createFrameCoalescer } from './frameCoalescer';
import { createLiveTransport, type ChangesAnswer, type ConnectionState, type EventSourceLike, type Snapshot } from './liveTransport';

class FakeEventSource implements EventSourceLike {
  static all: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  emit(type: string, payload: unknown, id: number | string = ''): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(payload), lastEventId: String(id) }));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

const price = (oid: string, d: number) => ({ eid: '1', mid: '1-1', oid, s: 'O', cp: { d, f: 'DECIMAL' } });

function setup(overrides: { changes?: (since: number, epoch?: string) => Promise<ChangesAnswer>; noEventSource?: boolean; epoch?: string; snapshot?: () => Promise<Snapshot<never>>; pollIntervalMs?: number | (() => number) } = {}) {
  FakeEventSource.all = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const states: ConnectionState[] = [];
  const changes: DecodedChange[] = [];
  const snapshots: number[] = [];
  const applied: Snapshot<never>[] = [];
  let alive = 0;
  let snapshotCursor = 10;
  let epoch = overrides.epoch;
  const transport = createLiveTransport<never>({
    streamUrl: 'https://operator.test/xapi/live/stream',
    snapshot:
      overrides.snapshot ??
      (async () => {
        snapshots.push(snapshotCursor);
        return { ...(epoch === undefined ? {} : { epoch }), cursor: snapshotCursor, events: [] };
      }),
    changes: overrides.changes ? (since, _signal, asked) => overrides.changes!(since, asked) : async (since) => ({ cursor: since, changes: [] }),
    onSnapshot: (snapshot) => applied.push(snapshot),
    onAlive: () => (alive += 1),
    onChange: (change) => changes.push(change),
    onState: (state) => states.push(state),
    createEventSource: (url) => {
      if (overrides.noEventSource) throw new ReferenceError('EventSource is not defined');
      return new FakeEventSource(url);
    },
    random: () => 1,
    ...(overrides.pollIntervalMs === undefined ? {} : { pollIntervalMs: overrides.pollIntervalMs }),
    setTimer: (callback, ms) => {
      timers.push({ callback, ms });
      return timers.length;
    },
    clearTimer: () => undefined,
  });
  const runTimer = async () => {
    const next = timers.shift()!;
    next.callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return next.ms;
  };
  return {
    transport,
    timers,
    states,
    changes,
    snapshots,
    applied,
    runTimer,
    setSnapshotCursor: (value: number) => (snapshotCursor = value),
    setEpoch: (value: string) => (epoch = value),
    get alive() {
      return alive;
    },
  };
}

describe('live transport', () => {
  it('takes a snapshot, streams from its cursor, and decodes short-key changes', async () => {
    const { transport, changes, states } = setup();
    await transport.start();
    const stream = FakeEventSource.all[0]!;
    expect(new URL(stream.url).searchParams.get('since')).toBe('10');
    stream.open();
    stream.emit('price', price('1-1-1', 2.5), 11);
    stream.emit('event', { eid: '1', status: 'LIVE', clock: { minutes: 3, status: 'RUNNING' } }, 12);
    stream.emit('price', { eid: '1' }, 13);
    stream.emit('price', price('1-1-1', 2.6), 12);
    expect(changes.map((change) => change.kind)).toEqual(['price', 'event', 'invalid']);
    expect(changes[0]).toMatchObject({ kind: 'price', update: { outcomeId: '1-1-1', currentPrice: { decimal: 2.5 } } });
    expect(transport.cursor).toBe(13);
    expect(states).toEqual(['connected']);
  });

  it('reconnects with growing, jittered delays from the last cursor, then falls back to polling', async () => {
    const polled: number[] = [];
    const { transport, runTimer, states, changes } = setup({
      changes: async (since) => {
        polled.push(since);
        return { cursor: since + 1, changes: [{ cursor: since + 1, type: 'price', payload: price('1-1-2', 3) }] };
      },
    });
    await transport.start();
    FakeEventSource.all[0]!.open();
    FakeEventSource.all[0]!.emit('price', price('1-1-1', 2.5), 11);
    FakeEventSource.all[0]!.fail();
    expect(states.at(-1)).toBe('reconnecting');
    expect(await runTimer()).toBe(1000);
    expect(new URL(FakeEventSource.all[1]!.url).searchParams.get('since')).toBe('11');
    FakeEventSource.all[1]!.fail();
    expect(await runTimer()).toBe(2000);
    FakeEventSource.all[2]!.fail();
    expect(states.at(-1)).toBe('polling');
    await runTimer();
    expect(polled).toEqual([11]);
    expect(changes.at(-1)).toMatchObject({ kind: 'price', update: { outcomeId: '1-1-2' } });
  });

  it('resyncs from a snapshot after a gap (SSE resync or a 410 while polling)', async () => {
    const { transport, snapshots, setSnapshotCursor } = setup();
    await transport.start();
    setSnapshotCursor(500);
    FakeEventSource.all[0]!.emit('resync', {}, 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(snapshots).toEqual([10, 500]);
    expect(transport.cursor).toBe(500);

    const gap = setup({ changes: async () => Promise.reject(new HttpError('/xapi/rest/live/changes', 410, { error: 'cursor-expired' }, null)) });
    await gap.transport.start();
    for (let failure = 0; failure < 3; failure += 1) {
      FakeEventSource.all.at(-1)!.fail();
      if (failure < 2) await gap.runTimer();
    }
    await gap.runTimer();
    expect(gap.snapshots.length).toBe(2);
  });

  it('polls from the snapshot cursor where no EventSource can be made', async () => {
    const asked: number[] = [];
    const { transport, runTimer, states, changes } = setup({
      noEventSource: true,
      changes: async (since) => {
        asked.push(since);
        return { cursor: 12, changes: [{ cursor: 11, type: 'price', payload: price('1-1-1', 2.5) }] };
      },
    });
    await transport.start();
    expect(states.at(-1)).toBe('polling');
    expect(await runTimer()).toBe(0);
    expect(asked).toEqual([10]);
    expect(changes.map((change) => change.kind)).toEqual(['price']);
    expect(await runTimer()).toBe(5000);
    expect(asked).toEqual([10, 12]);
    transport.stop();
  });

  it('asks for the poll interval before each poll, so a change of the setting (a login, new settings) applies to the next one', async () => {
    let interval = 1500;
    const { transport, runTimer } = setup({ noEventSource: true, pollIntervalMs: () => interval });
    await transport.start();
    // Each poll schedules the next with the interval of that moment.
    expect(await runTimer()).toBe(0);
    interval = 8000;
    expect(await runTimer()).toBe(1500);
    expect(await runTimer()).toBe(8000);
    transport.stop();
  });

  it('reports offline when polling cannot reach the server', async () => {
    const { transport, runTimer, states } = setup({ changes: async () => Promise.reject(new TypeError('offline')) });
    await transport.start();
    for (let failure = 0; failure < 3; failure += 1) {
      FakeEventSource.all.at(-1)!.fail();
      if (failure < 2) await runTimer();
    }
    await runTimer();
    expect(states.at(-1)).toBe('offline');
    transport.stop();
  });

  it('while the operator is unreachable, tries again at least every 10 s, so the page learns soon that it is back', async () => {
    let reachable = false;
    const { transport, runTimer, timers, applied } = setup({
      snapshot: async () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { cursor: 50, events: [] };
      },
    });
    await transport.start();
    const waits: number[] = [];
    // A long outage: 20 refused snapshots in a row (the wait would reach 30 s before).
    for (let attempt = 0; attempt < 20; attempt += 1) waits.push(await runTimer());
    expect(Math.max(...waits)).toBe(10_000);
    expect(waits.slice(0, 5)).toEqual([500, 1000, 2000, 4000, 8000]);
    reachable = true;
    await runTimer();
    expect(applied.map((snapshot) => snapshot.cursor)).toEqual([50]);
    expect(timers).toEqual([]);
    transport.stop();
  });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pricesOf = (changes: DecodedChange[]) => changes.flatMap((change) => (change.kind === 'price' ? [`${change.update.outcomeId}@${change.update.currentPrice?.decimal}`] : []));

describe('live transport across restarts of the operator\'s feed (epochs)', () => {
  it('asks the stream from epoch:cursor and, after a restart, takes the new run\'s snapshot and its changes from 1 on', async () => {
    const feed = setup({ epoch: 'run1' });
    feed.setSnapshotCursor(46478);
    await feed.transport.start();
    const first = FakeEventSource.all[0]!;
    expect(new URL(first.url).searchParams.get('since')).toBe('run1:46478');
    first.open();
    first.emit('price', price('1-1-1', 2.5), 'run1:46479');
    expect(feed.transport.cursor).toBe(46479);

    // The server restarts: the stream drops, the reconnect names the old position, the new run says resync.
    feed.setEpoch('run2');
    feed.setSnapshotCursor(3);
    first.fail();
    await feed.runTimer();
    const second = FakeEventSource.all[1]!;
    expect(new URL(second.url).searchParams.get('since')).toBe('run1:46479');
    second.open();
    second.emit('resync', { epoch: 'run2', latest: 3 }, 'run2:3');
    await settle();
    expect(feed.snapshots).toEqual([46478, 3]);
    expect([feed.transport.epoch, feed.transport.cursor]).toEqual(['run2', 3]);
    // Counted from 1 again: today's client discarded all of these as older than 46479.
    second.emit('price', price('1-1-1', 2.7), 'run2:4');
    second.emit('price', price('1-1-2', 1.9), 'run2:5');
    expect(pricesOf(feed.changes)).toEqual(['1-1-1@2.5', '1-1-1@2.7', '1-1-2@1.9']);
    expect(feed.transport.cursor).toBe(5);
  });

  it('resyncs when a message names another epoch, and applies after the snapshot only what is newer than it', async () => {
    let release: () => void = () => undefined;
    let cursor = 10;
    let epoch = 'run1';
    const feed = setup({
      snapshot: async () => {
        if (epoch === 'run2') await new Promise<void>((resolve) => (release = resolve));
        return { epoch, cursor, events: [] };
      },
    });
    await feed.transport.start();
    const stream = FakeEventSource.all[0]!;
    stream.open();
    epoch = 'run2';
    cursor = 6;
    stream.emit('price', price('1-1-1', 2.1), 'run2:5');
    // While the snapshot is on its way: one change it already holds, one after it, one of the old run.
    stream.emit('price', price('1-1-2', 2.2), 'run2:6');
    stream.emit('price', price('1-1-3', 2.3), 'run2:7');
    stream.emit('price', price('1-1-4', 2.4), 'run1:11');
    expect(feed.changes).toEqual([]);
    release();
    await settle();
    expect(feed.applied.map((snapshot) => snapshot.epoch)).toEqual(['run1', 'run2']);
    expect(pricesOf(feed.changes)).toEqual(['1-1-3@2.3']);
  });

  it('resyncs when a poll answers from another epoch, or a server without epochs counts below the client', async () => {
    const withEpochs = setup({ epoch: 'run1', noEventSource: true, changes: async (since, epoch) => ({ epoch: epoch === 'run1' ? 'run2' : 'run1', cursor: since, changes: [{ cursor: since + 1, type: 'price', payload: price('1-1-1', 9) }] }) });
    await withEpochs.transport.start();
    await withEpochs.runTimer();
    expect(withEpochs.snapshots).toHaveLength(2);
    expect(withEpochs.changes).toEqual([]);

    const without = setup();
    await without.transport.start();
    FakeEventSource.all[0]!.open();
    FakeEventSource.all[0]!.emit('heartbeat', { latest: 12 });
    await settle();
    expect(without.snapshots).toHaveLength(1);
    FakeEventSource.all[0]!.emit('heartbeat', { latest: 4 });
    await settle();
    expect(without.snapshots).toHaveLength(2);
    expect(without.alive).toBe(5);
  });

  it('starts again from a snapshot when the feed comes back after being offline, and on demand', async () => {
    let down = true;
    const feed = setup({ epoch: 'run1', noEventSource: true, changes: async (since) => (down ? Promise.reject(new TypeError('Failed to fetch')) : { epoch: 'run1', cursor: since, changes: [] }) });
    await feed.transport.start();
    await feed.runTimer();
    expect(feed.states.at(-1)).toBe('offline');
    down = false;
    await feed.runTimer();
    expect(feed.snapshots).toHaveLength(2);
    expect(feed.states.at(-1)).toBe('polling');

    await feed.transport.resynchronise();
    expect(feed.snapshots).toHaveLength(3);
    feed.transport.stop();
  });
});

describe('frame coalescer', () => {
  it('keeps the latest value per key and flushes once per frame', () => {
    const frames: (() => void)[] = [];
    const flushed: Map<string, number>[] = [];
    const coalescer = createFrameCoalescer<string, number>((batch) => flushed.push(batch), (callback) => frames.push(callback));
    coalescer.push('a', 1);
    coalescer.push('b', 1);
    coalescer.push('a', 2);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(flushed).toEqual([new Map([['b', 1], ['a', 2]])]);
    coalescer.push('a', 3);
    expect(frames).toHaveLength(2);
  });
});
