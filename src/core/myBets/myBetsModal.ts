import { badgeText } from '../navigation/badgeText';

/** Spec 3 "My Bets state": the mobile My Bets overlay. */
export type MyBetsModalState = 'visible' | 'hidden' | 'closed';

/** Spec 3: the selected tab, open by default; settled holds the last 50 settled bets (spec 9). */
export type MyBetsTab = 'open' | 'settled';

export interface MyBetsState {
  modal: MyBetsModalState;
  selectedTab: MyBetsTab;
  /** Bets whose countdown (e.g. a cash-out confirmation delay) is running. */
  betsInCountdown: readonly string[];
  openBetsFetched: boolean;
}

export const initialMyBetsState: MyBetsState = Object.freeze({ modal: 'closed', selectedTab: 'open', betsInCountdown: Object.freeze([]), openBetsFetched: false });

export type MyBetsAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'select-tab'; tab: MyBetsTab }
  | { type: 'countdown-started'; betId: string }
  | { type: 'countdown-finished'; betId: string }
  | { type: 'open-bets-fetched' };

/**
 * Spec 4 "My Bets modal": opening makes it visible; closing hides it while any bet is
 * counting down (the countdown keeps running, out of sight, so its outcome is not lost),
 * else closes it; when the last countdown finishes while hidden, it closes. A countdown
 * that finishes while the modal is visible leaves it visible. Actions that change nothing
 * return the same state.
 */
export function myBetsReducer(state: MyBetsState, action: MyBetsAction): MyBetsState {
  switch (action.type) {
    case 'open':
      return state.modal === 'visible' ? state : { ...state, modal: 'visible' };
    case 'close': {
      const modal: MyBetsModalState = state.betsInCountdown.length > 0 ? 'hidden' : 'closed';
      return state.modal === modal ? state : { ...state, modal };
    }
    case 'select-tab':
      return state.selectedTab === action.tab ? state : { ...state, selectedTab: action.tab };
    case 'countdown-started':
      return state.betsInCountdown.includes(action.betId) ? state : { ...state, betsInCountdown: [...state.betsInCountdown, action.betId] };
    case 'countdown-finished': {
      if (!state.betsInCountdown.includes(action.betId)) return state;
      const betsInCountdown = state.betsInCountdown.filter((id) => id !== action.betId);
      const modal = state.modal === 'hidden' && betsInCountdown.length === 0 ? 'closed' : state.modal;
      return { ...state, betsInCountdown, modal };
    }
    case 'open-bets-fetched':
      return state.openBetsFetched ? state : { ...state, openBetsFetched: true };
  }
}

/** Spec 2 page shell: the My Bets overlay is mounted whenever its modal is not closed. */
export function isMyBetsOverlayShown(state: Pick<MyBetsState, 'modal'>): boolean {
  return state.modal !== 'closed';
}

/** Spec 2 page shell: the page content is hidden while the modal is visible (not while merely hidden). */
export function isPageContentHiddenByMyBets(state: Pick<MyBetsState, 'modal'>): boolean {
  return state.modal === 'visible';
}

/**
 * Spec 4 badge rule: count the open bets list when the modal is open (visible) and not on
 * the settled tab, or while bets are counting down (that list is the fresher one then);
 * otherwise the polled bet count. Unusable counts give 0.
 */
export function myBetsBadgeCount(state: MyBetsState, openBetsCount: number, polledCount: number): number {
  const fromList = (state.modal === 'visible' && state.selectedTab !== 'settled') || state.betsInCountdown.length > 0;
  const count = fromList ? openBetsCount : polledCount;
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** The My Bets footer badge (spec 2): the count above, '99+' above 99, none for 0. */
export function myBetsBadgeText(state: MyBetsState, openBetsCount: number, polledCount: number): string | null {
  return badgeText(myBetsBadgeCount(state, openBetsCount, polledCount));
}
