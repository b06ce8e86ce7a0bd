import { signal, type ReadonlySignal } from '@preact/signals-core';

export type MyBetsTab = 'open' | 'settled';

export const MY_BETS_TABS: readonly MyBetsTab[] = ['open', 'settled'];

export interface MyBetsModel {
  /** Spec 3 "My Bets state": the selected tab defaults to open. */
  readonly selectedTab: ReadonlySignal<MyBetsTab>;
  selectTab(tab: MyBetsTab): void;
}

export function createMyBetsModel(): MyBetsModel {
  const selectedTab = signal<MyBetsTab>('open');
  return {
    selectedTab,
    selectTab(tab) {
      selectedTab.value = tab;
    },
  };
}
