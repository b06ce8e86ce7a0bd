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
 * A short list of event cards (home sections, a page of fixtures, favourites, the sideways
 * outrights row). The live page's long list (500 events at once) is WindowedEventList
 * instead, which only the live page imports, so its windowing library loads with that page
 * and not before the home page's first odds (docs/events.md "500 events" says why windowing
 * and not `content-visibility`). A short list keeps every card, so find-in-page, Tab and a
 * screen reader's list reading stay native there; `content-visibility` on its items
 * (Events.css) skips painting the ones off screen.
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
