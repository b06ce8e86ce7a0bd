import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { QueryClient } from '@tanstack/query-core';
import type { ApiBet } from '../api';
import { ownedModel } from './ownedModel';
import { createPolledValue, type PolledValue } from './serverState';

/** A bet as My Bets shows it (open or settled), as the operator answers it. */
export type MyBet = ApiBet;

/** Spec 9: settled bets shows the last 50. */
export const SETTLED_BETS_SHOWN = 50;

export interface BetHistoryDependencies {
  serverState: QueryClient;
  bets: {
    settledBets(numberOfBets?: number): Promise<{ bets: ApiBet[] }>;
    openBet(accountId: string, betId: string): Promise<ApiBet>;
  };
  /** The logged-in player's account id (alsPlayerId), null when logged out. */
  accountId: ReadonlySignal<string | null>;
}

export interface BetHistoryModel {
  /** The last 50 settled bets, newest first; fetched only while a My Bets view watches. */
  readonly settled: PolledValue<readonly ApiBet[]>;
  /** A My Bets view is on screen: open bets refresh on an interval, settled bets load. */
  readonly watching: ReadonlySignal<boolean>;
  /** Registers a view on screen; call the returned function when it leaves. */
  watch(): () => void;
  /** One open bet as the operator has it now (GET .../openbet/{betId}). */
  detail(betId: string): Promise<ApiBet>;
  /** The settled list is stale (a bet was cashed out or settled). */
  invalidateSettled(): Promise<void>;
  /** Stops following the account and lets go of the settled list's query. */
  dispose(): void;
}

export function createBetHistoryModel({ serverState, bets, accountId }: BetHistoryDependencies): BetHistoryModel {
  return ownedModel<Omit<BetHistoryModel, 'dispose'>>(() => {
    const watchers = signal(0);
    const watching = computed(() => watchers.value > 0);
    const settled = createPolledValue<readonly ApiBet[]>(serverState, {
      queryKey: ['settledbets', null],
      fetch: async () => (accountId.peek() === null ? [] : (await bets.settledBets(SETTLED_BETS_SHOWN)).bets),
      intervalMs: 0,
      enabled: false,
    });
    // The settled list (a child model) and this effect end with the model.
    effect(() => {
      const account = accountId.value;
      settled.update({ queryKey: ['settledbets', account], enabled: account !== null && watching.value, intervalMs: 0 });
    });
    return {
      settled,
      watching,
      watch() {
        watchers.value += 1;
        let stopped = false;
        return () => {
          if (stopped) return;
          stopped = true;
          watchers.value -= 1;
        };
      },
      detail(betId) {
        const account = accountId.peek();
        if (account === null) return Promise.reject(new Error('Log in to see a bet: My Bets has no account to ask for it.'));
        return serverState.fetchQuery({ queryKey: ['openbet', account, betId], queryFn: () => bets.openBet(account, betId), staleTime: 5_000 });
      },
      async invalidateSettled() {
        await serverState.invalidateQueries({ queryKey: ['settledbets'] });
      },
    };
  });
}
