/** Spec 3 "My Bets state": the mobile My Bets overlay. */
export type MyBetsModalState = 'visible' | 'hidden' | 'closed';

export type MyBetsTab = 'open' | 'settled';

export interface MyBetsState {
  modal: MyBetsModalState;
  /** Default open (spec 3). */
  selectedTab: MyBetsTab;
  /** Bets whose cash-out countdown is running. */
  betsInCountdown: readonly string[];
  openBetsFetched: boolean;
}

export const initialMyBetsState: MyBetsState = Object.freeze({ modal: 'closed', selectedTab: 'open', betsInCountdown: [], openBetsFetched: false });

export type MyBetsAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'select-tab'; tab: MyBetsTab }
  | { type: 'countdown-started'; betId: string }
  | { type: 'countdown-finished'; betId: string }
  | { type: 'open-bets-fetched' };

/**
 * Spec 4: opening shows the modal; closing hides it if a bet is counting down (the
 * countdown must keep running where the bettor can come back to it), else closes it;
 * when the last countdown finishes while hidden, the modal closes.
 */
export function myBetsReducer(state: MyBetsState, action: MyBetsAction): MyBetsState {
  switch (action.type) {
    case 'open':
      return state.modal === 'visible' ? state : { ...state, modal: 'visible' };
    case 'close':
      return { ...state, modal: state.betsInCountdown.length > 0 ? 'hidden' : 'closed' };
    case 'select-tab':
      return state.selectedTab === action.tab ? state : { ...state, selectedTab: action.tab };
    case 'countdown-started':
      return state.betsInCountdown.includes(action.betId) ? state : { ...state, betsInCountdown: [...state.betsInCountdown, action.betId] };
    case 'countdown-finished': {
      const betsInCountdown = state.betsInCountdown.filter((id) => id !== action.betId);
      const modal = state.modal === 'hidden' && betsInCountdown.length === 0 ? 'closed' : state.modal;
      return { ...state, betsInCountdown, modal };
    }
    case 'open-bets-fetched':
      return { ...state, openBetsFetched: true };
  }
}

/**
 * Spec 4 badge rule: count from the open bets list when the modal is open and not on the
 * settled tab, or while bets are counting down (the list is live then); otherwise from
 * the polled bet count.
 */
export function myBetsBadgeCount(state: MyBetsState, openBetsCount: number, polledCount: number): number {
  const fromList = (state.modal === 'visible' && state.selectedTab !== 'settled') || state.betsInCountdown.length > 0;
  const count = fromList ? openBetsCount : polledCount;
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}
