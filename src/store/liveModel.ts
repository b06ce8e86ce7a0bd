import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Api, ApiEvent } from '../api';
import { consoleLogger, type CoreLogger, type PriceUpdate } from '../core';
import { createFrameCoalescer, createLiveTransport, type ConnectionState, type DecodedChange, type EventChangePayload, type FrameScheduler, type LiveTransportOptions } from '../live';
import type { CatalogueModel } from './catalogueModel';
import { ownedModel } from './ownedModel';

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
}

type Pending = { kind: 'price'; update: PriceUpdate } | { kind: 'event'; change: EventChangePayload } | { kind: 'feed-alert'; feed: string; active: boolean };

/**
 * The hot path (docs/architecture.md "Live prices"): feed changes are coalesced per
 * animation frame, latest value per key (an outcome's price, a market's status, an
 * event's state), then written to their signals in one batch.
 */
export function createLiveModel({ api, catalogue, streamUrl, schedule, transport: overrides = {}, logger = consoleLogger, lazyMarketsAbove }: LiveModelOptions) {
  return ownedModel((owner) => {
    const connection = signal<ConnectionState>('connecting');
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
      const prices: PriceUpdate[] = [];
      const events: EventChangePayload[] = [];
      for (const entry of latest.values()) {
        if (entry.kind === 'price') prices.push(entry.update);
        else if (entry.kind === 'event') events.push(entry.change);
      }
      batch(() => {
        catalogue.applyPriceUpdates(prices);
        fetchNewLiveEvents(catalogue.applyEventChanges(events));
        for (const entry of latest.values()) {
          if (entry.kind !== 'feed-alert') continue;
          feedAlerts.value = entry.active ? [...new Set([...feedAlerts.value, entry.feed])] : feedAlerts.value.filter((feed) => feed !== entry.feed);
        }
      });
    }, schedule);

    const onChange = (change: DecodedChange) => {
      if (change.kind === 'price') {
        // A status-only change is keyed by market, a price by outcome: neither hides the other.
        coalescer.push(change.update.outcomeId ? `o:${change.update.outcomeId}` : `m:${change.update.marketId}`, { kind: 'price', update: change.update });
      } else if (change.kind === 'event') {
        coalescer.push(`e:${change.change.eid}`, { kind: 'event', change: change.change });
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
      changes: (since, abort) => api.marketData.changes(since, abort),
      onSnapshot: (taken) =>
        batch(() => {
          catalogue.applySnapshot(taken.events, { light: lightSnapshot });
          snapshot.value = { light: lightSnapshot, generation: snapshot.peek().generation + 1 };
        }),
      onChange,
      onState: (state) => {
        connection.value = state;
      },
      ...overrides,
    });
    // The stream, its reconnect or poll timer, and the frame's pending changes end with the model.
    owner.onDispose(() => {
      running = false;
      transport.stop();
      coalescer.stop();
    });

    return {
      connection: connection as ReadonlySignal<ConnectionState>,
      feedAlerts: feedAlerts as ReadonlySignal<readonly string[]>,
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
        return transport.start();
      },
      stop: () => {
        running = false;
        transport.stop();
      },
      /** Applies what is pending now instead of waiting for the frame (tests). */
      flush: () => coalescer.flushNow(),
      get cursor() {
        return transport.cursor;
      },
    };
  });
}

export type LiveModel = ReturnType<typeof createLiveModel>;
