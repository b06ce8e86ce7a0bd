import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { badgeText, initialMyBetsState, myBetsBadgeCount, myBetsReducer, type MyBetsAction, type MyBetsModalState, type MyBetsState } from '../core';

export type MyBetsTab = 'open' | 'settled';

export const MY_BETS_TABS: readonly MyBetsTab[] = ['open', 'settled'];

export interface MyBetsModel {
  /** Spec 3 "My Bets state": the selected tab defaults to open. */
  readonly selectedTab: ReadonlySignal<MyBetsTab>;
  /** Spec 4 "My Bets modal": visible, hidden (a countdown runs) or closed. */
  readonly modal: ReadonlySignal<MyBetsModalState>;
  /** The footer badge (spec 2, 4): from open bets while shown, else the polled count; 99+ above 99. */
  readonly badge: ReadonlySignal<string | null>;
  selectTab(tab: MyBetsTab): void;
  open(): void;
  close(): void;
  countdownStarted(betId: string): void;
  countdownFinished(betId: string): void;
}

/**
 * The My Bets panel, a thin signal shell over core's state machine (myBetsReducer).
 * `openBetsCount` and `polledCount` come from the server state (open bets list, bet count).
 */
export function createMyBetsModel(counts: { openBetsCount?: ReadonlySignal<number>; polledCount?: ReadonlySignal<number | undefined> } = {}): MyBetsModel {
  const state = signal<MyBetsState>(initialMyBetsState);
  const dispatch = (action: MyBetsAction) => {
    state.value = myBetsReducer(state.value, action);
  };
  const badge = computed(() => badgeText(myBetsBadgeCount(state.value, counts.openBetsCount?.value ?? 0, counts.polledCount?.value ?? 0)));
  return {
    selectedTab: computed(() => state.value.selectedTab),
    modal: computed(() => state.value.modal),
    badge,
    selectTab: (tab) => dispatch({ type: 'select-tab', tab }),
    open: () => dispatch({ type: 'open' }),
    close: () => dispatch({ type: 'close' }),
    countdownStarted: (betId) => dispatch({ type: 'countdown-started', betId }),
    countdownFinished: (betId) => dispatch({ type: 'countdown-finished', betId }),
  };
}
