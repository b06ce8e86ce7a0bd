import { computed, effect, untracked, type ReadonlySignal } from '@preact/signals-react';
import { useEffect, useMemo } from 'react';
import { competitionInputsOf, eventMatchesDesktopFilter, eventMatchesLiveFilter, filterableEvent, keepUnchanged, liveCompetitionsOf, withChosenAbsent, type ChosenIds, type CompetitionPathEvent, type LiveCompetitions } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

export interface LiveFilterView {
  /** The filter's choices with their counts; unchanged parts keep their objects. */
  competitions: ReadonlySignal<LiveCompetitions>;
  /** The events the filter lets through, in list order. */
  matchingIds: ReadonlySignal<readonly string[]>;
  /** Whether the bettor has narrowed the list at all. */
  narrowed: ReadonlySignal<boolean>;
  /** Back to every event (the euro market choice is the layout's, not the filter's, and stays). */
  clear(): void;
}

/**
 * The live filter over the live list (spec 4): its choices come from the listed events'
 * paths, with what the bettor chose kept while it has no live event (at 0, issue 23); the
 * bettor's choices last while they stay on the list `listKey` (the model's rule: another
 * tab resets them), and the events pass through core's
 * reducers' tests, the desktop variant from 1024 px up, the mobile one below. An event's
 * path never changes, so it is peeked: a clock or score change does not re-run the filter.
 *
 * Signals in, signals out (issue 19): an event kicking off or ending changes `eventIds`,
 * and only the parts that show what changed read the answers (the rows, the counts), not
 * the list component that holds them. The signals are made again when `desktop` or
 * `enabled` change (a viewport crossing 1024 px), never per live-set change.
 */
export function useLiveFilter(eventIds: ReadonlySignal<readonly string[]>, listKey: string, desktop: boolean, enabled = true): LiveFilterView {
  const { catalogue, liveFilter } = useRuntime().store;
  const view = useMemo(() => {
    const events = computed(() => eventIds.value.map((id) => ({ id, path: catalogue.event(id)?.peek() })));
    // What the live events offer: the model's input.
    const present = computed(() => liveCompetitionsOf(events.value.map((event) => event.path).filter((path): path is CompetitionPathEvent & NonNullable<typeof path> => path !== undefined)));
    const chosen = computed((): ChosenIds => {
      if (!enabled) return { competitionIds: [], leagueIds: [] };
      if (desktop) return { competitionIds: liveFilter.desktop.value.selectedAbsentCompetitionIds, leagueIds: liveFilter.desktop.value.selectedLeaguesWithoutCompetitionDesktopIds };
      const { selectedCompetitionId, selectedLeagueIds } = liveFilter.mobile.value;
      if (selectedCompetitionId === null) return { competitionIds: [], leagueIds: [] };
      return { competitionIds: [selectedCompetitionId], leagueIds: [], leagueIdsByCompetition: { [selectedCompetitionId]: selectedLeagueIds } };
    });
    let last: LiveCompetitions | undefined;
    const competitions = computed(() => {
      const shown = present.value;
      // The model keeps the names, for a choice whose events have all ended for now.
      liveFilter.rememberNames(shown);
      const next = withChosenAbsent(shown, chosen.value, liveFilter.names);
      last = last === undefined ? next : keepUnchanged(last, next);
      return last;
    });
    const narrowed = computed(() => (!enabled ? false : desktop ? !liveFilter.desktop.value.isAllCompetitionsSelected : liveFilter.mobile.value.selectedCompetitionId !== null));
    const matchingIds = computed<readonly string[]>(() => {
      if (!narrowed.value) return eventIds.value;
      const desktopState = liveFilter.desktop.value;
      const mobileState = liveFilter.mobile.value;
      return events.value
        .filter(({ path }) => {
          const event = path ? filterableEvent(path) : null;
          if (event === null) return false;
          return desktop ? eventMatchesDesktopFilter(event, desktopState) : eventMatchesLiveFilter(event, mobileState);
        })
        .map(({ id }) => id);
    });
    return { present, competitions, narrowed, matchingIds };
  }, [catalogue, liveFilter, eventIds, desktop, enabled]);

  // A list without the filter (live favourites) must not touch the live list's filter. The
  // reducer keeps its state when the competitions and leagues are the same (counts aside),
  // and the bettor's choices when they change.
  useEffect(() => {
    if (!enabled) return;
    return effect(() => {
      const inputs = competitionInputsOf(view.present.value);
      // The model reads its own state to reduce it: that is not what this effect follows.
      untracked(() => liveFilter.setCompetitions(listKey, inputs));
    });
  }, [enabled, liveFilter, view, listKey]);

  const clear = () => (desktop ? liveFilter.dispatchDesktop({ type: 'select-all' }) : liveFilter.dispatch({ type: 'select-competition', competitionId: null }));
  return { competitions: view.competitions, matchingIds: view.matchingIds, narrowed: view.narrowed, clear };
}
