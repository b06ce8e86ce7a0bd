import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconState, LiveCompetitionOption, LiveLeagueOption } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

/** aria-pressed for a three-state icon: "mixed" is how assistive technology says partial. */
const PRESSED: Record<IconState, 'true' | 'false' | 'mixed'> = { none: 'false', partial: 'mixed', selected: 'true' };

/**
 * The icon's shape carries the state without colour alone (WCAG 1.4.1): an empty box,
 * a box with a bar, a filled box with a tick. The button's aria-pressed is its text alternative.
 */
const FilterIcon = memo(function FilterIcon({ state }: { state: IconState }) {
  return (
    <svg className={`sb-live-filter__icon sb-live-filter__icon--${state}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="14" height="14" rx="2" />
      {state === 'partial' ? <path d="M4 8h8" /> : null}
      {state === 'selected' ? <path d="M4 8.5l2.5 2.5L12 5.5" /> : null}
    </svg>
  );
});

/*
 * The options are rebuilt whenever the set of live events changes (an event kicks off or
 * ends), as new objects with mostly the same values: the buttons compare them by value, so
 * only a button whose name, count or state changed renders, not every league button.
 */
const sameLeague = (a: LiveLeagueOption, b: LiveLeagueOption) => a.id === b.id && a.name === b.name && a.eventCount === b.eventCount;
const sameLeagues = (a: readonly LiveLeagueOption[], b: readonly LiveLeagueOption[]) => a.length === b.length && a.every((league, index) => sameLeague(league, b[index] as LiveLeagueOption));
const sameCompetition = (a: LiveCompetitionOption, b: LiveCompetitionOption) => a.id === b.id && a.name === b.name && a.eventCount === b.eventCount && sameLeagues(a.leagues, b.leagues);
const sameCompetitions = (a: readonly LiveCompetitionOption[], b: readonly LiveCompetitionOption[]) => a.length === b.length && a.every((competition, index) => sameCompetition(competition, b[index] as LiveCompetitionOption));

const LeagueButton = memo(function LeagueButton({ league, chosen }: { league: LiveLeagueOption; chosen: boolean }) {
  const { liveFilter } = useRuntime().store;
  return (
    <button type="button" className="sb-live-filter__option sb-live-filter__option--league" aria-pressed={chosen} onClick={() => liveFilter.dispatchDesktop({ type: 'toggle-league', leagueId: league.id })}>
      <FilterIcon state={chosen ? 'selected' : 'none'} />
      <span className="sb-live-filter__name">{league.name}</span>
      <span className="sb-live-filter__count">{league.eventCount}</span>
    </button>
  );
}, (before, after) => before.chosen === after.chosen && sameLeague(before.league, after.league));

const CompetitionEntry = memo(function CompetitionEntry({ competition, iconState, chosenLeagueIds }: { competition: LiveCompetitionOption; iconState: IconState; chosenLeagueIds: readonly string[] }) {
  const { t } = useTranslation('livePage');
  const { liveFilter } = useRuntime().store;
  const [open, setOpen] = useState(false);
  const leaguesId = useId();
  return (
    <li className="sb-live-filter__competition">
      <div className="sb-live-filter__row">
        <button type="button" className="sb-live-filter__option" aria-pressed={PRESSED[iconState]} onClick={() => liveFilter.dispatchDesktop({ type: 'toggle-competition', competitionId: competition.id })}>
          <FilterIcon state={iconState} />
          <span className="sb-live-filter__name">{competition.name}</span>
          {iconState === 'partial' ? <span className="sb-visually-hidden">{`, ${t('filterSomeLeagues')}`}</span> : null}
          <span className="sb-live-filter__count">{competition.eventCount}</span>
        </button>
        <button type="button" className="sb-live-filter__expand" aria-expanded={open} aria-controls={leaguesId} aria-label={t('filterShowLeagues', { competition: competition.name })} onClick={() => setOpen(!open)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" />
          </svg>
        </button>
      </div>
      <ul id={leaguesId} className="sb-live-filter__leagues" hidden={!open} aria-label={t('filterLeagues', { competition: competition.name })}>
        {competition.leagues.map((league) => (
          <li key={league.id}>
            <LeagueButton league={league} chosen={iconState === 'selected' || chosenLeagueIds.includes(league.id)} />
          </li>
        ))}
      </ul>
    </li>
  );
}, (before, after) => before.iconState === after.iconState && before.chosenLeagueIds === after.chosenLeagueIds && sameCompetition(before.competition, after.competition));

/**
 * The live filter from 1024 px (spec 3, 4): "All", then each competition with its
 * none / partial / selected icon (a toggle button, aria-pressed false / mixed / true),
 * opening to its leagues. Every state change is core's desktop reducer's.
 */
export const LiveFilterDesktop = memo(function LiveFilterDesktop({ competitions, leaguesWithoutCompetition }: { competitions: readonly LiveCompetitionOption[]; leaguesWithoutCompetition: readonly LiveLeagueOption[] }) {
  useSignals();
  const { t } = useTranslation('livePage');
  const { liveFilter } = useRuntime().store;
  const state = liveFilter.desktop.value;
  const total = competitions.reduce((sum, competition) => sum + competition.eventCount, 0) + leaguesWithoutCompetition.reduce((sum, league) => sum + league.eventCount, 0);
  return (
    <div className="sb-live-filter sb-live-filter--desktop" role="group" aria-label={t('filterLabel')}>
      <button type="button" className="sb-live-filter__option sb-live-filter__option--all" aria-pressed={state.isAllCompetitionsSelected} onClick={() => liveFilter.dispatchDesktop({ type: 'select-all' })}>
        <FilterIcon state={state.isAllCompetitionsSelected ? 'selected' : 'none'} />
        <span className="sb-live-filter__name">{t('filterAll')}</span>
        <span className="sb-live-filter__count">{total}</span>
      </button>
      <ul className="sb-live-filter__competitions">
        {competitions.map((competition) => {
          const entry = state.competitionDesktopList.find((candidate) => candidate.competitionId === competition.id);
          return <CompetitionEntry key={competition.id} competition={competition} iconState={entry?.iconState ?? 'none'} chosenLeagueIds={state.selectedLeaguesWithoutCompetitionDesktopIds} />;
        })}
      </ul>
      {leaguesWithoutCompetition.length > 0 ? (
        <ul className="sb-live-filter__leagues" aria-label={t('filterOtherLeagues')}>
          {leaguesWithoutCompetition.map((league) => (
            <li key={league.id}>
              <LeagueButton league={league} chosen={state.selectedLeaguesWithoutCompetitionDesktopIds.includes(league.id)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}, (before, after) => sameCompetitions(before.competitions, after.competitions) && sameLeagues(before.leaguesWithoutCompetition, after.leaguesWithoutCompetition));
