import { useTranslation } from 'react-i18next';
import { CORE_CONSTANTS } from '../../core';
import { EventList } from '../events/EventList';
import { useRuntime } from '../runtime/RuntimeContext';
import { ShowMore } from './ShowMore';
import { usePagedEvents } from './usePagedEvents';

const PAGE_SIZE = CORE_CONSTANTS.prematchPageSize;

export interface OutrightListProps {
  /** A sport or league path id; null for every sport (/sports/outrights). */
  pathId: number | null;
  label: string;
  /** What shows when there are none: a sentence, or nothing (the sports page hides the section). */
  emptyText: string | null;
  /** Renders around the list once there is something to show (the section and its heading). */
  frame?: (list: React.ReactNode) => React.ReactNode;
}

/**
 * League winner events (marketFilter OUTRIGHT), 20 a page. The cards take the sport's
 * layout from EventCard; an outright has one field of runners, so it shows as a runner
 * list like golf.
 */
export function OutrightList({ pathId, label, emptyText, frame = (list) => list }: OutrightListProps) {
  const { t } = useTranslation('sportsPage');
  const { catalogue } = useRuntime().store;
  const paged = usePagedEvents(
    () => ({ periodType: 'PRE_MATCH', marketFilter: 'OUTRIGHT', eventsPerPage: PAGE_SIZE, ...(pathId === null ? {} : { eventPathIds: [pathId] }) }),
    `outrights|${pathId}`,
    (eventId) => catalogue.event(eventId)?.peek().outright === true,
  );
  if (paged.eventIds.length === 0) {
    if (paged.loading) return emptyText === null ? null : <p role="status" className="sb-loading">{t('loading')}</p>;
    if (paged.failed) return frame(<ShowMore paged={paged} />);
    return emptyText === null ? null : <p role="status" className="sb-sports-page__notice">{emptyText}</p>;
  }
  return frame(
    <>
      <EventList eventIds={paged.eventIds} label={label} />
      <ShowMore paged={paged} />
    </>,
  );
}
