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
  catalogue: Pick<CatalogueModel, 'liveEventIds' | 'event'>;
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
 * when the set of live events changes in a way the last answer cannot have counted (an
 * event ended, or a sport now has more live events here than the answer says: a kick-off)
 * the list is asked for again, so a badge follows the feed without this model re-deriving
 * sport membership from events it may not hold. Live events merely arriving (the feed's
 * snapshot, a list loaded) are ones the answer already counted: every page load would
 * otherwise ask for the list twice.
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

    /** Whether the answer counts every live event now held (per sport), when none has ended since. */
    const answerCounts = (ids: readonly string[], answer: readonly { code: string; liveEventCount: number }[]): boolean => {
      const held = new Map<string, number>();
      for (const id of ids) {
        const sportCode = catalogue.event(id)?.peek().sportCode;
        if (sportCode === undefined) return false;
        held.set(sportCode, (held.get(sportCode) ?? 0) + 1);
      }
      return [...held].every(([code, count]) => (answer.find((sport) => sport.code === code)?.liveEventCount ?? 0) >= count);
    };

    let seenLiveIds = catalogue.liveEventIds.peek();
    effect(() => {
      const ids = catalogue.liveEventIds.value;
      if (ids === seenLiveIds) return;
      const now = new Set(ids);
      const ended = seenLiveIds.some((id) => !now.has(id));
      seenLiveIds = ids;
      if (watchers === 0) return;
      const answer = polled.data.peek();
      if (!ended && answer !== undefined && answerCounts(ids, answer)) return;
      void polled.refetch();
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
