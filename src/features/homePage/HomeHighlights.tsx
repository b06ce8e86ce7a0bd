import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { liveHighlights, upcomingHighlights, type HighlightCandidate } from '../../core';
import type { CatalogueModel } from '../../store';
import { expectOdds } from '../../ui/firstOddsShown';
import { useStableIds } from '../events/useStableIds';
import { useRuntime } from '../runtime/RuntimeContext';
import { useLoadedSignal } from '../runtime/useLoadedSignal';
import { HomeSection } from './HomeSection';
import { HOME_LIVE_QUERY, HOME_UPCOMING_COUNT, HOME_UPCOMING_QUERY } from './homeQueries';

/** The events as the highlight rules read them; a finished flag subscribes, so an event that ends leaves the block. */
function candidates(catalogue: CatalogueModel, ids: readonly string[]): HighlightCandidate[] {
  return ids.flatMap((id) => {
    const event = catalogue.event(id)?.value;
    return event ? [{ id, sportCode: event.sportCode, outright: event.outright, isFinished: event.isFinished }] : [];
  });
}

export interface HomeHighlightsProps {
  /** Cards in "Live now" (the home page: HOME_LIVE_COUNT). */
  liveCount: number;
  /** Cards in "Upcoming" (the home page: HOME_UPCOMING_COUNT). */
  upcomingCount: number;
  /**
   * Shown alone in place of both blocks when either could not be loaded, with the retry that
   * loads the failed ones again (`<sportsbook-top-events>`: the widget's one notice). Absent
   * (the home page), each block says so itself with its own Try again.
   */
  failureNotice?: (error: unknown, retry: () => void) => ReactNode;
}

/**
 * The operator's highlighted events, the spec's Homepage pseudo-category (10001): "Live now",
 * live events spread across sports in the operator's order, and "Upcoming", the next
 * fixtures. The home page shows them, and so does `<sportsbook-top-events>` on a host page:
 * one component, so the two never pick differently. Up to the home page's counts the
 * queries are the home page's own (one server-state cache entry, started early by
 * startFirstRouteData.ts); a bigger count asks for a bigger page.
 */
export function HomeHighlights({ liveCount, upcomingCount, failureNotice }: HomeHighlightsProps) {
  useSignals();
  const { t } = useTranslation('homePage');
  const runtime = useRuntime();
  const { catalogue, live, sports } = runtime.store;
  const [attempt, setAttempt] = useState({ live: 0, upcoming: 0 });

  useEffect(() => {
    void live.start();
    return sports.watch();
  }, [live, sports]);

  // Outrights are left out of "Upcoming": twice the cards shown, as the home page asks.
  const upcomingQuery = upcomingCount <= HOME_UPCOMING_COUNT ? HOME_UPCOMING_QUERY : { ...HOME_UPCOMING_QUERY, eventsPerPage: upcomingCount * 2 };
  const liveLoad = useLoadedSignal(() => expectOdds(runtime.loadEvents(HOME_LIVE_QUERY)), `live-${attempt.live}`);
  const upcomingLoad = useLoadedSignal(() => expectOdds(runtime.loadEvents(upcomingQuery)), `upcoming-${attempt.upcoming}-${upcomingQuery.eventsPerPage}`);

  const liveIds = useStableIds(() => {
    const loaded = liveLoad.value;
    if (loaded.status !== 'ready') return [];
    return liveHighlights(candidates(catalogue, loaded.data), sports.list.value.map((sport) => sport.code), liveCount);
  });
  const upcomingIds = useStableIds(() => {
    const loaded = upcomingLoad.value;
    return loaded.status === 'ready' ? upcomingHighlights(candidates(catalogue, loaded.data), upcomingCount) : [];
  });

  const liveLoaded = liveLoad.value;
  const upcomingLoaded = upcomingLoad.value;
  const failure = liveLoaded.status === 'failed' ? liveLoaded.error : upcomingLoaded.status === 'failed' ? upcomingLoaded.error : null;
  if (failureNotice && failure !== null) {
    return failureNotice(failure, () =>
      setAttempt((current) => ({
        live: current.live + (liveLoaded.status === 'failed' ? 1 : 0),
        upcoming: current.upcoming + (upcomingLoaded.status === 'failed' ? 1 : 0),
      })),
    );
  }

  return (
    <>
      <HomeSection
        title={t('liveTitle')}
        moreHref="/live/sport/"
        moreText={t('liveLink')}
        status={liveLoad.value.status}
        eventIds={liveIds}
        emptyText={t('liveEmpty')}
        onRetry={() => setAttempt((current) => ({ ...current, live: current.live + 1 }))}
      />
      <HomeSection
        title={t('upcomingTitle')}
        moreHref="/sports/fixtures"
        moreText={t('upcomingLink')}
        status={upcomingLoad.value.status}
        eventIds={upcomingIds}
        emptyText={t('upcomingEmpty')}
        onRetry={() => setAttempt((current) => ({ ...current, upcoming: current.upcoming + 1 }))}
      />
    </>
  );
}
