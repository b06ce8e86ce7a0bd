import { signal, type ReadonlySignal } from '@preact/signals-core';
import { desktopLiveFilterFor, desktopLiveFilterReducer, initialLiveFilter, liveFilterReducer, type CompetitionInput, type DesktopLiveFilterAction, type DesktopLiveFilterState, type LiveFilterAction, type LiveFilterState } from '../core';

/** Spec 3/4 live filter, both variants, as signals over core's reducers. */
export function createLiveFilterModel() {
  const mobile = signal<LiveFilterState>(initialLiveFilter);
  const desktop = signal<DesktopLiveFilterState>(desktopLiveFilterFor([]));
  return {
    mobile: mobile as ReadonlySignal<LiveFilterState>,
    desktop: desktop as ReadonlySignal<DesktopLiveFilterState>,
    dispatch(action: LiveFilterAction): void {
      mobile.value = liveFilterReducer(mobile.value, action);
    },
    dispatchDesktop(action: DesktopLiveFilterAction): void {
      desktop.value = desktopLiveFilterReducer(desktop.value, action);
    },
    /** Spec 4: a changed competition list resets the filter (the same list keeps the choices). */
    setCompetitions(competitions: readonly CompetitionInput[]): void {
      const before = desktop.value;
      desktop.value = desktopLiveFilterReducer(before, { type: 'competitions-changed', competitions });
      // The mobile choice resets with it; the euro market belongs to the layout and stays.
      if (desktop.value !== before) mobile.value = liveFilterReducer(mobile.value, { type: 'select-competition', competitionId: null });
    },
  };
}

export type LiveFilterModel = ReturnType<typeof createLiveFilterModel>;
