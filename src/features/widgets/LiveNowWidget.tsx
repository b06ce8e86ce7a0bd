import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSportKey, sportByCode, type Sport } from '../../core';
import { useStableIds } from '../events/useStableIds';
import { HomeSection } from '../homePage/HomeSection';
import { useRuntime } from '../runtime/RuntimeContext';
import { maxProblem, shownCount, sportProblem } from './widgetAttributeProblems';
import { useReportedProblem } from './useReportedProblem';
import { WidgetSurface } from './WidgetSurface';

const TAG = 'sportsbook-live-now';

/**
 * `<sportsbook-live-now sport max>`: the live feed's events of one sport (every sport when
 * `sport` is absent), at most `max`, in the feed's order, as the home page's "Live now" block
 * draws them (HomeSection, EventCard). Events that end leave and new ones come in as the feed
 * says. An unknown sport shows nothing but the console's fix; a bad `max` falls back to 10.
 */
export function LiveNowWidget({ sport, max }: { sport?: string | undefined; max?: number | undefined }) {
  const sportFault = sportProblem(TAG, sport);
  useReportedProblem(sportFault);
  useReportedProblem(maxProblem(TAG, max));
  const count = shownCount(max);
  const chosen = sportFault === null && sport !== undefined && sport.trim() !== '' ? sportByCode(sport) : null;
  const sportCode = chosen === null ? null : parseSportKey(sport as string).code;
  return (
    <WidgetSurface kind="live-now">
      {/* Keyed: the list's computed reads its sport and count once, so a change of either is a new list. */}
      {sportFault === null ? <LiveNowList key={`${sportCode ?? 'all'}-${count}`} sport={chosen} sportCode={sportCode} count={count} /> : null}
    </WidgetSurface>
  );
}

function LiveNowList({ sport, sportCode, count }: { sport: Sport | null; sportCode: string | null; count: number }) {
  useSignals();
  const { t } = useTranslation('homePage');
  const { catalogue, live, sports } = useRuntime().store;

  useEffect(() => {
    void live.start();
    return sports.watch();
  }, [live, sports]);

  const eventIds = useStableIds(() => {
    const all = catalogue.liveEventIds.value;
    const ofSport = sportCode === null ? all : all.filter((eventId) => catalogue.event(eventId)?.value.sportCode === sportCode);
    return ofSport.slice(0, count);
  });
  const connecting = live.connection.value === 'connecting' && catalogue.liveEventIds.value.length === 0;

  return (
    <HomeSection
      title={sport ? t('liveTitleForSport', { sport: sport.name }) : t('liveTitle')}
      moreHref={sport ? `/live/sport/${sport.id}-${sport.code}` : '/live/sport/'}
      moreText={t('liveLink')}
      status={connecting ? 'loading' : 'ready'}
      eventIds={eventIds}
      emptyText={t('liveEmpty')}
      // HomeSection offers a retry only after a failure, which a feed that reconnects by itself never reports.
      onRetry={() => void live.start()}
    />
  );
}
