import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { MarketDataEndpoints } from '../api';
import { consoleLogger, type CoreLogger } from '../core';
import type { CatalogueModel } from './catalogueModel';

export interface LiveMarketsDependencies {
  marketData: Pick<MarketDataEndpoints, 'liveMarkets' | 'liveSport'>;
  catalogue: Pick<CatalogueModel, 'applyEventMarkets' | 'applyEvents'>;
  /** The live feed's last snapshot (liveModel.snapshot). */
  snapshot: ReadonlySignal<{ light: boolean; generation: number }>;
  logger?: CoreLogger;
}

/**
 * The live page's lazy markets (spec 9 lazy_loading_markets_live_event_count_threshold,
 * docs/site.md "Live page"). Above the threshold the feed's snapshot carries each live
 * event's main market only; the rest comes per event (GET /xapi/marketdata/livepage/markets/{id})
 * when its card nears the viewport, or per sport (/xapi/marketdata/livepage/{id}) for a sport
 * tab under the threshold. Each is asked once per snapshot: a resync brings light events
 * again, so what is shown is asked for afresh and nothing stays stale.
 */
export function createLiveMarketsModel({ marketData, catalogue, snapshot, logger = consoleLogger }: LiveMarketsDependencies) {
  let generation = snapshot.peek().generation;
  const asked = new Set<string>();
  const warn = (what: string, error: unknown) => logger.warn(`${what} could not be loaded (${error instanceof Error ? error.message : String(error)}); its card keeps its main market and asks again when shown again.`);

  /** Whether a key was already asked for since the last snapshot; marks it asked. */
  function firstAsk(key: string): boolean {
    const current = snapshot.peek().generation;
    if (current !== generation) {
      generation = current;
      asked.clear();
    }
    if (asked.has(key)) return false;
    asked.add(key);
    return true;
  }

  return {
    /** Whether cards must ask for their markets: the last snapshot was light. */
    lazy: computed(() => snapshot.value.light),
    /** Snapshot generation, for views that re-ask what they show after a resync. */
    generation: computed(() => snapshot.value.generation),
    requestEvent(eventId: string): void {
      if (!firstAsk(`event:${eventId}`)) return;
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
      marketData
        .liveSport(sportId)
        .then((answer) => catalogue.applyEvents(answer.events))
        .catch((error: unknown) => {
          asked.delete(`sport:${sportId}`);
          warn(`The live markets of sport ${sportId}`, error);
        });
    },
  };
}

export type LiveMarketsModel = ReturnType<typeof createLiveMarketsModel>;
