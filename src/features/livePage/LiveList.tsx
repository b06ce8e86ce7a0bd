import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CORE_CONSTANTS } from '../../core';
import { WindowedEventList } from '../events/WindowedEventList';
import { useIsDesktop } from '../layout/useViewportWidth';
import { LiveFilterDesktop } from './LiveFilterDesktop';
import { LiveFilterMobile } from './LiveFilterMobile';
import { EuroMarketPicker } from './EuroMarketPicker';
import { useLazyLiveMarkets } from './useLazyLiveMarkets';
import { useLiveFilter } from './useLiveFilter';

/** Spec 9: the live page shows 50 events per page. */
const LIVE_PAGE_SIZE = CORE_CONSTANTS.livePageSize;

export interface LiveListProps {
  eventIds: readonly string[];
  label: string;
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
 */
export function LiveList({ eventIds, label, sportId, filterable }: LiveListProps) {
  const { t } = useTranslation('livePage');
  const desktop = useIsDesktop();
  const filter = useLiveFilter(eventIds, desktop, filterable);
  const matchingIds = filter.matchingIds;
  const [shown, setShown] = useState<number>(LIVE_PAGE_SIZE);
  const shownIds = matchingIds.slice(0, shown);
  const listRef = useRef<HTMLDivElement>(null);
  useLazyLiveMarkets(listRef, shownIds, matchingIds.length, sportId);

  return (
    <>
      {filterable ? (
        <>
          {desktop ? <LiveFilterDesktop competitions={filter.competitions.competitions} leaguesWithoutCompetition={filter.competitions.leaguesWithoutCompetition} /> : <LiveFilterMobile competitions={filter.competitions} />}
          <p className="sb-live-filter__summary" role="status">
            {filter.narrowed ? t('filterShown', { shown: matchingIds.length, total: eventIds.length }) : ''}
          </p>
        </>
      ) : null}
      {matchingIds.length === 0 ? (
        <div className="sb-live-filter__empty">
          <p>{t('filterEmpty')}</p>
          <button type="button" className="sb-button" onClick={filter.clear}>
            {t('filterClear')}
          </button>
        </div>
      ) : (
        <div ref={listRef} className="sb-live-list">
          <EuroMarketPicker eventIds={matchingIds} />
          <WindowedEventList eventIds={shownIds} label={label} followEuroMarket />
        </div>
      )}
      {matchingIds.length > shown ? (
        <button type="button" className="sb-button sb-live-more" onClick={() => setShown(shown + LIVE_PAGE_SIZE)}>
          {t('showMore', { shown, total: matchingIds.length })}
        </button>
      ) : null}
    </>
  );
}
