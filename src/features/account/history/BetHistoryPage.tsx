import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetCard } from '../../mybets/BetCard';
import { AppLink } from '../../routing/AppLink';
import { useAppLocation } from '../../routing/useAppLocation';
import { useRuntime } from '../../runtime/RuntimeContext';
import { useLoaded } from '../../runtime/useLoaded';
import { withQuery } from '../../sportsPage/addressQuery';
import { BET_RESULTS, betHistoryFiltersQuery, dayRange, readBetHistoryFilters, type BetHistoryFilters } from './historyFilters';
import { useDayText } from './useHistoryTexts';

/**
 * /account/bets (issue 21): settled bets (the last 50, or one day's through the daily
 * settled call) filtered by result, each shown by My Bets' own card (legs and figures as
 * My Bets shows them), and the open bets' count with the way to My Bets.
 */
export function BetHistoryPage() {
  useSignals();
  const { t } = useTranslation('accountHistory');
  const { store } = useRuntime();
  const { path, search, navigate } = useAppLocation();
  const filters = readBetHistoryFilters(search);
  const [attempt, setAttempt] = useState(0);
  const accountId = store.session.details.value?.alsPlayerId || null;
  const loaded = useLoaded(accountId ? () => store.accountHistory.settledBets(filters.day ? dayRange(filters.day) : undefined) : null, `${accountId}|${filters.day}|${attempt}`);
  const dayText = useDayText();
  const baseId = useId();
  const openBets = store.openBets.data.value;

  const change = (changes: Partial<BetHistoryFilters>) => navigate(withQuery(path, search, betHistoryFiltersQuery({ ...filters, ...changes })), { replace: true });
  const shown = loaded.status === 'ready' ? loaded.data.filter((bet) => filters.result === null || bet.status === filters.result) : [];
  const listName = filters.day ? t('bets.daySettled', { day: dayText(filters.day) }) : t('bets.lastSettled');

  return (
    <section className="sb-history" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="sb-history__title">
        {t('bets.title')}
      </h2>
      <section className="sb-history__open" aria-labelledby={`${baseId}-open`}>
        <h3 id={`${baseId}-open`} className="sb-history__subtitle">
          {t('bets.openTitle')}
        </h3>
        <p>
          {openBets === undefined ? null : openBets.length === 0 ? t('bets.openNone') : t('bets.openCount', { count: openBets.length })} <AppLink href="/open_bets">{t('bets.openLink')}</AppLink>
        </p>
      </section>
      <form className="sb-history__filters" aria-label={t('bets.filters')} onSubmit={(event) => event.preventDefault()}>
        <div className="sb-history__field">
          <label htmlFor={`${baseId}-day`}>{t('bets.day')}</label>
          <input id={`${baseId}-day`} type="date" className="sb-text-input" value={filters.day ?? ''} onChange={(event) => change({ day: event.target.value || null })} />
        </div>
        <div className="sb-history__field">
          <label htmlFor={`${baseId}-result`}>{t('bets.result')}</label>
          <select id={`${baseId}-result`} className="sb-select" value={filters.result ?? ''} onChange={(event) => change({ result: (event.target.value || null) as BetHistoryFilters['result'] })}>
            <option value="">{t('bets.allResults')}</option>
            {BET_RESULTS.map((result) => (
              <option key={result} value={result}>
                {t(`bets.results.${result}`)}
              </option>
            ))}
          </select>
        </div>
        {filters.day || filters.result ? (
          <div className="sb-history__actions">
            <button type="button" className="sb-button sb-button--quiet" onClick={() => change({ day: null, result: null })}>
              {t('bets.clear')}
            </button>
          </div>
        ) : null}
      </form>
      <h3 className="sb-history__subtitle">{listName}</h3>
      {loaded.status === 'failed' ? (
        <div className="sb-history__state" role="alert">
          <p>{t('bets.error')}</p>
          <button type="button" className="sb-button" onClick={() => setAttempt(attempt + 1)}>
            {t('bets.retry')}
          </button>
        </div>
      ) : loaded.status === 'loading' ? (
        <p className="sb-history__state" role="status">
          {t('bets.loading')}
        </p>
      ) : shown.length === 0 ? (
        <p className="sb-history__state">{t('bets.empty')}</p>
      ) : (
        <ul className="sb-mybets__list sb-history__bets" aria-label={listName}>
          {shown.map((bet) => (
            <li key={bet.betId}>
              <BetCard bet={bet} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
