import { computed, effect, type ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CORE_CONSTANTS, keepUnchanged } from '../../core';
import { WindowedEventList } from '../events/WindowedEventList';
import { writeText } from '../events/writeText';
import { useIsDesktop } from '../layout/useViewportWidth';
import { LiveFilterDesktop } from './LiveFilterDesktop';
import { LiveFilterMobile } from './LiveFilterMobile';
import { EuroMarketPicker } from './EuroMarketPicker';
import { useLazyLiveMarkets } from './useLazyLiveMarkets';
import { useLiveFilter } from './useLiveFilter';

/** Spec 9: the live page shows 50 events per page. */
const LIVE_PAGE_SIZE = CORE_CONSTANTS.livePageSize;

export interface LiveListProps {
  /** The listed live events; a signal, so the list's parts read only what they show. */
  eventIds: ReadonlySignal<readonly string[]>;
  label: string;
  /** The tab ('all' or a sport code): the live filter keeps the bettor's choices while it is the same. */
  listKey: string;
  /** The sport tab's id (its events' markets come in one call when lazy); null for all sports. */
  sportId: number | null;
  /** Whether the live filter shows (not on the favourites list, which the bettor chose already). */
  filterable: boolean;
}

/**
 * A live list: the live filter (desktop or mobile variant), the matching events 50 at a
 * time with "Show more" (spec 9), an empty-after-filter state, and lazy markets. Its parent
 * keys it by tab, so each tab starts at 50. The cards are windowed (only those near the
 * viewport are in the DOM), so "Show more" up to all 500 costs the page no more elements.
 *
 * With 500 live events the set changes in nearly every world step (an event ends or kicks
 * off). This component reads no list: it renders again only when the filter empties or
 * fills the list or the bettor asks for more; the rows (LiveRows), the counts and the
 * summaries read the signals themselves (docs/performance.md "one world step").
 */
export function LiveList({ eventIds, listKey, label, sportId, filterable }: LiveListProps) {
  useSignals();
  const { t } = useTranslation('livePage');
  const desktop = useIsDesktop();
  const filter = useLiveFilter(eventIds, listKey, desktop, filterable);
  const [shown, setShown] = useState<number>(LIVE_PAGE_SIZE);
  const listRef = useRef<HTMLDivElement>(null);
  // Signals made from props are made again with them (the filter's, when the viewport crosses 1024 px).
  const empty = useMemo(() => computed(() => filter.matchingIds.value.length === 0), [filter.matchingIds]);

  return (
    <>
      {filterable ? (
        <>
          {desktop ? <LiveFilterDesktop options={filter.competitions} /> : <LiveFilterMobile options={filter.competitions} />}
          <LiveFilterSummary eventIds={eventIds} matchingIds={filter.matchingIds} narrowed={filter.narrowed} />
        </>
      ) : null}
      {empty.value ? (
        <div className="sb-live-filter__empty">
          <p>{t('filterEmpty')}</p>
          <button type="button" className="sb-button" onClick={filter.clear}>
            {t('filterClear')}
          </button>
        </div>
      ) : (
        <div ref={listRef} className="sb-live-list">
          <EuroMarketPicker eventIds={filter.matchingIds} />
          <LiveRows listRef={listRef} matchingIds={filter.matchingIds} shown={shown} label={label} sportId={sportId} />
        </div>
      )}
      <ShowMore matchingIds={filter.matchingIds} shown={shown} onMore={() => setShown(shown + LIVE_PAGE_SIZE)} />
    </>
  );
}

/** The first `count` ids, the same array while they are the same ids. */
function firstOf(ids: ReadonlySignal<readonly string[]>, count: number): ReadonlySignal<readonly string[]> {
  let last: readonly string[] = [];
  return computed(() => {
    last = keepUnchanged(last, ids.value.slice(0, count));
    return last;
  });
}

/**
 * The shown cards: what renders when an event of the list kicks off or ends. The shown ids
 * keep their array while the first `shown` are the same (an event ending further down), so
 * the list renders only when a shown row came or went.
 */
function LiveRows({ listRef, matchingIds, shown, label, sportId }: { listRef: RefObject<HTMLDivElement | null>; matchingIds: ReadonlySignal<readonly string[]>; shown: number; label: string; sportId: number | null }) {
  useSignals();
  const shownIds = useMemo(() => firstOf(matchingIds, shown), [matchingIds, shown]).value;
  const listSize = useMemo(() => computed(() => matchingIds.value.length), [matchingIds]).value;
  useLazyLiveMarkets(listRef, shownIds, listSize, sportId);
  return <WindowedEventList eventIds={shownIds} label={label} followEuroMarket />;
}

/** "Showing 12 of 480": a status line, rendered only when its text changes. */
function LiveFilterSummary({ eventIds, matchingIds, narrowed }: { eventIds: ReadonlySignal<readonly string[]>; matchingIds: ReadonlySignal<readonly string[]>; narrowed: ReadonlySignal<boolean> }) {
  useSignals();
  const { t } = useTranslation('livePage');
  // The figures as one string, so an unnarrowed list (nearly always) renders nothing here.
  const figures = useMemo(() => computed(() => (narrowed.value ? `${matchingIds.value.length} ${eventIds.value.length}` : '')), [narrowed, matchingIds, eventIds]).value;
  const [shown, total] = figures.split(' ');
  return (
    <p className="sb-live-filter__summary" role="status">
      {figures === '' ? '' : t('filterShown', { shown: Number(shown), total: Number(total) })}
    </p>
  );
}

/**
 * "Show more": there only while more events match than are shown. Its text carries the
 * total, which changes with nearly every world step: it is written into the button's text
 * (its accessible name) like a count, so the button renders only when it comes or goes.
 */
function ShowMore({ matchingIds, shown, onMore }: { matchingIds: ReadonlySignal<readonly string[]>; shown: number; onMore: () => void }) {
  useSignals();
  const { t } = useTranslation('livePage');
  const more = useMemo(() => computed(() => matchingIds.value.length > shown), [matchingIds, shown]).value;
  const text = useMemo(() => computed(() => t('showMore', { shown, total: matchingIds.value.length })), [t, matchingIds, shown]);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => effect(() => writeText(ref.current, text.value)), [text, more]);
  if (!more) return null;
  return (
    <button ref={ref} type="button" className="sb-button sb-live-more" onClick={onMore}>
      {text.peek()}
    </button>
  );
}
