import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../core';
import type { Jackpot } from '../../store';
import { useIsDesktop } from '../layout/useViewportWidth';
import { PageSection } from '../pages/PageSection';
import { AppLink } from '../routing/AppLink';
import { useAppLocation } from '../routing/useAppLocation';
import { useRuntime } from '../runtime/RuntimeContext';
import { JackpotCompleteness } from './JackpotCompleteness';
import { JackpotSlip } from './JackpotSlip';
import { useJackpotCoupon } from './useJackpotCoupon';
import { JackpotFigures } from './JackpotFigures';

type JackpotEvent = Jackpot['events'][number];

/**
 * /jackpot/sport/{jackpotEvent} (spec 2, 4): the jackpot's events in ordinal order, each
 * with its outcomes as picks. Several picks in one event are allowed: they multiply the
 * bets. The slip follows the events unless the desktop right column already shows it
 * (the address has jackpotEvent), so the bettor never sees two.
 */
export function JackpotEventPage({ jackpotId }: { jackpotId: string }) {
  useSignals();
  const { t } = useTranslation('jackpot');
  const { status, jackpot, retry } = useJackpotCoupon(jackpotId);
  const desktop = useIsDesktop();
  const { search } = useAppLocation();
  const inColumn = desktop && new URLSearchParams(search).get('jackpotEvent') === jackpotId;

  if (status === 'failed') {
    return (
      <PageSection title={t('title')} route="jackpot">
        <div role="alert" className="sb-jackpot__notice">
          <p>{t('loadFailed')}</p>
          <button type="button" className="sb-button" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      </PageSection>
    );
  }
  if (!jackpot) {
    return (
      <PageSection title={t('title')} route="jackpot">
        {status === 'ready' ? (
          <div role="status" className="sb-jackpot__notice">
            <p>{t('notFound')}</p>
            <AppLink href="/jackpot">{t('allJackpots')}</AppLink>
          </div>
        ) : (
          <p role="status" aria-busy="true" className="sb-loading">
            {t('loading')}
          </p>
        )}
      </PageSection>
    );
  }

  return (
    <PageSection title={jackpot.name} route="jackpot">
      <div className="sb-jackpot-coupon-page">
        <JackpotFigures jackpot={jackpot} />
        <JackpotCompleteness />
        <ol className="sb-jackpot-events" aria-label={t('eventsLabel')}>
          {[...jackpot.events]
            .sort((a, b) => a.ordinal - b.ordinal)
            .map((event) => (
              <JackpotEventRow key={event.id} event={event} />
            ))}
        </ol>
        {inColumn ? null : <JackpotSlip jackpotId={jackpotId} />}
        <AppLink className="sb-jackpot__back" href="/jackpot">
          {t('allJackpots')}
        </AppLink>
      </div>
    </PageSection>
  );
}

/** One event of the coupon: its ordinal, name and start, and its first open market's outcomes as picks. */
function JackpotEventRow({ event }: { event: JackpotEvent }) {
  useSignals();
  const { t, i18n } = useTranslation('jackpot');
  const { jackpot } = useRuntime().store;
  const nameId = useId();
  // A jackpot event carries the one market the coupon is played on (the match result).
  const market = event.markets.find((candidate) => candidate.status === 'open') ?? event.markets[0] ?? null;
  const picked = jackpot.picks.value.filter((pick) => pick.ordinal === event.ordinal).length;
  const start = formatDate(event.startTime, i18n.language, 'eventStart');
  return (
    <li className="sb-jackpot-event" data-ordinal={event.ordinal} data-picked={picked > 0 || undefined}>
      <div className="sb-jackpot-event__head">
        <span className="sb-jackpot-event__ordinal" aria-hidden="true">
          {event.ordinal}
        </span>
        <h2 id={nameId} className="sb-jackpot-event__name">
          <span className="sb-visually-hidden">{t('eventNumber', { ordinal: event.ordinal })} </span>
          {event.description}
        </h2>
        {start && event.startTime ? (
          <time className="sb-jackpot-event__start" dateTime={event.startTime}>
            {start}
          </time>
        ) : null}
      </div>
      {market ? (
        <div role="group" aria-labelledby={nameId} className="sb-jackpot-event__picks">
          {market.outcomes
            .filter((outcome) => !outcome.hidden)
            .map((outcome) => (
              <button
                key={outcome.id}
                type="button"
                className="sb-jackpot-pick"
                aria-pressed={jackpot.isPicked(outcome.id)}
                disabled={market.status !== 'open'}
                onClick={() => jackpot.togglePick(outcome.id, event.ordinal)}
              >
                {outcome.description}
              </button>
            ))}
        </div>
      ) : (
        <p className="sb-jackpot-event__closed">{t('noMarket')}</p>
      )}
    </li>
  );
}
