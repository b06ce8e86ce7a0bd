import type { AutoCashOutPushPayload, CashOutPushPayload } from '../../../src/live/decodeCashOutMessage';
import type { Accounts } from '../accounts/accounts';
import type { BetRecord, StateStore } from '../sandboxState';
import type { ChangeLog } from '../world/changeLog';
import type { World } from '../world/world';
import type { Betting } from './betting';

/**
 * How long a bet shows as suspended after one of its prices moved, before its new value is
 * pushed: the price is "changing" (the feed often moves a market in several steps), and an
 * offer made in that moment would be refused as changed a moment later.
 */
export const CASH_OUT_PRICE_SETTLE_MS = 800;

export type CashOutPushMessage = { type: 'cashout'; payload: CashOutPushPayload } | { type: 'auto-cashout'; payload: AutoCashOutPushPayload };

export interface CashOutWatchOptions {
  world: World;
  store: StateStore;
  betting: Betting;
  accounts: Accounts;
  settleMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export type CashOutWatch = ReturnType<typeof createCashOutWatch>;

/**
 * Follows the open bets' cash-out values as the world moves (docs/api.md "Cash-out push"):
 * pushes each subscribed bettor's new values, suspended while a price of the bet is
 * changing, and executes armed auto cash-out rules (betting.runAutoCashOuts) whenever values
 * are recomputed, for every bettor, watched or not: the rule works with the page closed.
 */
export function createCashOutWatch({ world, store, betting, accounts, settleMs = CASH_OUT_PRICE_SETTLE_MS, setTimer = (callback, ms) => setTimeout(callback, ms), clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) }: CashOutWatchOptions) {
  const listeners = new Map<string, Set<(message: CashOutPushMessage) => void>>();
  /** The last state sent per bet (JSON), so an unchanged value is not pushed again. */
  const lastSent = new Map<string, string>();
  /** Outcomes whose price moved and has not settled yet, with the timer that ends it. */
  const changing = new Map<string, unknown>();
  let attached: ChangeLog | null = null;
  let detach: (() => void) | null = null;

  /** A price of the bet moved and has not settled yet: no offer, and no auto cash out, until it does. */
  const isSettling = (bet: BetRecord) => bet.legs.some((leg) => leg.result === 'open' && changing.has(leg.outcomeId));

  const emit = (accountId: string, message: CashOutPushMessage) => {
    for (const listener of listeners.get(accountId) ?? []) listener(message);
  };

  function stateOf(bet: BetRecord): CashOutPushPayload {
    const pr = Number(bet.potentialReturns);
    if (bet.status !== 'open' || bet.legs.some((leg) => leg.result === 'lose')) return { bid: bet.betId, s: 'N', cv: null, pr };
    const value = betting.cashOutValue(bet);
    if (!betting.cashOutShapeAllowed(bet)) return { bid: bet.betId, s: 'N', cv: null, pr };
    if (isSettling(bet)) return { bid: bet.betId, s: 'S', cv: null, pr };
    if (value !== null) return { bid: bet.betId, s: 'O', cv: value.toNumber(), pr };
    // Open, of a kind that is cashed out, yet no value: a leg's market is suspended.
    return { bid: bet.betId, s: 'S', cv: null, pr };
  }

  function send(bet: BetRecord): void {
    if (!listeners.has(bet.accountId)) return;
    const payload = stateOf(bet);
    const text = JSON.stringify(payload);
    if (lastSent.get(bet.betId) === text) return;
    lastSent.set(bet.betId, text);
    emit(bet.accountId, { type: 'cashout', payload });
  }

  /** Recomputes: auto rules first (their bets leave the open list), then each watched bet's value. */
  function check(): void {
    attach();
    for (const bet of betting.runAutoCashOuts(isSettling)) {
      const executed = bet.autoCashOut?.executed;
      if (executed) emit(bet.accountId, { type: 'auto-cashout', payload: { bid: bet.betId, amount: Number(executed.amount), balance: Number(accounts.wallet(bet.accountId).balance) } });
    }
    for (const bet of store.state.bets) {
      if (!listeners.has(bet.accountId)) continue;
      if (bet.status === 'open' || lastSent.has(bet.betId)) send(bet);
    }
    indexOpenBets();
  }

  /**
   * Open bets by outcome, rebuilt on each check (every second), subscription and placement:
   * the feed moves many prices a second, and scanning every bet of every bettor for each of
   * them made each price change O(bets). Every open bet, followed or not: the operator
   * refuses a cash out while one of its prices is moving whether or not the bettor's page
   * follows the push (betting.cashOut's `settling`).
   */
  let openByOutcome = new Map<string, BetRecord[]>();
  /** How many bets the index saw: a placement since (the list only grows) means a new bet to index. */
  let indexedBetCount = -1;
  function indexOpenBets(): void {
    const index = new Map<string, BetRecord[]>();
    for (const bet of store.state.bets) {
      if (bet.status !== 'open') continue;
      for (const leg of bet.legs) if (leg.result === 'open') index.set(leg.outcomeId, [...(index.get(leg.outcomeId) ?? []), bet]);
    }
    openByOutcome = index;
    indexedBetCount = store.state.bets.length;
  }

  /** Someone waits for this bet's settled value: the bettor's push, or an armed auto cash-out rule. */
  const isFollowed = (bet: BetRecord) => listeners.has(bet.accountId) || (bet.autoCashOut?.executed === null);

  function priceMoved(outcomeId: string): void {
    if (store.state.bets.length !== indexedBetCount) indexOpenBets();
    const openBets = (openByOutcome.get(outcomeId) ?? []).filter((bet) => bet.status === 'open');
    if (openBets.length === 0) return;
    const previous = changing.get(outcomeId);
    if (previous !== undefined) clearTimer(previous);
    changing.set(
      outcomeId,
      setTimer(() => {
        changing.delete(outcomeId);
        // Only a follower needs the settled value at once; the others see it when they ask.
        if (openBets.some(isFollowed)) check();
      }, settleMs),
    );
    for (const bet of openBets) send(bet);
  }

  /** Follows the feed's log, again after a restart replaced it (world.changes is a new log then). */
  function attach(): void {
    if (attached === world.changes) return;
    detach?.();
    attached = world.changes;
    detach = attached.subscribe((change) => {
      if (change.type !== 'price') return;
      if (change.payload.oid) priceMoved(change.payload.oid);
      // A market's status alone (suspended, reopened): no settling, its value is null or back
      // at once. Checked after the current task: the feed announces a change while the world
      // is still writing it (the market is replaced after its change is appended).
      else checkSoon();
    });
  }

  let checkQueued = false;
  function checkSoon(): void {
    if (checkQueued) return;
    checkQueued = true;
    queueMicrotask(() => {
      checkQueued = false;
      check();
    });
  }

  attach();

  return {
    check,
    /**
     * A price of the bet moved less than settleMs ago: its offer is suspended (pushed as
     * `S`), and the operator refuses a cash out of it until the price settles.
     */
    isSettling,
    /** A bettor's push: every open bet's state at once, then each change. */
    subscribe(accountId: string, listener: (message: CashOutPushMessage) => void): () => void {
      const set = listeners.get(accountId) ?? new Set();
      set.add(listener);
      listeners.set(accountId, set);
      indexOpenBets();
      for (const bet of store.state.bets) {
        if (bet.accountId !== accountId || bet.status !== 'open') continue;
        const payload = stateOf(bet);
        lastSent.set(bet.betId, JSON.stringify(payload));
        listener({ type: 'cashout', payload });
      }
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(accountId);
      };
    },
    stop(): void {
      detach?.();
      for (const handle of changing.values()) clearTimer(handle);
      changing.clear();
    },
  };
}
