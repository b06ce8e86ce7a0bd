import { useTranslation } from 'react-i18next';
import { dataSourceOf } from '../../core';
import type { EventState } from '../../store';

/**
 * What else the event offers: open markets (live), a stream, a match tracker, and which
 * odds provider prices it (spec 1: the feed code's prefix).
 */
export function EventBadges({ event }: { event: EventState }) {
  const { t } = useTranslation('events');
  const source = dataSourceOf(event.feedCode);
  return (
    <ul className="sb-event-badges">
      {event.live && event.liveOpenMarketCount > 0 && (
        <li className="sb-event-badges__item" data-badge="markets">
          <span aria-hidden="true">+{event.liveOpenMarketCount}</span>
          <span className="sb-visually-hidden">{t('openMarkets', { count: event.liveOpenMarketCount })}</span>
        </li>
      )}
      {event.hasStream && (
        <li className="sb-event-badges__item" data-badge="stream">
          {t('stream')}
        </li>
      )}
      {event.hasTracker && (
        <li className="sb-event-badges__item" data-badge="tracker">
          {t('tracker')}
        </li>
      )}
      {source !== null && (
        <li className="sb-event-badges__item" data-badge="source">
          <abbr title={t('dataSource', { source })}>{source}</abbr>
        </li>
      )}
    </ul>
  );
}
