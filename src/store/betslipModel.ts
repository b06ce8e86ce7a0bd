import { batch, computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import type { BetEndpoints } from '../api';
import { betslipReducer, initialBetslipState, orderedSelections, persistableBetslip, type BetslipAction, type BetslipRefusal, type BetslipState } from '../core';
import type { CatalogueModel, OutcomePrice } from './catalogueModel';

/** Why the slip did not take an action: core's reasons, plus an outcome the catalogue does not know. */
export type BetslipModelRefusal = BetslipRefusal | 'unknown-outcome';

export interface BetslipModel {
  /** The whole slip (core's state machine). */
  readonly state: ReadonlySignal<BetslipState>;
  /** Outcome ids in the order the bettor added them. */
  readonly selectionIds: ReadonlySignal<readonly string[]>;
  readonly count: ReadonlySignal<number>;
  /** Whether the slip is open (the collapsed bar or button shows otherwise). */
  readonly isOpen: ReadonlySignal<boolean>;
  /** The reason the last action was refused, for the UI to say; null after a success. */
  readonly lastRefusal: ReadonlySignal<BetslipModelRefusal | null>;
  dispatch(action: BetslipAction): BetslipModelRefusal | null;
  addSelection(outcomeId: string): BetslipModelRefusal | null;
  removeSelection(outcomeId: string): BetslipModelRefusal | null;
  toggleSelection(outcomeId: string): BetslipModelRefusal | null;
  open(): void;
  close(): void;
  toggleOpen(): void;
  /** Asks the server to price the slip (spec 7 betslips/selections); errors land in the state. */
  refresh(): Promise<void>;
  /** The part of the slip that survives a reload (spec 4). */
  persistable(): BetslipState;
  dispose(): void;
}

export interface BetslipDependencies {
  catalogue: CatalogueModel;
  bets?: Pick<BetEndpoints, 'refreshSlip'>;
  maxBets?: number;
  /** The price the bettor sees per outcome (odds per brand); the feed's price by default. */
  prices?: (outcomeId: string) => ReadonlySignal<OutcomePrice>;
}

/**
 * The betslip as signals over core's state machine (betslipReducer): every rule and every
 * refusal is core's; this model finds prices in the catalogue and keeps the slip's prices
 * following the live feed.
 */
export function createBetslipModel({ catalogue, bets, maxBets = 15, prices = catalogue.price }: BetslipDependencies): BetslipModel {
  const state = signal<BetslipState>(initialBetslipState);
  const lastRefusal = signal<BetslipModelRefusal | null>(null);
  const options = { maxBets, closedRemovalMs: 3000 };

  function dispatch(action: BetslipAction): BetslipModelRefusal | null {
    const transition = betslipReducer(state.peek(), action, options);
    batch(() => {
      state.value = transition.state;
      lastRefusal.value = transition.refusal;
    });
    return transition.refusal;
  }

  function addSelection(outcomeId: string): BetslipModelRefusal | null {
    const info = catalogue.outcome(outcomeId);
    if (!info) {
      lastRefusal.value = 'unknown-outcome';
      return 'unknown-outcome';
    }
    return dispatch({ type: 'add', selection: { eventId: info.eventId, marketId: info.marketId, outcomeId, decimal: prices(outcomeId).peek().decimal } });
  }

  // Live prices follow into the slip: the multiple's odds and returns move with them.
  const stopFollowingPrices = effect(() => {
    const current = state.value;
    for (const selection of orderedSelections(current)) {
      const price = prices(selection.outcomeId).value;
      if (price.decimal !== selection.decimal && price.decimal > 1) untracked(() => dispatch({ type: 'price-changed', outcomeId: selection.outcomeId, decimal: price.decimal }));
    }
  });

  const selectionIds = computed(() => state.value.order);
  return {
    state,
    selectionIds,
    count: computed(() => selectionIds.value.length),
    isOpen: computed(() => state.value.open),
    lastRefusal,
    dispatch,
    addSelection,
    removeSelection: (outcomeId) => dispatch({ type: 'remove', outcomeId }),
    toggleSelection: (outcomeId) => (state.peek().bets[outcomeId] ? dispatch({ type: 'remove', outcomeId }) : addSelection(outcomeId)),
    open() {
      if (!state.peek().open) dispatch({ type: 'toggle-open' });
    },
    close: () => void dispatch({ type: 'close' }),
    toggleOpen: () => void dispatch({ type: 'toggle-open' }),
    async refresh() {
      if (!bets || state.peek().order.length === 0) return;
      dispatch({ type: 'refresh-started' });
      try {
        const answer = await bets.refreshSlip({ outcomeIds: state.peek().order });
        if (answer.errors.length > 0) dispatch({ type: 'refresh-failed', errors: answer.errors.map((error) => ({ code: error.code, message: error.message, ref: error.ref })) });
        else dispatch({ type: 'refresh-succeeded' });
      } catch (error) {
        // A refresh replaced by a newer one is only logged (spec 8).
        if ((error as { kind?: string }).kind === 'aborted') return;
        dispatch({ type: 'refresh-failed', errors: [{ code: (error as { notificationId?: string }).notificationId ?? 'error-500', message: (error as Error).message }] });
      }
    },
    persistable: () => persistableBetslip(state.peek()),
    dispose: stopFollowingPrices,
  };
}
