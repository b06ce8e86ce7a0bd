import { useTranslation } from 'react-i18next';
import { CORE_CONSTANTS, fixtureQuery, fixtureSort, fixtureWhen, type FixtureSort, type FixtureWhen } from '../../core';
import { EventList } from '../events/EventList';
import { useRuntime } from '../runtime/RuntimeContext';
import { useAppLocation } from '../routing/useAppLocation';
import { queryValue, withQuery } from './addressQuery';
import { FixtureFilters } from './FixtureFilters';
import { ShowMore } from './ShowMore';
import { usePagedEvents } from './usePagedEvents';

/** Spec 9: prematch lists show 20 events a page. */
const PAGE_SIZE = CORE_CONSTANTS.prematchPageSize;

export interface FixtureListProps {
  /** The sport, or null for every sport (/sports/fixtures). */
  sportId: number | null;
  /** A league (path id) narrowing the sport, from `?league=`. */
  leagueId: string | null;
  /** The list's accessible name. */
  label: string;
}

/** The bettor's offset from UTC (east positive), read once per filter choice. */
const utcOffsetMinutes = (nowMs: number) => -new Date(nowMs).getTimezoneOffset();

/**
 * Upcoming prematch fixtures (outrights left out), 20 a page with lazy loading, the date
 * filter and the sort read from and written to the address (`?when=`, `?sort=`). Prices
 * move inside the cards: the list re-renders only when a page arrives or a filter changes.
 */
export function FixtureList({ sportId, leagueId, label }: FixtureListProps) {
  const { t } = useTranslation('sportsPage');
  const { catalogue, preferences } = useRuntime().store;
  const { path, search, navigate } = useAppLocation();
  const when = fixtureWhen(queryValue(search, 'when'));
  // The address says, else the bettor's sort preference (issue 21).
  const sort = fixtureSort(queryValue(search, 'sort') ?? preferences.sortBy.value);
  const key = `${sportId}|${leagueId}|${when}|${sort}`;
  const paged = usePagedEvents(
    () => {
      const nowMs = Date.now();
      return fixtureQuery({ sportId, leagueId, when, sort, nowMs, utcOffsetMinutes: utcOffsetMinutes(nowMs), pageSize: PAGE_SIZE });
    },
    key,
    (eventId) => catalogue.event(eventId)?.peek().outright !== true,
  );

  const choose = (changes: { when?: FixtureWhen; sort?: FixtureSort }) => {
    const next: Record<string, string | null> = {};
    if (changes.when !== undefined) next.when = changes.when === 'all' ? null : changes.when;
    if (changes.sort !== undefined) next.sort = changes.sort === 'time' ? null : changes.sort;
    navigate(withQuery(path, search, next), { replace: true });
  };

  return (
    <>
      <FixtureFilters when={when} sort={sort} onWhen={(value) => choose({ when: value })} onSort={(value) => choose({ sort: value })} />
      {paged.eventIds.length === 0 ? (
        paged.loading ? (
          <p role="status" className="sb-loading">
            {t('loading')}
          </p>
        ) : paged.failed ? (
          <div className="sb-sports-page__notice">
            <p role="alert">{t('loadFailed')}</p>
            <button type="button" className="sb-button" onClick={paged.loadMore}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="sb-sports-page__notice">
            {when === 'all' ? t('noFixtures') : t('noFixturesInRange')}
          </p>
        )
      ) : (
        <>
          <EventList eventIds={paged.eventIds} label={label} />
          <ShowMore paged={paged} />
        </>
      )}
    </>
  );
}
