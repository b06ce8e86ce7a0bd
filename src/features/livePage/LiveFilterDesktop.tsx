import { computed, type ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconState, LiveCompetitions } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { CountText } from './CountText';
import { useSharedValue } from '../runtime/useSharedValue';

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

/** A choice as the filter lists it: its id and name; its count is read by its own leaf. */
interface Choice {
  id: string;
  name: string;
}
interface CompetitionChoice extends Choice {
  leagues: readonly Choice[];
}

/**
 * The count beside a choice, read from the filter's counts by its key and written into its
 * text: an event kicking off or ending (nearly every world step with 500 live events)
 * renders nothing here, nor around it (issue 19).
 */
const ChoiceCount = memo(function ChoiceCount({ counts, countKey }: { counts: ReadonlySignal<ReadonlyMap<string, number>>; countKey: string }) {
  const count = useMemo(() => computed(() => counts.value.get(countKey) ?? 0), [counts, countKey]);
  return <CountText count={count} className="sb-live-filter__count" />;
});

const LeagueButton = memo(function LeagueButton({ league, chosen, counts }: { league: Choice; chosen: boolean; counts: ReadonlySignal<ReadonlyMap<string, number>> }) {
  const { liveFilter } = useRuntime().store;
  return (
    <button type="button" className="sb-live-filter__option sb-live-filter__option--league" aria-pressed={chosen} onClick={() => liveFilter.dispatchDesktop({ type: 'toggle-league', leagueId: league.id })}>
      <FilterIcon state={chosen ? 'selected' : 'none'} />
      <span className="sb-live-filter__name">{league.name}</span>
      <ChoiceCount counts={counts} countKey={`l:${league.id}`} />
    </button>
  );
});

const CompetitionEntry = memo(function CompetitionEntry({ competition, iconState, chosenLeagueIds, counts }: { competition: CompetitionChoice; iconState: IconState; chosenLeagueIds: readonly string[]; counts: ReadonlySignal<ReadonlyMap<string, number>> }) {
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
          <ChoiceCount counts={counts} countKey={`c:${competition.id}`} />
        </button>
        <button type="button" className="sb-live-filter__expand" aria-expanded={open} aria-controls={open ? leaguesId : undefined} aria-label={t('filterShowLeagues', { competition: competition.name })} onClick={() => setOpen(!open)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" />
          </svg>
        </button>
      </div>
      {/* Rendered only when open: with the compact cards (issue 23) the live page shows twice
          as many of them, and the closed lists (288 elements with 500 live events) took the
          page over its 1,400-element budget (docs/performance.md). */}
      {open ? (
        <ul id={leaguesId} className="sb-live-filter__leagues" aria-label={t('filterLeagues', { competition: competition.name })}>
          {competition.leagues.map((league) => (
            <li key={league.id}>
              <LeagueButton league={league} chosen={iconState === 'selected' || chosenLeagueIds.includes(league.id)} counts={counts} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
});

const choiceOf = ({ id, name }: Choice): Choice => ({ id, name });

/** Every count the filter shows, by key: "c:" a competition, "l:" a league, "all" the total. */
function countsOf({ competitions, leaguesWithoutCompetition }: LiveCompetitions): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  let total = 0;
  for (const competition of competitions) {
    counts.set(`c:${competition.id}`, competition.eventCount);
    total += competition.eventCount;
    for (const league of competition.leagues) counts.set(`l:${league.id}`, league.eventCount);
  }
  for (const league of leaguesWithoutCompetition) {
    counts.set(`l:${league.id}`, league.eventCount);
    total += league.eventCount;
  }
  counts.set('all', total);
  return counts;
}

/**
 * The live filter from 1024 px (spec 3, 4): "All", then each competition with its
 * none / partial / selected icon (a toggle button, aria-pressed false / mixed / true),
 * opening to its leagues. Every state change is core's desktop reducer's.
 *
 * It reads the choices' shape (ids and names) structurally shared, so it renders when a
 * competition or league comes or goes, or the bettor chooses; the counts are leaves.
 */
export const LiveFilterDesktop = memo(function LiveFilterDesktop({ options }: { options: ReadonlySignal<LiveCompetitions> }) {
  useSignals();
  const { t } = useTranslation('livePage');
  const { liveFilter } = useRuntime().store;
  const state = liveFilter.desktop.value;
  const counts = useMemo(() => computed(() => countsOf(options.value)), [options]);
  const shape = useSharedValue(() => {
    const { competitions, leaguesWithoutCompetition } = options.value;
    return { competitions: competitions.map((competition): CompetitionChoice => ({ ...choiceOf(competition), leagues: competition.leagues.map(choiceOf) })), leaguesWithoutCompetition: leaguesWithoutCompetition.map(choiceOf) };
  });
  return (
    <div className="sb-live-filter sb-live-filter--desktop" role="group" aria-label={t('filterLabel')}>
      <button type="button" className="sb-live-filter__option sb-live-filter__option--all" aria-pressed={state.isAllCompetitionsSelected} onClick={() => liveFilter.dispatchDesktop({ type: 'select-all' })}>
        <FilterIcon state={state.isAllCompetitionsSelected ? 'selected' : 'none'} />
        <span className="sb-live-filter__name">{t('filterAll')}</span>
        <ChoiceCount counts={counts} countKey="all" />
      </button>
      <ul className="sb-live-filter__competitions">
        {shape.competitions.map((competition) => {
          const entry = state.competitionDesktopList.find((candidate) => candidate.competitionId === competition.id);
          // A selected competition with no live event now is listed at 0, still selected (issue 23).
          const iconState = entry?.iconState ?? (state.selectedAbsentCompetitionIds.includes(competition.id) ? 'selected' : 'none');
          return <CompetitionEntry key={competition.id} competition={competition} iconState={iconState} chosenLeagueIds={state.selectedLeaguesWithoutCompetitionDesktopIds} counts={counts} />;
        })}
      </ul>
      {shape.leaguesWithoutCompetition.length > 0 ? (
        <ul className="sb-live-filter__leagues" aria-label={t('filterOtherLeagues')}>
          {shape.leaguesWithoutCompetition.map((league) => (
            <li key={league.id}>
              <LeagueButton league={league} chosen={state.selectedLeaguesWithoutCompetitionDesktopIds.includes(league.id)} counts={counts} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
