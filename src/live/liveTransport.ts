import { HttpError } from '../api';
import { parseFeedPosition, type FeedPosition } from '../core';
import { decodeFeedChange, type DecodedChange } from './decodeFeedChange';

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'polling' | 'offline';

/** The minimal EventSource the transport needs (the browser's, or a test double). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
}

export interface Snapshot<TEvent> {
  /** The run of the operator's feed the cursor belongs to (absent: an operator without epochs). */
  epoch?: string | undefined;
  cursor: number;
  events: TEvent[];
}

export interface ChangesAnswer {
  epoch?: string | undefined;
  cursor: number;
  /** The server's newest cursor (a server without epochs that restarted shows a smaller one). */
  latest?: number | undefined;
  changes: { cursor: number; type: string; payload: unknown }[];
}

export interface LiveTransportOptions<TEvent> {
  /** Absolute URL of the SSE stream. */
  streamUrl: string;
  snapshot(): Promise<Snapshot<TEvent>>;
  changes(since: number, signal?: AbortSignal, epoch?: string): Promise<ChangesAnswer>;
  onSnapshot(snapshot: Snapshot<TEvent>): void;
  onChange(change: DecodedChange): void;
  onState(state: ConnectionState): void;
  /** Every sign that the feed is alive: a snapshot, a message (heartbeats too), a poll answered, the stream opening. */
  onAlive?: () => void;
  createEventSource?: (url: string) => EventSourceLike;
  /**
   * Spec 9 poll_changes_refresh_interval: 5000 ms. A function is asked before each poll, so
   * the operator's setting (logged in or out, docs/settings.md) applies from the next poll.
   */
  pollIntervalMs?: number | (() => number);
  /**
   * Backoff: base x 2^attempt, capped, with jitter. The cap is how late, at worst, a page
   * whose prices show as not live learns that the operator is back: 10 s (5 to 10 with the
   * jitter), not the 30 s that left bettors 28 s on locked prices after an outage, while
   * still spreading a whole audience's retries over seconds (docs/reliability.md).
   */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** Failed stream attempts before polling takes over. */
  attemptsBeforePolling?: number;
  random?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const FEED_TYPES = ['price', 'event', 'feed-alert'] as const;

interface Held {
  type: string;
  payload: unknown;
  position: FeedPosition;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Keeps the client in step with the feed: a snapshot first, then server-sent events
 * resumed from the last position; on an error it reconnects with exponential backoff and
 * jitter, and after a few failures polls the changes endpoint (and keeps trying the
 * stream). After any gap (a resync message, a 410, a new epoch: the operator's feed
 * restarted and counts from 0 again, or a server without epochs whose count went
 * backwards) it takes a fresh snapshot, so nothing stays stale. Messages that arrive
 * while a snapshot is on its way are held and applied after it when newer.
 */
export function createLiveTransport<TEvent>(options: LiveTransportOptions<TEvent>) {
  const {
    pollIntervalMs = 5000,
    backoffBaseMs = 500,
    backoffCapMs = 10_000,
    attemptsBeforePolling = 3,
    random = Math.random,
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    createEventSource = (url) => new EventSource(url) as unknown as EventSourceLike,
  } = options;
  let cursor = -1;
  /** The snapshot's epoch; null while the operator has given none (positions are then bare cursors). */
  let epoch: string | null = null;
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let attempts = 0;
  let stopped = true;
  let state: ConnectionState = 'connecting';
  let resyncing: Promise<void> | null = null;
  /** Messages received while a snapshot is being taken. */
  let held: Held[] = [];
  /** The feed went away (offline, or silent too long): its return starts from a snapshot. */
  let snapshotOnReturn = false;

  const alive = () => options.onAlive?.();

  const setState = (next: ConnectionState) => {
    if (next === 'offline') snapshotOnReturn = true;
    if (next === state) return;
    state = next;
    options.onState(next);
  };

  const schedule = (callback: () => void, ms: number) => {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      callback();
    }, ms);
  };

  /** Not the run the snapshot was taken from: the operator's feed restarted. */
  const otherEpoch = (position: FeedPosition) => epoch !== null && position.epoch !== epoch;

  const deliver = (type: string, payload: unknown, at: number) => {
    if (at <= cursor) return;
    cursor = at;
    options.onChange(decodeFeedChange(type, payload, at));
  };

  /** One message of the feed, from the stream or a poll. */
  function receive(message: Held): void {
    if (resyncing) {
      held.push(message);
      return;
    }
    if (otherEpoch(message.position)) {
      // Taken again after the snapshot of the new run, if it is newer than that snapshot
      // (held after the resync began: beginning it clears what was held before).
      void resync().catch(() => undefined);
      held.push(message);
      return;
    }
    deliver(message.type, message.payload, message.position.cursor);
  }

  async function resync(): Promise<void> {
    if (resyncing) return resyncing;
    held = [];
    resyncing = (async () => {
      const snapshot = await options.snapshot();
      epoch = typeof snapshot.epoch === 'string' ? snapshot.epoch : null;
      cursor = snapshot.cursor;
      snapshotOnReturn = false;
      alive();
      options.onSnapshot(snapshot);
    })().finally(() => {
      resyncing = null;
    });
    try {
      await resyncing;
    } finally {
      const waiting = held;
      held = [];
      // Of the messages that came meanwhile, those of the snapshot's run and after it still count.
      for (const message of waiting) if (!otherEpoch(message.position)) deliver(message.type, message.payload, message.position.cursor);
    }
  }

  function backoff(): number {
    const exponential = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.min(attempts, 10));
    return Math.round(exponential * (0.5 + random() / 2));
  }

  /** Where the client is, as the server reads it: `epoch:cursor`, or the bare cursor without epochs. */
  const position = () => (epoch === null ? String(cursor) : `${epoch}:${cursor}`);

  /** A server without epochs that says its newest change is below ours has restarted. */
  const countWentBack = (latest: unknown) => epoch === null && typeof latest === 'number' && latest < cursor;

  function openStream(): void {
    if (stopped) return;
    const url = new URL(options.streamUrl);
    url.searchParams.set('since', position());
    const openedAt = cursor;
    let stream: EventSourceLike;
    try {
      stream = createEventSource(url.href);
    } catch {
      // No EventSource here (an old webview, a CSP that forbids it, a test DOM): polling
      // carries every change too, and the poll cycle tries the stream again now and then.
      setState('polling');
      schedule(() => void poll(), 0);
      return;
    }
    source = stream;
    stream.onopen = () => {
      if (source !== stream) return;
      attempts = 0;
      alive();
      setState('connected');
      if (snapshotOnReturn) void resync().catch(() => undefined);
    };
    for (const type of FEED_TYPES) {
      stream.addEventListener(type, (event) => {
        if (source !== stream) return;
        alive();
        const at = parseFeedPosition(event.lastEventId);
        // A message without a position cannot be ordered: nothing is applied from it.
        if (at === null) return;
        // A server without epochs that sends what we had before we asked restarted under us.
        if (epoch === null && at.cursor <= openedAt && openedAt >= 0) {
          void resync().catch(() => undefined);
          return;
        }
        receive({ type, payload: parseJson(event.data), position: at });
      });
    }
    stream.addEventListener('heartbeat', (event) => {
      if (source !== stream) return;
      alive();
      const data = parseJson(event.data);
      const beat = typeof data === 'number' ? { latest: data } : (data as { epoch?: unknown; latest?: unknown } | null);
      if ((typeof beat?.epoch === 'string' && epoch !== null && beat.epoch !== epoch) || countWentBack(beat?.latest)) void resync().catch(() => undefined);
    });
    stream.addEventListener('resync', () => {
      if (source !== stream) return;
      alive();
      void resync().catch(() => undefined);
    });
    stream.onerror = () => {
      stream.close();
      if (source === stream) source = null;
      if (stopped) return;
      attempts += 1;
      if (attempts >= attemptsBeforePolling) {
        setState('polling');
        schedule(poll, 0);
      } else {
        setState('reconnecting');
        schedule(openStream, backoff());
      }
    };
  }

  async function poll(): Promise<void> {
    if (stopped) return;
    try {
      if (snapshotOnReturn) await resync();
      const answer = await options.changes(cursor, undefined, epoch ?? undefined);
      alive();
      if ((typeof answer.epoch === 'string' && epoch !== null && answer.epoch !== epoch) || countWentBack(answer.latest)) {
        await resync();
      } else {
        for (const change of answer.changes) receive({ type: change.type, payload: change.payload, position: { epoch: epoch ?? '', cursor: change.cursor } });
        cursor = Math.max(cursor, answer.cursor);
      }
      setState('polling');
    } catch (error) {
      if (error instanceof HttpError && error.status === 410) await resync().catch(() => setState('offline'));
      else setState('offline');
    }
    if (stopped) return;
    // Every few polls, try the stream again; a working stream stops the polling.
    attempts += 1;
    if (attempts % attemptsBeforePolling === 0) {
      schedule(openStream, 0);
      return;
    }
    schedule(() => void poll(), typeof pollIntervalMs === 'function' ? pollIntervalMs() : pollIntervalMs);
  }

  async function connect(first: ConnectionState): Promise<void> {
    stopped = false;
    setState(first);
    try {
      await resync();
    } catch {
      // Stopped meanwhile (its snapshot request was cancelled with it): nothing to retry.
      if (stopped) return;
      setState('offline');
      schedule(() => void connect('offline'), backoff());
      attempts += 1;
      return;
    }
    if (stopped) return;
    openStream();
  }

  return {
    start(): Promise<void> {
      return connect('connecting');
    },
    /**
     * Drops the connection and starts again from a snapshot at once (the browser is back
     * online, or the feed fell silent): no waiting out a backoff meant for a busy server.
     */
    resynchronise(): Promise<void> {
      if (stopped) return Promise.resolve();
      source?.close();
      source = null;
      if (timer !== null) clearTimer(timer);
      timer = null;
      attempts = 0;
      return connect(state === 'offline' ? 'offline' : 'reconnecting');
    },
    stop(): void {
      stopped = true;
      source?.close();
      source = null;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
    get cursor(): number {
      return cursor;
    },
    get epoch(): string | null {
      return epoch;
    },
    get state(): ConnectionState {
      return state;
    },
  };
}

export type LiveTransport = ReturnType<typeof createLiveTransport>;
