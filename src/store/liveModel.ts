import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { createLiveExtensionMemory, HttpError, isAbsentCallStatus, type Api, type ApiEvent, type LiveExtensionMemory } from '../api';
import { consoleLogger, FEED_STALE_AFTER_MS, type CoreLogger, type PriceUpdate } from '../core';
import { createFrameCoalescer, createLiveTransport, createPollLoop, mergeEventChanges, type ConnectionState, type DecodedChange, type EventChangePayload, type FrameScheduler, type LiveTransportOptions } from '../live';
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
  /**
   * Whether the operator offers the live feed extension (snapshot, push stream, changes
   * poll), remembered for the session; absent, the feed runs on the spec's calls alone
   * (docs/client.md "Live prices without the push stream"). A fresh memory by default: try the extension.
   */
  extension?: LiveExtensionMemory;
  /** The tab's visibility: the spec's calls are not polled while it is hidden. */
  visibility?: { visible(): boolean; onVisible(listener: () => void): () => void };
}

/** Which calls carry live prices: the extension's push stream, or the spec's calls polled. */
export type LiveFeedSource = 'push' | 'spec-poll';

type Pending = { kind: 'price'; update: PriceUpdate; cursor: number; epoch: string } | { kind: 'event'; change: EventChangePayload; cursor: number; epoch: string } | { kind: 'feed-alert'; feed: string; active: boolean };

/**
 * The hot path (docs/architecture.md "Live prices"): feed changes are coalesced per
 * animation frame, latest value per key (an outcome's price, a market's status, an
 * event's state), then written to their signals in one batch.
 */
export function createLiveModel({ api, catalogue, streamUrl, schedule, transport: overrides = {}, logger = consoleLogger, lazyMarketsAbove, network = ALWAYS_ONLINE, staleAfterMs = FEED_STALE_AFTER_MS, now = Date.now, extension = createLiveExtensionMemory(), visibility }: LiveModelOptions) {
  return ownedModel((owner) => {
    const source = signal<LiveFeedSource>(extension.absent() ? 'spec-poll' : 'push');
    /** Rounds of the spec's calls answered (spec-poll only): views re-declare what they show after each. */
    const rounds = signal(0);
    const pollInterval = () => {
      const setting = overrides.pollIntervalMs ?? 5000;
      return typeof setting === 'function' ? setting() : setting;
    };
    /**
     * Polled, the feed is silent between rounds by design: it counts as silent only after two
     * rounds went unanswered (and never sooner than a stream would).
     */
    const silenceLimit = () => (source.peek() === 'spec-poll' ? Math.max(staleAfterMs, 2 * pollInterval() + 2000) : staleAfterMs);
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
      const due = lastSignOfLife + silenceLimit() - now();
      silenceTimer = owner.setTimeout(() => {
        silenceTimer = null;
        if (!feedRunning.peek()) return;
        if (now() - lastSignOfLife >= silenceLimit()) {
          if (!silent.peek()) {
            silent.value = true;
            // A stream that says nothing may be hung: start again from a snapshot (the
            // transport keeps retrying on its own while the server cannot be reached).
            resynchroniseFeed();
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
        if (isOnline && feedRunning.peek()) resynchroniseFeed();
      }),
    );
    /** Whether the last snapshot carried main markets only, and how many snapshots were taken (a resync bumps it). */
    const snapshot = signal({ light: false, generation: 0 });
    let lightSnapshot = false;
    const feedAlerts = signal<readonly string[]>([]);
    const invalidMessages = signal(0);

    /** Ids being fetched, so a burst of changes for one new event asks once. */
    const fetching = new Set<string>();
    /**
     * Ids being fetched whose end (or removal) the feed reported meanwhile. The catalogue
     * cannot apply an end to an event it does not hold, and the answer, read before the end,
     * says the match is running: added as it is, it would stay live for good, as no later
     * change names an ended match (seen with the world stepping ten minutes a second: the
     * live list grew to three times the matches in play).
     */
    const endedWhileFetching = new Set<string>();
    /** Bumped by each snapshot: answers asked for before it may be older than the list it set. */
    let snapshotsTaken = 0;
    /** Spec 4: new live events appear. The feed names them; their markets come from the event call. */
    function fetchNewLiveEvents(eventIds: readonly string[]): void {
      const newIds = eventIds.filter((eventId) => !fetching.has(eventId));
      if (newIds.length === 0) return;
      for (const eventId of newIds) fetching.add(eventId);
      const askedAfterSnapshot = snapshotsTaken;
      // Fetched together and added in one go: events kicking off in the same frame make one
      // change to the live list (one render of the page around the cards), not one each.
      void Promise.allSettled(newIds.map((eventId) => api.marketData.event(eventId))).then((results) => {
        const ended = newIds.filter((eventId) => endedWhileFetching.has(eventId));
        for (const eventId of newIds) {
          fetching.delete(eventId);
          endedWhileFetching.delete(eventId);
        }
        if (owner.disposed) return;
        const loaded: Awaited<ReturnType<typeof api.marketData.event>>[] = [];
        results.forEach((result, index) => {
          if (result.status === 'fulfilled') loaded.push(result.value);
          // The next snapshot (reconnect or resync) brings it in; nothing shown is wrong meanwhile.
          else logger.warn(`Live event ${newIds[index]} could not be loaded (${result.reason instanceof Error ? result.reason.message : String(result.reason)}); it will appear with the next snapshot.`);
        });
        // Left out: an event that ended while asked for, and every answer when a snapshot came
        // meanwhile (the snapshot's list is the newer; a match still in play is named by its
        // next clock change and asked for again).
        const stillLive = snapshotsTaken === askedAfterSnapshot ? loaded.filter((event) => !ended.includes(event.id)) : [];
        if (stillLive.length > 0) catalogue.addLiveEvents(stillLive);
      });
    }
    /** Notes the ends the feed reports for events being fetched (the catalogue has nothing to end yet). */
    function noteEndsWhileFetching(changes: readonly { change: EventChangePayload }[]): void {
      if (fetching.size === 0) return;
      for (const { change } of changes) {
        if ((change.status === 'END_OF_EVENT' || change.status === 'REMOVED') && fetching.has(change.eid)) endedWhileFetching.add(change.eid);
      }
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
        for (const [epoch, changes] of events) {
          noteEndsWhileFetching(changes);
          fetchNewLiveEvents(catalogue.applyFeedEventChanges(changes, epoch));
        }
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
        const taken = await api.marketData.snapshot(lazyMarketsAbove?.()).catch(extensionAbsentIf);
        lightSnapshot = taken.light === true;
        return taken;
      },
      changes: (since, abort, epoch) => api.marketData.changes(since, abort, epoch).catch(extensionAbsentIf),
      onSnapshot: (taken) =>
        batch(() => {
          snapshotsTaken += 1;
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

    /**
     * One round of the spec's calls (spec 7 "Market data"): the live page, every live event
     * with its main market. Taken as a light snapshot: the live list follows it, the markets
     * already known stay, and what views show in full is asked by liveMarketsModel after the
     * round (one list call). The first round is the feed's snapshot; the next ones only move
     * prices (the catalogue flashes each move), so nothing reloads on every round.
     */
    async function specRound(): Promise<void> {
      try {
        const page = await api.marketData.livePage();
        if (owner.disposed || source.peek() !== 'spec-poll') return;
        const events = page.sports.flatMap((sport) => sport.events);
        batch(() => {
          catalogue.applySnapshot(events, { light: true });
          if (rounds.peek() === 0) snapshot.value = { light: true, generation: snapshot.peek().generation + 1 };
          rounds.value += 1;
          connection.value = 'polling';
        });
        signOfLife();
      } catch (error) {
        if (!owner.disposed) connection.value = 'offline';
        throw error;
      } finally {
        settleFirstRound();
      }
    }
    const specLoop = createPollLoop({
      run: specRound,
      intervalMs: pollInterval,
      ...(visibility ? { visible: () => visibility.visible(), onVisible: (listener: () => void) => visibility.onVisible(listener) } : {}),
      setTimer: (callback, ms) => owner.setTimeout(callback, ms),
      clearTimer: (handle) => owner.clearTimeout(handle as ReturnType<typeof owner.setTimeout>),
    });
    /** Settles when the first round has answered (or failed): what `start` waits for in spec-poll. */
    let firstRound: Promise<void> | null = null;
    let firstRoundDone: (() => void) | null = null;
    const settleFirstRound = () => {
      firstRoundDone?.();
      firstRoundDone = null;
    };
    function startSpecPoll(): Promise<void> {
      firstRound ??= new Promise<void>((resolve) => {
        firstRoundDone = resolve;
      });
      specLoop.start();
      return firstRound;
    }

    /**
     * The operator answered that it has no such call (the extension is absent): remembered for
     * the session, the push transport stops before it retries, and the spec's calls take over.
     */
    function extensionAbsentIf(error: unknown): never {
      if (error instanceof HttpError && isAbsentCallStatus(error.status)) {
        extension.markAbsent();
        if (source.peek() !== 'spec-poll') {
          logger.warn('The operator has no live feed extension (snapshot, push stream, changes poll): live prices come from the spec\'s calls, polled at poll_changes_refresh_interval.');
          source.value = 'spec-poll';
          transport.stop();
          if (running) void startSpecPoll();
        }
      }
      throw error;
    }

    const resynchroniseFeed = () => {
      if (source.peek() === 'spec-poll') specLoop.pollNow();
      else void transport.resynchronise().catch(() => undefined);
    };

    // The stream, its reconnect or poll timer, and the frame's pending changes end with the model.
    owner.onDispose(() => {
      running = false;
      transport.stop();
      specLoop.stop();
      coalescer.stop();
    });
    const stopFeed = () => {
      running = false;
      feedRunning.value = false;
      stopWatching();
      transport.stop();
      specLoop.stop();
      settleFirstRound();
      firstRound = null;
      rounds.value = 0;
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
      /** Which calls carry live prices: the extension's push stream, or the spec's calls polled. */
      source: source as ReadonlySignal<LiveFeedSource>,
      /** Rounds of the spec's calls answered since the feed started (spec-poll; 0 with the push stream). */
      rounds: rounds as ReadonlySignal<number>,
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
        const begin = (): Promise<void> => {
          if (!running || owner.disposed) return Promise.resolve();
          if (extension.absent() || source.peek() === 'spec-poll') {
            source.value = 'spec-poll';
            return startSpecPoll();
          }
          // The transport may find the extension absent on its first call: the spec's first round then settles the start.
          return transport.start().then(() => (source.peek() === 'spec-poll' && running ? startSpecPoll() : undefined));
        };
        // A check the pre-paint started (its snapshot) is waited for: an absent call is asked once.
        const checking = extension.settled();
        return checking ? checking.then(begin) : begin();
      },
      stop: stopFeed,
      /**
       * Asks the operator again now (a snapshot, then the stream; or the spec's next round)
       * instead of waiting out the backoff: a view's Retry while the feed is down.
       */
      retryNow: (): void => {
        if (running && !owner.disposed) resynchroniseFeed();
      },
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
