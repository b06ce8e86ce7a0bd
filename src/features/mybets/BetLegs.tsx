import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '../../core';
import type { MyBet } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';

type Leg = MyBet['legs'][number];

/**
 * A leg's state: its result once decided, the live score while its event plays (if the
 * catalogue has it), else open. A leg left undecided by a bet that closed early (cashed
 * out) has no state of its own: the bet's result says it all.
 */
function useLegState(leg: Leg, betOpen: boolean): string {
  const { t } = useTranslation('myBets');
  const event = useRuntime().store.catalogue.event(leg.eventId)?.value;
  if (leg.result !== 'open') return t(`leg.${leg.result}`, { defaultValue: leg.result });
  if (!betOpen) return '';
  if (event?.live && event.scores) {
    const minutes = event.clock?.minutes;
    return minutes === undefined ? t('leg.live', event.scores) : t('leg.liveClock', { ...event.scores, minutes });
  }
  return t('leg.open');
}

function BetLeg({ leg, betOpen, betBuilder }: { leg: Leg; betOpen: boolean; betBuilder: boolean }) {
  useSignals();
  const { t } = useTranslation('myBets');
  const oddsFormat = useRuntime().store.preferences.oddsFormat.value;
  const state = useLegState(leg, betOpen);
  return (
    <li className="sb-mybets__leg">
      {/* A bet builder's leg says its market ("Yes" alone says nothing) and no price of its own: the bet has one price. */}
      <span className="sb-mybets__leg-outcome">{betBuilder && leg.marketDescription ? `${leg.marketDescription}: ${leg.outcomeDescription}` : leg.outcomeDescription}</span>
      {!betBuilder && <span className="sb-mybets__leg-odds">{t('bet.odds', { odds: formatOdds(leg.decimal, oddsFormat) })}</span>}
      <span className="sb-mybets__leg-event">{leg.eventDescription}</span>
      <span className={`sb-mybets__leg-state sb-mybets__leg-state--${leg.result}`}>{state}</span>
    </li>
  );
}

/** The bet's selections: outcome, price in the bettor's odds format, event and result or live state. */
export function BetLegs({ legs, betOpen, betBuilder = false }: { legs: MyBet['legs']; betOpen: boolean; betBuilder?: boolean }) {
  const { t } = useTranslation('myBets');
  return (
    <ul className="sb-mybets__legs" aria-label={t('bet.selections')}>
      {legs.map((leg) => (
        <BetLeg key={leg.outcomeId} leg={leg} betOpen={betOpen} betBuilder={betBuilder} />
      ))}
    </ul>
  );
}
