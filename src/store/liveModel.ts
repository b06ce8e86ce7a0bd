import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Api, ApiEvent } from '../api';
import { consoleLogger, FEED_STALE_AFTER_MS, type CoreLogger, type PriceUpdate } from '../core';
import { createFrameCoalescer, createLiveTransport, mergeEventChanges, type ConnectionState, type DecodedChange, type EventChangePayload, type FrameScheduler, type LiveTransportOptions } from '../live';
import type { CatalogueModel, FeedPriceUpdate } from './catalogueModel';
import { ownedModel } from './ownedModel';

/**
 * Why live prices are not live now (docs/reliability.md "Live feed: restarts, staleness,
 * ordering"): the browser is offline, or the feed is down, reconnecting or has said
 * nothing for FEED_STALE_AFTER_MS. Null while prices are live.
 */
export type PricesNotLiveReason = 'browser-offline' | 'feed-down' | 'feed-silent';

/** The browser's network state (navigator.onLine and its online/offline events), given by the page. */
export interface NetworkStatus {
  online(): boolean;
  /** Calls `listener` when the browser goes online or offline; returns the stop. */
  onChange(listener: () => void): () => void;
}

const ALWAYS_ONLINE: NetworkStatus = { online: () => true, onChange: () => () => undefined };

export interface LiveModelOptions {
  api: Api;
  catalogue: CatalogueModel;
  /** Absolute URL of the operator's event stream. */
  streamUrl: string;
  schedule?: FrameScheduler;
  transport?: Partial<LiveTransportOptions<ApiEvent>>;
  logger?: CoreLogger;
  /** Spec 9 lazy_loading_markets_live_event_count_threshold: above it the snapshot comes light. */
  lazyMarketsAbove?: () => number;
  network?: NetworkStatus;
  /** How long the feed may be silent before its prices stop counting as live. */
  staleAfterMs?: number;
  now?: () => number;
}

type Pending = { kind: 'price'; update: PriceUpdate; cursor: number; epoch: string } | { kind: 'event'; change: EventChangePayload; cursor: number; epoch: string } | { kind: 'feed-alert'; feed: string; active: boolean };

/**
 * The hot path (docs/architecture.md "Live prices"): feed changes are coalesced per
 * animation frame, latest value per key (an outcome's price, a market's status, an
 * event's state), then written to their signals in one batch.
 */
export function createLiveModel({ api, catalogue, streamUrl, schedule, transport: overrides = {}, logger = consoleLogger, lazyMarketsAbove, network = ALWAYS_ONLINE, staleAfterMs = FEED_STALE_AFTER_MS, now = Date.now }: LiveModelOptions) {
  return ownedModel((owner) => {
    const connection = signal<ConnectionState>('connecting');
    /** Whether the feed runs (some view shows live prices): a feed nobody started is not "down". */
    const feedRunning = signal(false);
    const online = signal(network.online());
    /** No sign of life for staleAfterMs while running. */
    const silent = signal(false);
    let lastSignOfLife = now();
    let silenceTimer: ReturnType<typeof owner.setTimeout> | null = null;
    /**
     * One timer, re-armed only when it fires: a sign of life records a time and nothing
     * else, so a busy feed costs no timer work per message.
     */
    const watchSilence = () => {
      if (silenceTimer !== null || owner.disposed) return;
      const due = lastSignOfLife + staleAfterMs - now();
      silenceTimer = owner.setTimeout(() => {
        silenceTimer = null;
        if (!feedRunning.peek()) return;
        if (now() - lastSignOfLife >= staleAfterMs) {
          if (!silent.peek()) {
            silent.value = true;
            // A stream that says nothing may be hung: start again from a snapshot (the
            // transport keeps retrying on its own while the server cannot be reached).
            void transport.resynchronise().catch(() => undefined);
          }
        }
        watchSilence();
      }, Math.max(0, due));
    };
    const stopWatching = () => {
      if (silenceTimer !== null) owner.clearTimeout(silenceTimer);
      silenceTimer = null;
    };
    const signOfLife = () => {
      lastSignOfLife = now();
      if (silent.peek()) silent.value = false;
    };
    const pricesNotLive = computed<PricesNotLiveReason | null>(() => {
      if (!online.value) return 'browser-offline';
      if (!feedRunning.value) return null;
      const state = connection.value;
      if (state === 'offline' || state === 'reconnecting') return 'feed-down';
      if (silent.value) return 'feed-silent';
      return null;
    });
    owner.onDispose(
      network.onChange(() => {
        const isOnline = network.online();
        if (isOnline === online.peek()) return;
        online.value = isOnline;
        // Back online: the prices shown may have missed anything; a snapshot now, not after a backoff.
        if (isOnline && feedRunning.peek()) void transport.resynchronise().catch(() => undefined);
      }),
    );
    /** Whether the last snapshot carried main markets only, and how many snapshots were taken (a resync bumps it). */
    const snapshot = signal({ light: false, generation: 0 });
    let lightSnapshot = false;
    const feedAlerts = signal<readonly string[]>([]);
    const invalidMessages = signal(0);

    /** Ids being fetched, so a burst of changes for one new event asks once. */
    const fetching = new Set<string>();
    /** Spec 4: new live events appear. The feed names them; their markets come from the event call. */
    function fetchNewLiveEvents(eventIds: readonly string[]): void {
      const newIds = eventIds.filter((eventId) => !fetching.has(eventId));
      if (newIds.length === 0) return;
      for (const eventId of newIds) fetching.add(eventId);
      // Fetched together and added in one go: events kicking off in the same frame make one
      // change to the live list (one render of the page around the cards), not one each.
      void Promise.allSettled(newIds.map((eventId) => api.marketData.event(eventId))).then((results) => {
        for (const eventId of newIds) fetching.delete(eventId);
        if (owner.disposed) return;
        const loaded: Awaited<ReturnType<typeof api.marketData.event>>[] = [];
        results.forEach((result, index) => {
          if (result.status === 'fulfilled') loaded.push(result.value);
          // The next snapshot (reconnect or resync) brings it in; nothing shown is wrong meanwhile.
          else logger.warn(`Live event ${newIds[index]} could not be loaded (${result.reason instanceof Error ? result.reason.message : String(result.reason)}); it will appear with the next snapshot.`);
        });
        if (loaded.length > 0) catalogue.addLiveEvents(loaded);
      });
    }

    const coalescer = createFrameCoalescer<string, Pending>((latest) => {
      // Grouped by the run they came from: a frame may straddle a restart, and the catalogue
      // drops what belongs to a run it has left.
      const prices = new Map<string, FeedPriceUpdate[]>();
      const events = new Map<string, { change: EventChangePayload; cursor: number }[]>();
      for (const entry of latest.values()) {
        if (entry.kind === 'price') {
          const ofEpoch = prices.get(entry.epoch);
          if (ofEpoch) ofEpoch.push(entry);
          else prices.set(entry.epoch, [entry]);
        } else if (entry.kind === 'event') {
          const ofEpoch = events.get(entry.epoch);
          if (ofEpoch) ofEpoch.push(entry);
          else events.set(entry.epoch, [entry]);
        }
      }
      batch(() => {
        for (const [epoch, changes] of prices) catalogue.applyFeedPriceUpdates(changes, epoch);
        for (const [epoch, changes] of events) fetchNewLiveEvents(catalogue.applyFeedEventChanges(changes, epoch));
        for (const entry of latest.values()) {
          if (entry.kind !== 'feed-alert') continue;
          feedAlerts.value = entry.active ? [...new Set([...feedAlerts.value, entry.feed])] : feedAlerts.value.filter((feed) => feed !== entry.feed);
        }
      });
    }, schedule);

    const onChange = (change: DecodedChange) => {
      if (change.kind === 'price') {
        // A status-only change is keyed by market, a price by outcome: neither hides the other.
        coalescer.push(change.update.outcomeId ? `o:${change.update.outcomeId}` : `m:${change.update.marketId}`, { kind: 'price', update: change.update, cursor: change.cursor, epoch: transport.epoch ?? '' });
      } else if (change.kind === 'event') {
        // An event's changes within one frame are merged, not replaced: a change may carry
        // the clock only and the next the score only, and both must be shown.
        const key = `e:${change.change.eid}`;
        const earlier = coalescer.pending(key);
        const merged = earlier?.kind === 'event' ? mergeEventChanges(earlier.change, change.change) : change.change;
        coalescer.push(key, { kind: 'event', change: merged, cursor: change.cursor, epoch: transport.epoch ?? '' });
      } else if (change.kind === 'feed-alert') {
        coalescer.push(`f:${change.feed}`, change);
      } else {
        invalidMessages.value += 1;
      }
    };

    let running = false;
    const transport = createLiveTransport<ApiEvent>({
      streamUrl,
      snapshot: async () => {
        const taken = await api.marketData.snapshot(lazyMarketsAbove?.());
        lightSnapshot = taken.light === true;
        return taken;
      },
      changes: (since, abort, epoch) => api.marketData.changes(since, abort, epoch),
      onSnapshot: (taken) =>
        batch(() => {
          catalogue.applySnapshot(taken.events, { light: lightSnapshot, epoch: taken.epoch ?? '' });
          snapshot.value = { light: lightSnapshot, generation: snapshot.peek().generation + 1 };
        }),
      onChange,
      onState: (state) => {
        connection.value = state;
      },
      onAlive: signOfLife,
      ...overrides,
    });
    // The stream, its reconnect or poll timer, and the frame's pending changes end with the model.
    owner.onDispose(() => {
      running = false;
      transport.stop();
      coalescer.stop();
    });
    const stopFeed = () => {
      running = false;
      feedRunning.value = false;
      stopWatching();
      transport.stop();
    };

    return {
      connection: connection as ReadonlySignal<ConnectionState>,
      feedAlerts: feedAlerts as ReadonlySignal<readonly string[]>,
      /**
       * Null while the prices shown are live; otherwise why not (the browser is offline, the
       * feed is down or reconnecting, or silent for FEED_STALE_AFTER_MS). Prices lock and
       * placement waits meanwhile; the feed's return resyncs from a snapshot and unlocks them.
       */
      pricesNotLive: pricesNotLive as ReadonlySignal<PricesNotLiveReason | null>,
      /** The last snapshot: light (main markets only, the rest loaded per event) and its generation. */
      snapshot: snapshot as ReadonlySignal<{ light: boolean; generation: number }>,
      /** Feed messages the client could not read (logged, never applied). */
      invalidMessages: invalidMessages as ReadonlySignal<number>,
      /**
       * Starts the feed once: every view that shows live prices asks, and a second call
       * while it runs would open a second stream (and apply each change twice).
       */
      start: (): Promise<void> => {
        // A disposed model opens nothing: a view mounting late must not bring the feed back.
        if (running || owner.disposed) return Promise.resolve();
        running = true;
        feedRunning.value = true;
        lastSignOfLife = now();
        silent.value = false;
        watchSilence();
        return transport.start();
      },
      stop: stopFeed,
      /** Applies what is pending now instead of waiting for the frame (tests). */
      flush: () => coalescer.flushNow(),
      get cursor() {
        return transport.cursor;
      },
      /** The run of the operator's feed the cursor belongs to (null: the operator sends no epochs). */
      get epoch() {
        return transport.epoch;
      },
    };
  });
}

export type LiveModel = ReturnType<typeof createLiveModel>;
