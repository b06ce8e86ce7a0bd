import { computed, effect, untracked, type ReadonlySignal } from '@preact/signals-react';
import { useEffect, useMemo } from 'react';
import { competitionInputsOf, eventMatchesDesktopFilter, eventMatchesLiveFilter, filterableEvent, keepUnchanged, liveCompetitionsOf, type CompetitionPathEvent, type LiveCompetitions } from '../../core';
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
 * paths, a changed list resets it (the model's rule), and the events pass through core's
 * reducers' tests, the desktop variant from 1024 px up, the mobile one below. An event's
 * path never changes, so it is peeked: a clock or score change does not re-run the filter.
 *
 * Signals in, signals out (issue 19): an event kicking off or ending changes `eventIds`,
 * and only the parts that show what changed read the answers (the rows, the counts), not
 * the list component that holds them. The signals are made again when `desktop` or
 * `enabled` change (a viewport crossing 1024 px), never per live-set change.
 */
export function useLiveFilter(eventIds: ReadonlySignal<readonly string[]>, desktop: boolean, enabled = true): LiveFilterView {
  const { catalogue, liveFilter } = useRuntime().store;
  const view = useMemo(() => {
    const events = computed(() => eventIds.value.map((id) => ({ id, path: catalogue.event(id)?.peek() })));
    let last: LiveCompetitions | undefined;
    const competitions = computed(() => {
      const next = liveCompetitionsOf(events.value.map((event) => event.path).filter((path): path is CompetitionPathEvent & NonNullable<typeof path> => path !== undefined));
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
    return { competitions, narrowed, matchingIds };
  }, [catalogue, liveFilter, eventIds, desktop, enabled]);

  // A list without the filter (live favourites) must not reset the live list's filter. The
  // reducer keeps its state when the competitions and leagues are the same (counts aside).
  useEffect(() => {
    if (!enabled) return;
    return effect(() => {
      const inputs = competitionInputsOf(view.competitions.value);
      // The model reads its own state to reduce it: that is not what this effect follows.
      untracked(() => liveFilter.setCompetitions(inputs));
    });
  }, [enabled, liveFilter, view]);

  const clear = () => (desktop ? liveFilter.dispatchDesktop({ type: 'select-all' }) : liveFilter.dispatch({ type: 'select-competition', competitionId: null }));
  return { ...view, clear };
}
