import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { newestPlacedFirst } from '../../core';
import type { MyBet, PolledValue } from '../../store';
import { BetCard } from './BetCard';

/** One My Bets list (open or settled), newest placement first, with its loading, error and empty states. */
export function BetList({ kind, bets }: { kind: 'open' | 'settled'; bets: PolledValue<readonly MyBet[]> }) {
  useSignals();
  const { t } = useTranslation('myBets');
  const data = bets.data.value;
  if (data === undefined && bets.error.value)
    return (
      <div className="sb-mybets__state" role="alert">
        <p>{t(`error.${kind}`)}</p>
        <button type="button" className="sb-button" onClick={() => void bets.refetch()}>
          {t('error.retry')}
        </button>
      </div>
    );
  if (data === undefined)
    return (
      <p className="sb-mybets__state" role="status">
        {t(`loading.${kind}`)}
      </p>
    );
  if (data.length === 0) return <p className="sb-mybets__state">{t(`empty.${kind}`)}</p>;
  return (
    <ul className="sb-mybets__list" aria-label={t(`list.${kind}`)}>
      {newestPlacedFirst(data).map((bet) => (
        <li key={bet.betId}>
          <BetCard bet={bet} />
        </li>
      ))}
    </ul>
  );
}
