import { computed, effect, type ReadonlySignal } from '@preact/signals-core';
import type { ApiEvent, EventQuery, MarketDataEndpoints } from '../api';
import { consoleLogger, type CoreLogger } from '../core';
import type { CatalogueModel } from './catalogueModel';
import type { LiveFeedSource } from './liveModel';

export interface LiveMarketsDependencies {
  marketData: Pick<MarketDataEndpoints, 'liveMarkets' | 'liveSport'> & Partial<Pick<MarketDataEndpoints, 'events'>>;
  catalogue: Pick<CatalogueModel, 'applyEventMarkets' | 'applyEvents'> & Partial<Pick<CatalogueModel, 'liveEventIds' | 'event'>>;
  /** The live feed's last snapshot (liveModel.snapshot). */
  snapshot: ReadonlySignal<{ light: boolean; generation: number }>;
  /** Which calls carry live prices (liveModel.source); absent: the push stream. */
  source?: ReadonlySignal<LiveFeedSource>;
  /** Rounds of the spec's calls answered (liveModel.rounds). */
  rounds?: ReadonlySignal<number>;
  logger?: CoreLogger;
  /** Gathers the asks of one moment into one call (a microtask by default). */
  gather?: (run: () => void) => void;
}

/**
 * The live page's lazy markets (spec 9 lazy_loading_markets_live_event_count_threshold,
 * docs/site.md "Live page"). Above the threshold the feed's snapshot carries each live
 * event's main market only; the rest comes per event (GET /xapi/marketdata/livepage/markets/{id})
 * when its card nears the viewport, or per sport (/xapi/marketdata/livepage/{id}) for a sport
 * tab under the threshold. Each is asked once per snapshot: a resync brings light events
 * again, so what is shown is asked for afresh and nothing stays stale.
 *
 * Without the push stream (spec-poll, docs/client.md "Live prices without the push stream")
 * nothing else would move those markets: each round of the spec's calls is a new generation,
 * so the views say again what they show, and everything asked in one moment (the cards near
 * the viewport, a sport tab's events, the open event pages) comes in ONE list call,
 * GET /xapi/rest/events?ids=...&includeMarkets=true (a POST when its query is long, spec 7).
 */
export function createLiveMarketsModel({ marketData, catalogue, snapshot, source, rounds, logger = consoleLogger, gather = queueMicrotask }: LiveMarketsDependencies) {
  const polled = () => source?.peek() === 'spec-poll' && marketData.events !== undefined;
  const generationNow = () => snapshot.peek().generation + (rounds?.peek() ?? 0);
  let generation = generationNow();
  const asked = new Set<string>();
  const warn = (what: string, error: unknown) => logger.warn(`${what} could not be loaded (${error instanceof Error ? error.message : String(error)}); its card keeps its main market and asks again when shown again.`);

  /** Whether a key was already asked for since the last snapshot (or round); marks it asked. */
  function firstAsk(key: string): boolean {
    const current = generationNow();
    if (current !== generation) {
      generation = current;
      asked.clear();
    }
    if (asked.has(key)) return false;
    asked.add(key);
    return true;
  }

  /** Event pages open now (spec-poll: their markets come with every round), by how many views show each. */
  const watched = new Map<string, number>();
  /** Events asked in this moment, for the one list call. */
  let wanted = new Set<string>();
  let gathering = false;

  function fetchWanted(): void {
    gathering = false;
    const ids = [...wanted];
    wanted = new Set();
    if (ids.length === 0 || !marketData.events) return;
    // Every market of each (any status the catalogue shows: a suspended one stays, locked).
    const query: EventQuery = { ids, includeMarkets: true, marketStatus: 'OPEN,SUSPENDED', eventsPerPage: ids.length };
    marketData
      .events(query)
      .then((answer) => applyFull(ids, answer.events))
      .catch((error: unknown) => {
        for (const id of ids) asked.delete(`event:${id}`);
        warn(`The markets of live events ${ids.join(', ')}`, error);
      });
  }

  /** A full event: its markets become the event's (those gone since, closed or settled, leave). */
  function applyFull(ids: readonly string[], events: readonly ApiEvent[]): void {
    catalogue.applyEvents(events);
    // An event left out, or answered without markets, has no open or suspended market left:
    // the markets it showed go (the catalogue keeps known markets for a list without any).
    const withMarkets = new Set(events.filter((event) => (event.markets ?? []).length > 0).map((event) => event.id));
    for (const id of ids) if (!withMarkets.has(id)) catalogue.applyEventMarkets(id, []);
  }

  function want(eventId: string): void {
    if (eventId === '') return;
    wanted.add(eventId);
    if (gathering) return;
    gathering = true;
    gather(fetchWanted);
  }

  // Each round asks again for the open event pages (the cards ask again on their own).
  if (rounds) {
    let seen = rounds.peek();
    effect(() => {
      const round = rounds.value;
      if (round === seen) return;
      seen = round;
      if (round === 0 || !polled()) return;
      for (const eventId of watched.keys()) if (firstAsk(`event:${eventId}`)) want(eventId);
    });
  }

  return {
    /** Whether cards must ask for their markets: the last snapshot was light. */
    lazy: computed(() => snapshot.value.light),
    /** Snapshot generation (and, polled, the round), for views that re-ask what they show. */
    generation: computed(() => snapshot.value.generation + (rounds?.value ?? 0)),
    requestEvent(eventId: string): void {
      if (!firstAsk(`event:${eventId}`)) return;
      if (polled()) {
        want(eventId);
        return;
      }
      marketData
        .liveMarkets(eventId)
        .then((answer) => catalogue.applyEventMarkets(eventId, answer.markets))
        .catch((error: unknown) => {
          asked.delete(`event:${eventId}`);
          warn(`The markets of live event ${eventId}`, error);
        });
    },
    requestSport(sportId: number): void {
      if (!firstAsk(`sport:${sportId}`)) return;
      if (polled() && catalogue.liveEventIds && catalogue.event) {
        // The sport's live events, in the round's one list call with the rest.
        const event = catalogue.event;
        for (const eventId of catalogue.liveEventIds.peek()) if (event(eventId)?.peek().sportId === sportId && firstAsk(`event:${eventId}`)) want(eventId);
        return;
      }
      marketData
        .liveSport(sportId)
        .then((answer) => catalogue.applyEvents(answer.events))
        .catch((error: unknown) => {
          asked.delete(`sport:${sportId}`);
          warn(`The live markets of sport ${sportId}`, error);
        });
    },
    /**
     * An event page shows this event: without the push stream its markets come with every
     * round of the spec's calls (with the stream they are pushed). Returns the stop.
     */
    watchEvent(eventId: string): () => void {
      watched.set(eventId, (watched.get(eventId) ?? 0) + 1);
      return () => {
        const count = (watched.get(eventId) ?? 1) - 1;
        if (count <= 0) watched.delete(eventId);
        else watched.set(eventId, count);
      };
    },
  };
}

export type LiveMarketsModel = ReturnType<typeof createLiveMarketsModel>;
