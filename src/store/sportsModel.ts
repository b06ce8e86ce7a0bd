import { computed, effect, type ReadonlySignal } from '@preact/signals-core';
import type { QueryClient } from '@tanstack/query-core';
import type { MarketDataEndpoints } from '../api';
import type { CatalogueModel } from './catalogueModel';
import { ownedModel } from './ownedModel';
import { createPolledValue } from './serverState';
import { orderSports, sportsOrderSetting, type MenuSport } from './sportsOrder';

/**
 * How often a watched sports list is asked for again. The spec does not say; a minute
 * keeps the event and live counts of sports the live feed does not reach (a kick-off in
 * a sport nobody opened) close to the truth for the price of one small call.
 */
export const SPORTS_REFRESH_MS = 60_000;

export interface SportsModelDependencies {
  marketData: Pick<MarketDataEndpoints, 'sports'>;
  serverState: QueryClient;
  catalogue: Pick<CatalogueModel, 'liveEventIds'>;
  /** The operator's raw settings, for `sports_order`. */
  settings: ReadonlySignal<Readonly<Record<string, unknown>> | null>;
  /** Names come in the page's language and the list is the brand's, so both key the cache. */
  locale: ReadonlySignal<string>;
  brand: ReadonlySignal<string>;
}

/**
 * The sports catalogue as the menu shows it (GET /xapi/rest/sports through the
 * server-state cache): ordered by the operator's `sports_order`, with event and live
 * counts. Nothing is fetched until a view watches it. The live counts are the server's;
 * whenever the live feed changes the set of live events (a snapshot, an END_OF_EVENT) the
 * list is asked for again, so a badge follows the feed without this model re-deriving
 * sport membership from events it may not hold.
 */
export function createSportsModel({ marketData, serverState, catalogue, settings, locale, brand }: SportsModelDependencies) {
  return ownedModel(() => {
    const queryKey = () => ['sports', brand.value, locale.value] as const;
    const polled = createPolledValue(serverState, { queryKey: queryKey(), fetch: () => marketData.sports(), intervalMs: SPORTS_REFRESH_MS, enabled: false });
    let watchers = 0;

    // The polled list is a child model: it and these effects end with this one.
    effect(() => {
      const key = queryKey();
      polled.update({ queryKey: key, enabled: watchers > 0, intervalMs: SPORTS_REFRESH_MS });
    });

    let seenLiveIds = catalogue.liveEventIds.peek();
    effect(() => {
      const ids = catalogue.liveEventIds.value;
      if (ids === seenLiveIds) return;
      seenLiveIds = ids;
      if (watchers > 0) void polled.refetch();
    });

    const list = computed<readonly MenuSport[]>(() => orderSports(polled.data.value ?? [], sportsOrderSetting(settings.value?.sports_order)));

    return {
      /** The menu's sports in the operator's order; empty until the first answer. */
      list,
      loading: polled.loading,
      error: polled.error,
      /** Whether an answer has arrived (an empty list then means the operator offers none). */
      loaded: computed(() => polled.data.value !== undefined),
      /** Asks again now (a retry after an error). */
      refetch: () => polled.refetch(),
      /** Keeps the list fetched and refreshed while at least one view shows it; call the returned function to stop. */
      watch(): () => void {
        watchers += 1;
        if (watchers === 1) polled.update({ queryKey: queryKey(), enabled: true, intervalMs: SPORTS_REFRESH_MS });
        let stopped = false;
        return () => {
          if (stopped) return;
          stopped = true;
          watchers -= 1;
          if (watchers === 0) polled.update({ queryKey: queryKey(), enabled: false, intervalMs: SPORTS_REFRESH_MS });
        };
      },
    };
  });
}

export type SportsModel = ReturnType<typeof createSportsModel>;
