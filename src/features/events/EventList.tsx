import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EventCard } from './EventCard';

export interface EventListProps {
  eventIds: readonly string[];
  /** The list's accessible name (a sport, a league); "Events" by default. */
  label?: string | undefined;
  /** The live page's list: cards show the euro market chosen for it. */
  followEuroMarket?: boolean | undefined;
}

/**
 * A list of event cards. It stays cheap at 500 events without a virtualiser: every card
 * has `content-visibility: auto` with an intrinsic size (Events.css), so the browser lays
 * out and paints only the cards near the viewport. We chose this over windowing because
 * the page column scrolls with the page (no inner scroller to measure), every card stays in
 * the DOM for find-in-page, screen readers and Tab, and live cards keep their price
 * subscriptions, so a card scrolled into view is already current.
 */
export const EventList = memo(function EventList({ eventIds, label, followEuroMarket }: EventListProps) {
  const { t } = useTranslation('events');
  return (
    <ul className="sb-event-list" aria-label={label ?? t('list')}>
      {eventIds.map((eventId) => (
        <li key={eventId} className="sb-event-list__item" data-event-id={eventId}>
          <EventCard eventId={eventId} followEuroMarket={followEuroMarket} />
        </li>
      ))}
    </ul>
  );
});
