import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EventCard } from './EventCard';
import { WindowedEventList } from './WindowedEventList';

export interface EventListProps {
  eventIds: readonly string[];
  /** The list's accessible name (a sport, a league); "Events" by default. */
  label?: string | undefined;
  /** The live page's list: cards show the euro market chosen for it. */
  followEuroMarket?: boolean | undefined;
  /**
   * Render only the cards near the viewport (the live list, up to 500 events). Short lists
   * (home sections, a page of fixtures, favourites, the sideways outrights row) render
   * every card.
   */
  windowed?: boolean | undefined;
}

/**
 * A list of event cards. A long list (the live page: 500 events at once) is windowed: only
 * the cards near the viewport are in the DOM, a few hundred elements instead of 28,000
 * (WindowedEventList; docs/events.md "500 events" says why windowing and not
 * `content-visibility`, and what is lost: find-in-page over cards not rendered). A short
 * list keeps every card, so find-in-page, Tab and a screen reader's list reading stay
 * native there; `content-visibility` on its items (Events.css) skips painting the ones
 * off screen.
 */
export const EventList = memo(function EventList({ eventIds, label, followEuroMarket, windowed = false }: EventListProps) {
  const { t } = useTranslation('events');
  if (windowed) return <WindowedEventList eventIds={eventIds} label={label ?? t('list')} followEuroMarket={followEuroMarket} />;
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
