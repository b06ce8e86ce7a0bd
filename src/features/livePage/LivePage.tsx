import { computed, type ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui/Skeleton';
import { PageSection } from '../pages/PageSection';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { useSharedValue } from '../runtime/useSharedValue';
import { CountText } from './CountText';
import { LiveList } from './LiveList';
import { liveTabsOf } from '../../core';

/** The `/live/sport/{token}` of the live favourites (spec 2). */
export const LIVE_FAVOURITES_TOKEN = 'favourites';

/**
 * The live list (`/live/sport/`, `/live/sport/{id}-{CODE}` and `/live/sport/favourites`):
 * the live feed's events, one sport at a time when the address names one, or the live
 * events among the bettor's favourites; tabs for the sports with live events and their
 * counts. The page reads no list: the set of live events changing (nearly every world step
 * with 500 live events) renders the rows that came or went and the counts that changed
 * (LiveList, the tabs' counts), and clocks, scores and prices update inside the cards.
 */
export function LivePage({ sportCode, token = null }: { sportCode: string | null; token?: string | null }) {
  useSignals();
  const { t } = useTranslation('livePage');
  const { store } = useRuntime();
  const { catalogue, live, sports, favourites } = store;
  const showFavourites = token === LIVE_FAVOURITES_TOKEN;

  useEffect(() => {
    live.start();
    return sports.watch();
  }, [live, sports]);

  // The listed ids as signals, read by what shows them (the rows, the counts), never here:
  // with 500 live events one ends or kicks off in nearly every world step, and that must
  // render the rows that came or went, not the page, its tabs and its filter (issue 19).
  const { liveFavouriteIds, eventIds } = useMemo(() => {
    const sportOf = (eventId: string) => catalogue.event(eventId)?.peek().sportCode ?? null;
    const liveFavouriteIds = computed(() => {
      const chosen = new Set(favourites.ids.value);
      return catalogue.liveEventIds.value.filter((eventId) => chosen.has(eventId));
    });
    const sportEventIds = computed(() => {
      const all = catalogue.liveEventIds.value;
      return sportCode === null ? all : all.filter((eventId) => sportOf(eventId) === sportCode.split('-')[0]);
    });
    return { liveFavouriteIds, eventIds: showFavourites ? liveFavouriteIds : sportEventIds };
  }, [catalogue, favourites, sportCode, showFavourites]);
  const liveFavouriteCount = useMemo(() => computed(() => liveFavouriteIds.value.length), [liveFavouriteIds]);
  // Strings, numbers and booleans, so a change of the live set or of a tab's count leaves the page alone.
  const connecting = useMemo(() => computed(() => live.connection.value === 'connecting' && catalogue.liveEventIds.value.length === 0), [live, catalogue]).value;
  const empty = useMemo(() => computed(() => eventIds.value.length === 0), [eventIds]).value;
  const currentSportName = useMemo(() => computed(() => (showFavourites ? undefined : liveTabsOf(sports.list.value).find((sport) => sport.code === sportCode)?.name)), [showFavourites, sports, sportCode]).value;
  // The tab's sport id from its events' paths: known with the list, before the sports menu answers.
  const sportId = useMemo(() => computed(() => (showFavourites || sportCode === null || eventIds.value[0] === undefined ? null : (catalogue.event(eventIds.value[0])?.peek().sportId ?? null))), [showFavourites, sportCode, eventIds, catalogue]).value;
  const title = showFavourites ? t('favouritesTitle') : currentSportName ? t('titleForSport', { sport: currentSportName }) : t('title');

  return (
    <PageSection title={title} route="live-list">
      <LiveTabs sportCode={sportCode} showFavourites={showFavourites} liveFavouriteCount={liveFavouriteCount} />
      {connecting ? (
        <Skeleton label={t('loading')} shape="event-cards" count={6} />
      ) : empty ? (
        <p role="status">{showFavourites ? t('favouritesEmpty') : t('empty')}</p>
      ) : (
        <LiveList key={showFavourites ? LIVE_FAVOURITES_TOKEN : (sportCode ?? 'all')} eventIds={eventIds} listKey={sportCode ?? 'all'} label={showFavourites ? t('favouritesTitle') : (currentSportName ?? t('title'))} sportId={sportId} filterable={!showFavourites} />
      )}
    </PageSection>
  );
}

/**
 * The tabs: "All", the live favourites and each sport with its count. The tabs' shape
 * (which sports, their ids and names) is read structurally shared and each count is
 * written into its text (CountText), so a count changing (every live-set change refetches
 * the sports) renders nothing: not the page, the tabs nor the tab (issue 19).
 */
const LiveTabs = memo(function LiveTabs({ sportCode, showFavourites, liveFavouriteCount }: { sportCode: string | null; showFavourites: boolean; liveFavouriteCount: ReadonlySignal<number> }) {
  useSignals();
  const { t } = useTranslation('livePage');
  const { sports } = useRuntime().store;
  const tabs = useSharedValue(() => liveTabsOf(sports.list.value).map(({ id, code, name }) => ({ id, code, name })));
  return (
    <nav aria-label={t('sports')}>
      <ul className="sb-live-tabs">
        <li>
          <AppLink className="sb-live-tabs__tab" href="/live/sport/" aria-current={sportCode === null && !showFavourites ? 'page' : undefined}>
            {t('all')}
          </AppLink>
        </li>
        <li>
          <AppLink className="sb-live-tabs__tab" href={`/live/sport/${LIVE_FAVOURITES_TOKEN}`} aria-current={showFavourites ? 'page' : undefined}>
            {t('favourites')} <CountText count={liveFavouriteCount} className="sb-live-tabs__count" />
          </AppLink>
        </li>
        {tabs.map((sport) => (
          <LiveSportTab key={sport.code} id={sport.id} code={sport.code} name={sport.name} current={sport.code === sportCode} />
        ))}
      </ul>
    </nav>
  );
});

const LiveSportTab = memo(function LiveSportTab({ id, code, name, current }: { id: number; code: string; name: string; current: boolean }) {
  const { sports } = useRuntime().store;
  // The code keys the tab, so it never changes for this component.
  const count = useMemo(() => computed(() => sports.list.value.find((sport) => sport.code === code)?.liveEventCount ?? 0), [sports, code]);
  return (
    <li>
      <AppLink className="sb-live-tabs__tab" href={`/live/sport/${id}-${code}`} aria-current={current ? 'page' : undefined}>
        {name} <CountText count={count} className="sb-live-tabs__count" />
      </AppLink>
    </li>
  );
});
