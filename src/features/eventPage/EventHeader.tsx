import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../core';
import type { EventState } from '../../store/catalogueModel';
import { FavouriteStar } from '../favourites/FavouriteStar';
import { SportScoreboard } from './scoreboards/SportScoreboard';

const pad = (value: number) => String(value).padStart(2, '0');

/** The match clock as the feed counts it (76:05), minutes past 99 included. */
function clockTime(clock: NonNullable<EventState['clock']>): string | null {
  if (clock.minutes === undefined) return null;
  return `${pad(clock.minutes)}:${pad(clock.seconds ?? 0)}`;
}

function startTimeText(iso: string, locale: string): string {
  return formatDate(iso, locale, 'eventStart') ?? iso;
}

/**
 * What the event is and where it stands: competition, then the start time before it
 * begins, or the live badge, clock and score while it runs, then the sport's scoreboard
 * (or a race's card). Reads the event's own signal, so a clock tick re-renders this header
 * and nothing else on the page (the board renders when what it shows changes).
 */
export function EventHeader({ event }: { event: { readonly value: EventState } }) {
  useSignals();
  const { t, i18n } = useTranslation('eventPage');
  const state = event.value;
  const home = state.opponents.find((opponent) => opponent.home);
  const away = state.opponents.find((opponent) => !opponent.home);
  const clock = state.clock;
  const time = clock ? clockTime(clock) : null;
  // The feed's END_OF_EVENT takes the event out of play without a clock of its own: the
  // last clock stays, said Finished, never the start time again (as if it were to come).
  const statusKey = `clockStatus.${state.isFinished ? 'END_OF_EVENT' : (clock?.status ?? '')}`;
  return (
    <div className="sb-event-header" data-live={state.live}>
      <p className="sb-event-header__competition">
        <span className="sb-visually-hidden">{t('competition')}: </span>
        {state.leagueName}
      </p>
      {state.isFinished || (state.live && clock) ? (
        <div className="sb-event-header__live">
          {/* A finished event keeps its final time and status, but it is no longer live. */}
          {state.isFinished ? null : <span className="sb-event-header__badge">{t('live')}</span>}
          {time && (
            <span className="sb-event-header__clock" aria-label={t('clock', { time })}>
              {time}
            </span>
          )}
          <span className="sb-event-header__status">{i18n.exists(statusKey, { ns: 'eventPage' }) ? t(statusKey) : clock?.status}</span>
        </div>
      ) : (
        state.startTime && (
          <p className="sb-event-header__start">
            <time dateTime={state.startTime}>{t('startsAt', { time: startTimeText(state.startTime, i18n.language) })}</time>
          </p>
        )
      )}
      {state.scores && home && away && (
        <div className="sb-event-header__score" role="group" aria-label={t('score')} aria-live="polite">
          <dl>
            <div>
              <dt>{home.description}</dt>
              <dd>{state.scores.home}</dd>
            </div>
            <div>
              <dt>{away.description}</dt>
              <dd>{state.scores.away}</dd>
            </div>
          </dl>
        </div>
      )}
      <FavouriteStar eventId={state.id} eventName={state.description} />
      <div className="sb-event-header__board">
        <SportScoreboard event={event} eventId={state.id} sportCode={state.sportCode} />
      </div>
    </div>
  );
}
