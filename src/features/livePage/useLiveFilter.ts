import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { competitionInputsOf, eventMatchesDesktopFilter, eventMatchesLiveFilter, filterableEvent, liveCompetitionsOf, type CompetitionPathEvent, type LiveCompetitions } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

export interface LiveFilterView {
  competitions: LiveCompetitions;
  /** The events the filter lets through, in list order. */
  matchingIds: readonly string[];
  /** Whether the bettor has narrowed the list at all. */
  narrowed: boolean;
  /** Back to every event (the euro market choice is the layout's, not the filter's, and stays). */
  clear(): void;
}

/**
 * The live filter over the live list (spec 4): its choices come from the listed events'
 * paths, a changed list resets it (the model's rule), and the events pass through core's
 * reducers' tests, the desktop variant from 1024 px up, the mobile one below. An event's
 * path never changes, so it is peeked: a clock or score change does not re-run the filter.
 */
export function useLiveFilter(eventIds: readonly string[], desktop: boolean, enabled = true): LiveFilterView {
  useSignals();
  const { catalogue, liveFilter } = useRuntime().store;
  const events = useMemo(() => eventIds.map((id) => ({ id, path: catalogue.event(id)?.peek() })), [catalogue, eventIds]);
  const competitions = useMemo(() => liveCompetitionsOf(events.map((event) => event.path).filter((path): path is CompetitionPathEvent & NonNullable<typeof path> => path !== undefined)), [events]);

  // A list without the filter (live favourites) must not reset the live list's filter.
  useEffect(() => {
    if (enabled) liveFilter.setCompetitions(competitionInputsOf(competitions));
  }, [enabled, liveFilter, competitions]);

  const desktopState = liveFilter.desktop.value;
  const mobileState = liveFilter.mobile.value;
  const narrowed = !enabled ? false : desktop ? !desktopState.isAllCompetitionsSelected : mobileState.selectedCompetitionId !== null;
  const matchingIds = useMemo(() => {
    if (!narrowed) return eventIds;
    return events
      .filter(({ path }) => {
        const event = path ? filterableEvent(path) : null;
        if (event === null) return false;
        return desktop ? eventMatchesDesktopFilter(event, desktopState) : eventMatchesLiveFilter(event, mobileState);
      })
      .map(({ id }) => id);
  }, [narrowed, eventIds, events, desktop, desktopState, mobileState]);

  const clear = () => (desktop ? liveFilter.dispatchDesktop({ type: 'select-all' }) : liveFilter.dispatch({ type: 'select-competition', competitionId: null }));
  return { competitions, matchingIds, narrowed, clear };
}
