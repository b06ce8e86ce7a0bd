import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveCompetitions } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * The live filter below 1024 px (spec 2, 4): first a competition from a select (a native
 * select is the phone's own picker), then chips for its leagues. Choosing another
 * competition clears the leagues (the reducer's rule); no league chosen means all of them.
 */
export function LiveFilterMobile({ options }: { options: ReadonlySignal<LiveCompetitions> }) {
  useSignals();
  const competitions = options.value;
  const { t } = useTranslation('livePage');
  const { liveFilter } = useRuntime().store;
  const selectId = useId();
  const { selectedCompetitionId, selectedLeagueIds } = liveFilter.mobile.value;
  const selected = competitions.competitions.find((competition) => competition.id === selectedCompetitionId);
  const total = competitions.competitions.reduce((sum, competition) => sum + competition.eventCount, 0);

  return (
    <div className="sb-live-filter sb-live-filter--mobile" role="group" aria-label={t('filterLabel')}>
      <div className="sb-live-filter__field">
        <label className="sb-live-filter__label" htmlFor={selectId}>
          {t('filterCompetition')}
        </label>
        <select
          id={selectId}
          className="sb-select sb-live-filter__select"
          value={selected?.id ?? ''}
          onChange={(change) => liveFilter.dispatch({ type: 'select-competition', competitionId: change.target.value === '' ? null : change.target.value })}
        >
          <option value="">{`${t('filterAllCompetitions')} (${total})`}</option>
          {competitions.competitions.map((competition) => (
            <option key={competition.id} value={competition.id}>{`${competition.name} (${competition.eventCount})`}</option>
          ))}
        </select>
      </div>
      {selected ? (
        <ul className="sb-live-filter__chips" aria-label={t('filterLeagues', { competition: selected.name })}>
          {selected.leagues.map((league) => (
            <li key={league.id}>
              <button type="button" className="sb-live-filter__chip" aria-pressed={selectedLeagueIds.includes(league.id)} onClick={() => liveFilter.dispatch({ type: 'toggle-league', leagueId: league.id })}>
                {league.name} <span className="sb-live-filter__count">{league.eventCount}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
