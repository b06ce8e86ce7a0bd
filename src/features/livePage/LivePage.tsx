import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../pages/PageSection';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { LiveList } from './LiveList';

/** The `/live/sport/{token}` of the live favourites (spec 2). */
export const LIVE_FAVOURITES_TOKEN = 'favourites';

/**
 * The live list (`/live/sport/`, `/live/sport/{id}-{CODE}` and `/live/sport/favourites`):
 * the live feed's events, one sport at a time when the address names one, or the live
 * events among the bettor's favourites; tabs for the sports with live events and their
 * counts. The list re-renders only when the set of live events changes: a sport code never
 * changes, so it is read without subscribing, and clocks, scores and prices update inside
 * the cards.
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

  const sportOf = (eventId: string) => catalogue.event(eventId)?.peek().sportCode ?? null;
  const liveFavouriteIds = useComputed(() => {
    const chosen = new Set(favourites.ids.value);
    return catalogue.liveEventIds.value.filter((eventId) => chosen.has(eventId));
  }).value;
  const sportEventIds = useComputed(() => {
    const all = catalogue.liveEventIds.value;
    return sportCode === null ? all : all.filter((eventId) => sportOf(eventId) === sportCode.split('-')[0]);
  }).value;
  const eventIds = showFavourites ? liveFavouriteIds : sportEventIds;
  // Strings and booleans, so a tab's count changing (every few world steps) leaves the page alone.
  const connecting = useComputed(() => live.connection.value === 'connecting' && catalogue.liveEventIds.value.length === 0).value;
  const currentSportName = useComputed(() => (showFavourites ? undefined : liveTabsOf(sports.list.value).find((sport) => sport.code === sportCode)?.name)).value;
  // The tab's sport id from its events' paths: known with the list, before the sports menu answers.
  const sportId = showFavourites || sportCode === null || eventIds[0] === undefined ? null : (catalogue.event(eventIds[0])?.peek().sportId ?? null);
  const title = showFavourites ? t('favouritesTitle') : currentSportName ? t('titleForSport', { sport: currentSportName }) : t('title');

  return (
    <PageSection title={title} route="live-list">
      <LiveTabs sportCode={sportCode} showFavourites={showFavourites} liveFavouriteCount={liveFavouriteIds.length} />
      {connecting ? (
        <p role="status">{t('loading')}</p>
      ) : eventIds.length === 0 ? (
        <p role="status">{showFavourites ? t('favouritesEmpty') : t('empty')}</p>
      ) : (
        <LiveList key={showFavourites ? LIVE_FAVOURITES_TOKEN : (sportCode ?? 'all')} eventIds={eventIds} label={showFavourites ? t('favouritesTitle') : (currentSportName ?? t('title'))} sportId={sportId} filterable={!showFavourites} />
      )}
    </PageSection>
  );
}

/** The sports with live events, as tabs (a sport's sub-codes, "FOOT-VIRT", are not tabs). */
function liveTabsOf<T extends { liveEventCount: number; code: string }>(sports: readonly T[]): T[] {
  return sports.filter((sport) => sport.liveEventCount > 0 && !sport.code.includes('-'));
}

/**
 * The tabs: "All", the live favourites and each sport with its count. Subscribed to the
 * sports list itself, and each tab memoised on its values, so a count changing renders
 * that one tab, not the page nor every tab.
 */
const LiveTabs = memo(function LiveTabs({ sportCode, showFavourites, liveFavouriteCount }: { sportCode: string | null; showFavourites: boolean; liveFavouriteCount: number }) {
  useSignals();
  const { t } = useTranslation('livePage');
  const tabs = liveTabsOf(useRuntime().store.sports.list.value);
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
            {t('favourites')} <span className="sb-live-tabs__count">{liveFavouriteCount}</span>
          </AppLink>
        </li>
        {tabs.map((sport) => (
          <LiveSportTab key={sport.code} id={sport.id} code={sport.code} name={sport.name} count={sport.liveEventCount} current={sport.code === sportCode} />
        ))}
      </ul>
    </nav>
  );
});

const LiveSportTab = memo(function LiveSportTab({ id, code, name, count, current }: { id: number; code: string; name: string; count: number; current: boolean }) {
  return (
    <li>
      <AppLink className="sb-live-tabs__tab" href={`/live/sport/${id}-${code}`} aria-current={current ? 'page' : undefined}>
        {name} <span className="sb-live-tabs__count">{count}</span>
      </AppLink>
    </li>
  );
});
