import { useComputed, useSignalEffect } from '@preact/signals-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, isPeriodAbbreviation, type SportLayoutGroup } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { writeText } from './writeText';

export interface EventStatusProps {
  eventId: string;
  layout: SportLayoutGroup;
  /** The card's shape (docs/events.md "Live values"): these change rarely, and the card renders then. */
  live: boolean;
  isFinished: boolean;
  startTime: string | null;
}

/**
 * When the event is: its start time prematch (the bettor's time zone and language); live,
 * the clock and the current period (spec 3 abbreviations; cricket's PERIOD is an innings).
 */
export function EventStatus({ eventId, layout, live, isFinished, startTime }: EventStatusProps) {
  const { t, i18n } = useTranslation('events');
  if (isFinished) return <span className="sb-event-status">{t('status.finished')}</span>;
  if (!live) {
    if (startTime === null) return null;
    const formatted = formatDate(startTime, i18n.language, 'eventStart') ?? '';
    return (
      <time className="sb-event-status" dateTime={startTime}>
        {formatted}
      </time>
    );
  }
  return <LiveStatus eventId={eventId} layout={layout} />;
}

/**
 * The live state, clock and period, written into their text nodes by an effect, like a
 * price: a live second (the clock) renders no component; the texts come from the i18next
 * instance, so a language change rewrites them too, still without a render.
 */
function LiveStatus({ eventId, layout }: { eventId: string; layout: SportLayoutGroup }) {
  const { store, i18n } = useRuntime();
  const event = store.catalogue.event(eventId);
  const texts = useComputed(() => {
    void i18n.textsVersion.value;
    const t = i18n.i18n.getFixedT(null, 'events');
    const value = event?.value;
    const clock = value?.clock ?? null;
    const state = clock?.status === 'NOT_STARTED' ? t('status.notStarted') : clock?.status === 'STOPPED' ? t('status.paused') : t('status.live');
    const minutes = clock?.status === 'RUNNING' ? clock.minutes : undefined;
    const abbreviation = value?.currentPeriodAbbreviation ?? null;
    const number = value?.currentPeriodNumber ?? 1;
    const period = abbreviation === null || !isPeriodAbbreviation(abbreviation) ? '' : layout === 'cricket' && abbreviation === 'PERIOD' ? t('innings', { number }) : t(`period.${abbreviation}`, { number });
    return { state, clock: minutes === undefined ? '' : t('clock', { minutes }), period, abbreviation: period ? (abbreviation ?? '') : '' };
  });
  const stateRef = useRef<HTMLSpanElement>(null);
  const clockRef = useRef<HTMLSpanElement>(null);
  const periodRef = useRef<HTMLElement>(null);
  useSignalEffect(() => {
    const { state, clock, period, abbreviation } = texts.value;
    writeText(stateRef.current, state);
    writeText(clockRef.current, clock);
    writeText(periodRef.current, period);
    const element = periodRef.current;
    if (element && element.title !== period) element.title = period;
    if (element && (element.dataset.period ?? '') !== abbreviation) element.dataset.period = abbreviation;
  });
  const initial = texts.peek();
  return (
    <span className="sb-event-status sb-event-status--live">
      <span ref={stateRef} className="sb-event-status__state">
        {initial.state}
      </span>
      {/* Always there, empty while the clock stands (CSS hides an empty one), so a tick only writes text. */}
      <span ref={clockRef} className="sb-event-status__clock">
        {initial.clock}
      </span>
      <abbr ref={periodRef} className="sb-event-status__period" title={initial.period} data-period={initial.abbreviation}>
        {initial.period}
      </abbr>
    </span>
  );
}
