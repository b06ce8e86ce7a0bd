import { HttpError } from '../api';
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
  cursor: number;
  events: TEvent[];
}

export interface LiveTransportOptions<TEvent> {
  /** Absolute URL of the SSE stream. */
  streamUrl: string;
  snapshot(): Promise<Snapshot<TEvent>>;
  changes(since: number, signal?: AbortSignal): Promise<{ cursor: number; changes: { cursor: number; type: string; payload: unknown }[] }>;
  onSnapshot(snapshot: Snapshot<TEvent>): void;
  onChange(change: DecodedChange): void;
  onState(state: ConnectionState): void;
  createEventSource?: (url: string) => EventSourceLike;
  /** Spec 9 poll_changes_refresh_interval: 5000 ms. */
  pollIntervalMs?: number;
  /** Backoff: base x 2^attempt, capped, with jitter. */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** Failed stream attempts before polling takes over. */
  attemptsBeforePolling?: number;
  random?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const FEED_TYPES = ['price', 'event', 'feed-alert'] as const;

/**
 * Keeps the client in step with the feed: a snapshot first, then server-sent events
 * resumed from the last cursor; on an error it reconnects with exponential backoff and
 * jitter, and after a few failures polls the changes endpoint (and keeps trying the
 * stream). After any gap (a resync message or a 410) it takes a fresh snapshot, so
 * nothing stays stale.
 */
export function createLiveTransport<TEvent>(options: LiveTransportOptions<TEvent>) {
  const {
    pollIntervalMs = 5000,
    backoffBaseMs = 500,
    backoffCapMs = 30000,
    attemptsBeforePolling = 3,
    random = Math.random,
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    createEventSource = (url) => new EventSource(url) as unknown as EventSourceLike,
  } = options;
  let cursor = -1;
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let attempts = 0;
  let stopped = true;
  let state: ConnectionState = 'connecting';
  let resyncing: Promise<void> | null = null;

  const setState = (next: ConnectionState) => {
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

  const deliver = (type: string, payload: unknown, at: number) => {
    if (at <= cursor) return;
    cursor = at;
    options.onChange(decodeFeedChange(type, payload, at));
  };

  async function resync(): Promise<void> {
    if (resyncing) return resyncing;
    resyncing = (async () => {
      const snapshot = await options.snapshot();
      cursor = snapshot.cursor;
      options.onSnapshot(snapshot);
    })().finally(() => {
      resyncing = null;
    });
    return resyncing;
  }

  function backoff(): number {
    const exponential = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.min(attempts, 10));
    return Math.round(exponential * (0.5 + random() / 2));
  }

  function openStream(): void {
    if (stopped) return;
    const url = new URL(options.streamUrl);
    url.searchParams.set('since', String(cursor));
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
      attempts = 0;
      setState('connected');
    };
    for (const type of FEED_TYPES) {
      stream.addEventListener(type, (event) => {
        let payload: unknown;
        try {
          payload = JSON.parse(event.data);
        } catch {
          payload = null;
        }
        deliver(type, payload, Number(event.lastEventId));
      });
    }
    stream.addEventListener('resync', () => {
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
      const answer = await options.changes(cursor);
      for (const change of answer.changes) deliver(change.type, change.payload, change.cursor);
      cursor = Math.max(cursor, answer.cursor);
      setState('polling');
    } catch (error) {
      if (error instanceof HttpError && error.status === 410) await resync().catch(() => undefined);
      else setState('offline');
    }
    if (stopped) return;
    // Every few polls, try the stream again; a working stream stops the polling.
    attempts += 1;
    if (attempts % attemptsBeforePolling === 0) {
      schedule(openStream, 0);
      return;
    }
    schedule(() => void poll(), pollIntervalMs);
  }

  return {
    async start(): Promise<void> {
      stopped = false;
      setState('connecting');
      try {
        await resync();
      } catch {
        // Stopped meanwhile (its snapshot request was cancelled with it): nothing to retry.
        if (stopped) return;
        setState('offline');
        schedule(() => void this.start(), backoff());
        attempts += 1;
        return;
      }
      openStream();
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
    get state(): ConnectionState {
      return state;
    },
  };
}

export type LiveTransport = ReturnType<typeof createLiveTransport>;
