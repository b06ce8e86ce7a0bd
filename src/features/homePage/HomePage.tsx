import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveHighlights, upcomingHighlights, type HighlightCandidate } from '../../core';
import type { CatalogueModel } from '../../store';
import { expectOdds } from '../../ui/firstOddsShown';
import { useStableIds } from '../events/useStableIds';
import { PageSection } from '../pages/PageSection';
import { useRuntime } from '../runtime/RuntimeContext';
import { useLoadedSignal } from '../runtime/useLoadedSignal';
import { useSportsMenuBeside } from '../sportsMenu/SportsMenuBeside';
import { HomeSection } from './HomeSection';
import { HomeSports } from './HomeSports';
import { HOME_LIVE_COUNT, HOME_LIVE_QUERY, HOME_UPCOMING_COUNT, HOME_UPCOMING_QUERY } from './homeQueries';

export { HOME_LIVE_COUNT, HOME_UPCOMING_COUNT } from './homeQueries';

/** The events as the highlight rules read them; a finished flag subscribes, so an event that ends leaves the block. */
function candidates(catalogue: CatalogueModel, ids: readonly string[]): HighlightCandidate[] {
  return ids.flatMap((id) => {
    const event = catalogue.event(id)?.value;
    return event ? [{ id, sportCode: event.sportCode, outright: event.outright, isFinished: event.isFinished }] : [];
  });
}

/**
 * The home page (`/` and the Homepage pseudo-category 10001): "Live now", up to 10 live
 * events spread across sports in the operator's order, and "Upcoming", the next fixtures.
 * The live feed runs while it shows, so clocks, scores and prices move inside the cards.
 * Where no sports menu is beside the page, the sports come first (HomeSports).
 */
export function HomePage() {
  useSignals();
  const { t } = useTranslation('homePage');
  const runtime = useRuntime();
  const { catalogue, live, sports } = runtime.store;
  const [attempt, setAttempt] = useState({ live: 0, upcoming: 0 });
  const sportsMenuBeside = useSportsMenuBeside();

  useEffect(() => {
    void live.start();
    return sports.watch();
  }, [live, sports]);

  const liveLoad = useLoadedSignal(() => expectOdds(runtime.loadEvents(HOME_LIVE_QUERY)), `live-${attempt.live}`);
  const upcomingLoad = useLoadedSignal(() => expectOdds(runtime.loadEvents(HOME_UPCOMING_QUERY)), `upcoming-${attempt.upcoming}`);

  const liveIds = useStableIds(() => {
    const loaded = liveLoad.value;
    if (loaded.status !== 'ready') return [];
    return liveHighlights(candidates(catalogue, loaded.data), sports.list.value.map((sport) => sport.code), HOME_LIVE_COUNT);
  });
  const upcomingIds = useStableIds(() => {
    const loaded = upcomingLoad.value;
    return loaded.status === 'ready' ? upcomingHighlights(candidates(catalogue, loaded.data), HOME_UPCOMING_COUNT) : [];
  });

  return (
    <PageSection title={t('title')} route="home">
      <div className="sb-home">
        {/* Without a sports menu beside the page (phones, layouts with no left column), home is where every sport is reached. */}
        {sportsMenuBeside ? null : <HomeSports />}
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
      </div>
    </PageSection>
  );
}
