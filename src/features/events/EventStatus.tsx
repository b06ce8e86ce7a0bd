import { useTranslation } from 'react-i18next';
import { isPeriodAbbreviation, type SportLayoutGroup } from '../../core';
import type { EventState } from '../../store';

export interface EventStatusProps {
  event: EventState;
  layout: SportLayoutGroup;
}

/**
 * When the event is: its start time prematch (the bettor's time zone and language); live,
 * the clock and the current period (spec 3 abbreviations; cricket's PERIOD is an innings).
 */
export function EventStatus({ event, layout }: EventStatusProps) {
  const { t, i18n } = useTranslation('events');
  if (event.isFinished) return <span className="sb-event-status">{t('status.finished')}</span>;
  if (!event.live) {
    if (event.startTime === null) return null;
    const formatted = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(event.startTime));
    return (
      <time className="sb-event-status" dateTime={event.startTime}>
        {formatted}
      </time>
    );
  }
  const abbreviation = event.currentPeriodAbbreviation;
  const number = event.currentPeriodNumber ?? 1;
  const period = abbreviation === null || !isPeriodAbbreviation(abbreviation) ? null : layout === 'cricket' && abbreviation === 'PERIOD' ? t('innings', { number }) : t(`period.${abbreviation}`, { number });
  const clock = event.clock;
  const state = clock?.status === 'NOT_STARTED' ? t('status.notStarted') : clock?.status === 'STOPPED' ? t('status.paused') : t('status.live');
  return (
    <span className="sb-event-status sb-event-status--live">
      <span className="sb-event-status__state">{state}</span>
      {clock?.minutes !== undefined && clock.status === 'RUNNING' && <span className="sb-event-status__clock">{t('clock', { minutes: clock.minutes })}</span>}
      {period !== null && (
        <abbr className="sb-event-status__period" title={period} data-period={abbreviation}>
          {period}
        </abbr>
      )}
    </span>
  );
}
