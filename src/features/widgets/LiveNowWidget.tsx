import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSportKey, sportByCode, type Sport } from '../../core';
import { useStableIds } from '../events/useStableIds';
import { HomeSection } from '../homePage/HomeSection';
import { useRuntime } from '../runtime/RuntimeContext';
import { maxProblem, shownCount, sportProblem } from './widgetAttributeProblems';
import { useReportedProblem } from './useReportedProblem';
import { WidgetFailure } from './WidgetFailure';
import { WidgetSurface } from './WidgetSurface';

const TAG = 'sportsbook-live-now';

/**
 * `<sportsbook-live-now sport max>`: the live feed's events of one sport (every sport when
 * `sport` is absent), at most `max`, in the feed's order, as the home page's "Live now" block
 * draws them (HomeSection, EventCard). Events that end leave and new ones come in as the feed
 * says. An unknown sport shows nothing but the console's fix; a bad `max` falls back to 10.
 * While the live feed cannot be reached and no live event is known, the widget shows its
 * failure notice (not "nothing is live"); it goes when the feed answers, by itself or on Retry.
 */
export function LiveNowWidget({ sport, max }: { sport?: string | undefined; max?: number | undefined }) {
  const sportFault = sportProblem(TAG, sport);
  useReportedProblem(sportFault);
  useReportedProblem(maxProblem(TAG, max));
  const count = shownCount(max);
  const chosen = sportFault === null && sport !== undefined && sport.trim() !== '' ? sportByCode(sport) : null;
  const key = chosen === null ? null : parseSportKey(sport as string);
  const sportCode = key === null ? null : key.code;
  // The key the sports menu lists the sport under ('FOOT', 'CRIC-india'), whatever the attribute's case.
  const menuKey = key === null ? null : key.variant === null ? key.code : `${key.code}-${key.variant}`;
  return (
    <WidgetSurface kind="live-now">
      {/* Keyed: the list's computed reads its sport and count once, so a change of either is a new list. */}
      {sportFault === null ? <LiveNowList key={`${menuKey ?? 'all'}-${count}`} sport={chosen} sportCode={sportCode} menuKey={menuKey} count={count} /> : null}
    </WidgetSurface>
  );
}

function LiveNowList({ sport, sportCode, menuKey, count }: { sport: Sport | null; sportCode: string | null; menuKey: string | null; count: number }) {
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
  const nothingKnown = catalogue.liveEventIds.value.length === 0;
  const connecting = live.connection.value === 'connecting' && nothingKnown;
  const notLive = live.pricesNotLive.value;
  // Known events stay on screen with their prices locked, as everywhere; with none known, an empty list would say "nothing is live", which nobody knows.
  const unreachable = nothingKnown && (notLive === 'feed-down' || notLive === 'browser-offline');
  // The sport's name as the sports menu and the live page show it: the operator's, in the
  // bettor's language (the sports list is asked for per language). Core's names are English
  // only, so until that list answers the title is the plain "Live now", as on the live page.
  const sportName = menuKey === null ? null : (sports.list.value.find((entry) => entry.code === menuKey)?.name ?? null);

  if (unreachable) return <WidgetFailure error={new Error(`Live events could not be loaded: the live feed is not reachable (${notLive}); it is tried again automatically.`)} onRetry={() => live.retryNow()} />;

  return (
    <HomeSection
      title={sport && sportName ? t('liveTitleForSport', { sport: sportName }) : t('liveTitle')}
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
