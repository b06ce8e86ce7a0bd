import { signal, type ReadonlySignal } from '@preact/signals-core';
import { desktopLiveFilterFor, desktopLiveFilterReducer, initialLiveFilter, liveFilterReducer, rememberNames, type CompetitionInput, type DesktopLiveFilterAction, type DesktopLiveFilterState, type LiveCompetitions, type LiveFilterAction, type LiveFilterState } from '../core';

/** Spec 3/4 live filter, both variants, as signals over core's reducers. */
export function createLiveFilterModel() {
  const mobile = signal<LiveFilterState>(initialLiveFilter);
  const desktop = signal<DesktopLiveFilterState>(desktopLiveFilterFor([]));
  /** The list the filter was last fed (a live tab: every sport, or one); null before any. */
  let listKey: string | null = null;
  // Kept with the choices, not by the list that shows them: a choice outlives the list (the
  // bettor leaves the live page and comes back, or every match of the sport ends for a
  // moment), and a choice with no live match can be shown, at 0, only by its name.
  const names = new Map<string, string>();
  return {
    mobile: mobile as ReadonlySignal<LiveFilterState>,
    desktop: desktop as ReadonlySignal<DesktopLiveFilterState>,
    /** Every competition and league name the live lists have shown, by id ("c:" and "l:"). */
    names: names as ReadonlyMap<string, string>,
    rememberNames(shown: LiveCompetitions): void {
      rememberNames(names, shown);
    },
    dispatch(action: LiveFilterAction): void {
      mobile.value = liveFilterReducer(mobile.value, action);
    },
    dispatchDesktop(action: DesktopLiveFilterAction): void {
      desktop.value = desktopLiveFilterReducer(desktop.value, action);
    },
    /**
     * The competitions of the live list `list` (its tab: 'all' or a sport code). Spec 4:
     * changing the competition list resets the filter; we read that as the bettor moving
     * to another list (another sport's competitions are not the ones chosen). Within one
     * list, competitions come and go as events kick off and end (every few seconds): that
     * keeps the bettor's choices, a returning competition chosen as it was (issue 23).
     */
    setCompetitions(list: string, competitions: readonly CompetitionInput[]): void {
      if (list !== listKey) {
        listKey = list;
        desktop.value = desktopLiveFilterFor(competitions);
        // The euro market belongs to the layout and stays.
        mobile.value = liveFilterReducer(mobile.value, { type: 'select-competition', competitionId: null });
        return;
      }
      desktop.value = desktopLiveFilterReducer(desktop.value, { type: 'competitions-changed', competitions });
    },
  };
}

export type LiveFilterModel = ReturnType<typeof createLiveFilterModel>;
