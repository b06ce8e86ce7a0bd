import { batch, computed, effect, untracked, type ReadonlySignal } from '@preact/signals-core';
import {
  liveLockReason,
  lockedBetRefs,
  orderedSelections,
  serverLockReason,
  strongestLock,
  type BetslipAction,
  type BetslipSelection,
  type BetslipState,
  type LegLiveView,
  type LegLockReason,
} from '../core';
import type { CatalogueModel } from './catalogueModel';
import { ownedModel, type OwnedTimer } from './ownedModel';

export interface LegLocksDependencies {
  state: ReadonlySignal<BetslipState>;
  catalogue: Pick<CatalogueModel, 'market' | 'price' | 'event'>;
  /** Feeds with an alert on (the live model's). */
  feedAlerts: ReadonlySignal<readonly string[]>;
  dispatch: (action: BetslipAction) => unknown;
  /** Asks the server to price the slip as it stands. */
  reprice: () => Promise<void>;
  /** How long a lock only the server reports stands before the server is asked again. */
  recheckMs: number;
  now: () => number;
}

export interface LegLocks {
  /** The locked legs by outcome id, with their reason; a leg that takes bets is absent. */
  byOutcome: ReadonlySignal<Readonly<Record<string, LegLockReason>>>;
  /** The bets (sel1, mul1, 058 ...) a locked leg makes unplaceable. */
  lockedRefs: ReadonlySignal<readonly string[]>;
  /** Stops following the feed and the recheck timer. */
  dispose(): void;
}

/**
 * Which legs of the slip take no bet right now, and why (core legLock): the feed's word
 * (the catalogue's market status, hidden outcome, finished event; the live model's feed
 * alerts) and the server's (the last refresh's outcome state, lock refusals naming the
 * leg). When the feed reopens a leg, the server's word on it is stale: it is dropped and
 * the slip priced again. A leg the feed closes takes the closed path (message, removal).
 */
export function createLegLocks({ state, catalogue, feedAlerts, dispatch, reprice, recheckMs, now }: LegLocksDependencies): LegLocks {
  return ownedModel<Omit<LegLocks, 'dispose'>>((owner) => {
    function liveView(selection: BetslipSelection): LegLiveView | null {
      const market = catalogue.market(selection.marketId)?.value;
      if (market === undefined) return null;
      return {
        marketStatus: market.status,
        feedId: market.feedId,
        outcomeHidden: market.outcomeIds.includes(selection.outcomeId) && catalogue.price(selection.outcomeId).value.hidden,
        eventFinished: catalogue.event(selection.eventId)?.value.isFinished ?? false,
      };
    }

    const liveLocks = computed(() => {
      const alerts = feedAlerts.value;
      return new Map(orderedSelections(state.value).map((selection) => [selection.outcomeId, liveLockReason(liveView(selection), alerts)]));
    });

    const byOutcome = computed(() => {
      const current = state.value;
      const locks: Record<string, LegLockReason> = {};
      for (const selection of orderedSelections(current)) {
        const reason = strongestLock(liveLocks.value.get(selection.outcomeId) ?? null, serverLockReason(selection, current.errors));
        if (reason !== null) locks[selection.outcomeId] = reason;
      }
      return locks;
    });

    let seen = new Map<string, LegLockReason | null>();
    effect(() => {
      const live = liveLocks.value;
      const reopened = [...live].filter(([outcomeId, reason]) => reason === null && (seen.get(outcomeId) ?? null) !== null).map(([outcomeId]) => outcomeId);
      const closed = [...live].filter(([outcomeId, reason]) => reason === 'closed' && seen.get(outcomeId) !== 'closed').map(([outcomeId]) => outcomeId);
      seen = live;
      if (reopened.length === 0 && closed.length === 0) return;
      untracked(() => {
        batch(() => {
          for (const outcomeId of reopened) dispatch({ type: 'lock-lifted', outcomeId });
          // Spec 4: a closed selection says so for 3 s, then leaves the slip (betslipModel).
          for (const outcomeId of closed) if (state.peek().bets[outcomeId]?.outcomeState !== 'C') dispatch({ type: 'outcome-state-changed', outcomeId, outcomeState: 'C', now: now() });
        });
        if (reopened.length > 0) void reprice();
      });
    });

    // A lock only the server reports (the feed says open, or has not said) would hold the
    // slip for good if the feed never mentions the market again: the server is asked again.
    let recheckTimer: OwnedTimer | null = null;
    effect(() => {
      const current = state.value;
      const serverOnly = orderedSelections(current).some((selection) => {
        const reason = serverLockReason(selection, current.errors);
        return reason !== null && reason !== 'closed' && (liveLocks.value.get(selection.outcomeId) ?? null) === null;
      });
      owner.clearTimeout(recheckTimer);
      recheckTimer = null;
      if (!serverOnly) return;
      recheckTimer = owner.setTimeout(() => {
        recheckTimer = null;
        void reprice();
      }, recheckMs);
    });

    return {
      byOutcome,
      lockedRefs: computed(() => lockedBetRefs(state.value, byOutcome.value)),
    };
  });
}
