import { batch, computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import type { BetEndpoints, SlipModel } from '../api';
import {
  DEFAULT_CORE_SETTINGS,
  betslipReducer,
  currencyPrecision,
  initialBetslipState,
  orderedSelections,
  parseParlayConfig,
  persistableBetslip,
  readStakeInput,
  serverSlipModel,
  slipFigures,
  slipStakes,
  stakePrecision,
  stakeScale,
  validateStakes,
  type BetslipAction,
  type BetslipRefusal,
  type BetslipState,
  type CoreSettings,
  type FreeBetMode,
  type OddsFormat,
  type SingleStaking,
  type StakeScale,
  type RefreshedSingle,
  type ParlayExtraWinningsConfig,
  type SlipFigures,
  type StakeInput,
  type StakeProblem,
  type LegLockReason,
} from '../core';
import type { CatalogueModel, OutcomePrice } from './catalogueModel';
import { createLegLocks } from './legLocks';

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
  /** Asks the server to price the slip (spec 7 betslips/selections, POST with the outcome ids); errors land in the state. */
  refresh(): Promise<void>;
  /** Sends the current model (stakes, each way, free bets) to the server (PUT) for its prices and limits. */
  reprice(): Promise<void>;
  /** Every bet's stake and returns, and the totals (core slipFigures). */
  readonly figures: ReadonlySignal<SlipFigures>;
  /** The stake rules' problems (core validateStakes), each on the bet it concerns or the slip. */
  readonly problems: ReadonlySignal<readonly StakeProblem[]>;
  /** Whether the brand's slip offers each way (uk_betslip with each_way_enabled). */
  readonly eachWayOffered: ReadonlySignal<boolean>;
  readonly currency: ReadonlySignal<string>;
  /** 1000 when the currency's stakes are typed in thousands (thousands_scaled_currencies), else 1. */
  readonly scale: ReadonlySignal<StakeScale>;
  /** How singles are staked: negative odds (spec 5) and the places of a stake; the placement request uses it too. */
  readonly staking: ReadonlySignal<SingleStaking>;
  /**
   * The bettor typed into a stake field (sel1, mul1, a system code): read by core's stake
   * rules; a usable stake goes to the slip and to the server after the debounce.
   */
  typeStake(ref: string, text: string): StakeInput;
  /** A quick-stake button: the stake of `ref` (every single when null) is set and sent at once (spec 4). */
  quickStake(ref: string | null, amount: number): void;
  /** The stake field the bettor last focused (null: the global stake), which quick stakes fill. */
  readonly focusedStake: ReadonlySignal<string | null>;
  focusStake(ref: string | null): void;
  /** The global stake: every single takes it ("Stake for every bet"). */
  typeGlobalStake(text: string): StakeInput;
  setEachWay(checked: boolean): void;
  setFreeBet(outcomeId: string, mode: FreeBetMode): void;
  /** Legs that take no bet right now, by outcome id, with why (suspended, feed alert, closed ...). */
  readonly locks: ReadonlySignal<Readonly<Record<string, LegLockReason>>>;
  /** The bets a locked leg makes unplaceable: its single, the multiple, every system. */
  readonly lockedRefs: ReadonlySignal<readonly string[]>;
  /** Takes every locked leg off the slip; the other legs keep their stakes. */
  removeLocked(): void;
  /** The part of the slip that survives a reload (spec 4). */
  persistable(): BetslipState;
  dispose(): void;
}

export interface BetslipDependencies {
  catalogue: CatalogueModel;
  bets?: Pick<BetEndpoints, 'refreshSlip'> & Partial<Pick<BetEndpoints, 'parlayPromotion'>>;
  maxBets?: number;
  /** The price the bettor sees per outcome (odds per brand); the feed's price by default. */
  prices?: (outcomeId: string) => ReadonlySignal<OutcomePrice>;
  /** The operator's settings (stake bounds, each way, tax, the stake debounce). */
  settings?: ReadonlySignal<CoreSettings>;
  /** The player's currency, else the brand's. */
  currency?: ReadonlySignal<string>;
  /** The sportsbook wallet's balance, null when logged out (stake over balance is then not checked). */
  balance?: ReadonlySignal<number | null>;
  /** The bettor's odds format: a single on a price it shows as negative is staked as an amount to win (spec 5). */
  oddsFormat?: ReadonlySignal<OddsFormat>;
  /** Player details flag: no parlay extra winnings (spec 5). */
  excludedFromPromotions?: ReadonlySignal<boolean>;
  /** Timers and the clock, replaceable in tests. */
  now?: () => number;
  /** Feeds with an alert on: their markets' legs are locked (spec 4). */
  feedAlerts?: ReadonlySignal<readonly string[]>;
  /** How long a lock only the server reports stands before the slip asks the server again. */
  lockRecheckMs?: number;
}

/**
 * The betslip as signals over core's state machine (betslipReducer): every rule and every
 * refusal is core's; this model finds prices in the catalogue and keeps the slip's prices
 * following the live feed.
 */
export function createBetslipModel({
  catalogue,
  bets,
  maxBets = 15,
  prices = catalogue.price,
  settings = signal(DEFAULT_CORE_SETTINGS),
  currency = computed(() => settings.value.currency),
  balance = signal(null),
  oddsFormat = signal<OddsFormat>('euro'),
  excludedFromPromotions = signal(false),
  now = Date.now,
  feedAlerts = signal<readonly string[]>([]),
  lockRecheckMs = 5000,
}: BetslipDependencies): BetslipModel {
  const state = signal<BetslipState>(initialBetslipState);
  const lastRefusal = signal<BetslipModelRefusal | null>(null);
  const options = { maxBets, closedRemovalMs: 3000 };
  const parlay = signal<ParlayExtraWinningsConfig | null>(null);
  const focusedStake = signal<string | null>(null);
  let parlayRequested = false;
  let stakeTimer: ReturnType<typeof setTimeout> | null = null;
  let closedTimer: ReturnType<typeof setTimeout> | null = null;

  // Placements so far: a refresh sent before a placement answers a slip the placement has
  // since replaced, so its answer must not overwrite the placement's (its errors, its prices).
  let placements = 0;

  function dispatch(action: BetslipAction): BetslipModelRefusal | null {
    const transition = betslipReducer(state.peek(), action, options);
    batch(() => {
      state.value = transition.state;
      lastRefusal.value = transition.refusal;
    });
    if (action.type === 'placement-started' && transition.refusal === null) {
      placements += 1;
      // The placement carries the stakes as typed: the debounced reprice has nothing left to say.
      cancelStakeTimer();
    }
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

  // Live prices follow into the slip: the multiple's odds and returns move with them. Only a
  // move of the feed's price counts: the server's answer (a refresh, or the new prices after
  // RES-00152) may be newer than the feed, and the slip must not be put back to the feed's.
  const lastFeedPrice = new Map<string, number>();
  const stopFollowingPrices = effect(() => {
    const current = state.value;
    for (const selection of orderedSelections(current)) {
      const price = prices(selection.outcomeId).value.decimal;
      const seen = lastFeedPrice.get(selection.outcomeId);
      lastFeedPrice.set(selection.outcomeId, price);
      const moved = seen !== undefined && price !== seen;
      if (moved && price !== selection.decimal && price > 1) untracked(() => dispatch({ type: 'price-changed', outcomeId: selection.outcomeId, decimal: price }));
    }
    for (const outcomeId of lastFeedPrice.keys()) if (current.bets[outcomeId] === undefined) lastFeedPrice.delete(outcomeId);
  });

  const scale = computed(() => stakeScale(currency.value, settings.value.thousands_scaled_currencies));
  const staking = computed<SingleStaking>(() => ({
    negativeOdds: { enabled: settings.value.betslip_negative_odds_enabled, format: oddsFormat.value },
    precision: stakePrecision(currencyPrecision(currency.value), scale.value),
  }));
  const stakeOptions = () => ({ precision: currencyPrecision(currency.peek()), maxDigits: settings.peek().stake_max_digits });

  function typeStake(ref: string, text: string): StakeInput {
    const input = readStakeInput(text, stakeOptions());
    if (input.ok && dispatch({ type: 'set-stake', ref, stake: input.value, text: input.text }) === null) sendLater();
    return input;
  }

  function cancelStakeTimer(): void {
    if (stakeTimer !== null) clearTimeout(stakeTimer);
    stakeTimer = null;
  }
  /** Spec 4: typed stakes reach the server after the operator's debounce ... */
  function sendLater(): void {
    cancelStakeTimer();
    stakeTimer = setTimeout(() => {
      stakeTimer = null;
      void reprice();
    }, settings.peek().betslip_delay_before_update_stakes);
  }
  /** ... a quick stake, each way or a free bet at once. */
  function sendNow(): void {
    cancelStakeTimer();
    void reprice();
  }

  async function ask(input: { outcomeIds?: readonly string[]; model?: unknown }): Promise<void> {
    if (!bets || state.peek().order.length === 0) return;
    dispatch({ type: 'refresh-started' });
    const sentBefore = placements;
    try {
      const answer = await bets.refreshSlip(input);
      if (placements !== sentBefore) return;
      const errors = answer.errors.map((error) => ({ code: error.code, message: error.message, ref: error.ref }));
      dispatch({ type: 'refresh-answered', singles: answer.model.singles.map(refreshedSingle), errors, availableBalance: answer.model.availableBalance, now: now() });
    } catch (error) {
      // A refresh replaced by a newer one is only logged (spec 8).
      if ((error as { kind?: string }).kind === 'aborted' || (error as Error).name === 'AbortError') return;
      dispatch({ type: 'refresh-failed', errors: [{ code: (error as { notificationId?: string }).notificationId ?? 'error-500', message: (error as Error).message }] });
    }
  }
  const refresh = () => ask({ outcomeIds: state.peek().order });
  const reprice = () => ask({ model: serverSlipModel(state.peek(), staking.peek()) });
  const legLocks = createLegLocks({ state, catalogue, feedAlerts, dispatch, reprice, recheckMs: lockRecheckMs, now });

  // New selections (or removed ones) are priced at once, with their outcome ids (spec 7 POST).
  let pricedOrder: readonly string[] = state.peek().order;
  const stopRefreshingOnChange = effect(() => {
    const order = state.value.order;
    if (order === pricedOrder) return;
    pricedOrder = order;
    if (order.length === 0) return;
    const staked = orderedSelections(state.peek()).some((selection) => selection.unitStake > 0 || (selection.freeMoneyUnitStake ?? 0) > 0);
    // With stakes on the slip the server needs the model (PUT) to answer their returns and limits.
    untracked(() => void (staked ? reprice() : refresh()));
  });

  // Spec 4: a closed selection shows its message for 3 s, then goes (and the slip refreshes, above).
  const stopRemovingClosed = effect(() => {
    const closedAt = orderedSelections(state.value).flatMap((selection) => (selection.closedAt === null ? [] : [selection.closedAt]));
    if (closedTimer !== null) clearTimeout(closedTimer);
    closedTimer = null;
    if (closedAt.length === 0) return;
    const due = Math.max(0, Math.min(...closedAt) + options.closedRemovalMs - now());
    closedTimer = setTimeout(() => {
      closedTimer = null;
      dispatch({ type: 'remove-expired-closed', now: now() });
    }, due);
  });

  // The parlay promotion is asked for once, when the slip first holds a multiple.
  const stopLoadingParlay = effect(() => {
    const fetchPromotion = bets?.parlayPromotion;
    if (parlayRequested || state.value.multiple === null || !fetchPromotion) return;
    parlayRequested = true;
    fetchPromotion()
      .then((answer) => {
        const read = parseParlayConfig(answer);
        parlay.value = read.ok ? read.config : null;
      })
      .catch(() => {
        // Without the promotion there is simply no extra winnings line.
        parlayRequested = false;
      });
  });

  const figures = computed(() =>
    slipFigures(state.value, {
      settings: settings.value,
      precision: currencyPrecision(currency.value),
      parlay: parlay.value,
      excludedFromPromotions: excludedFromPromotions.value,
      negativeOdds: staking.value.negativeOdds,
      scale: scale.value,
    }),
  );
  const problems = computed(() =>
    validateStakes({ slip: slipStakes(state.value, figures.value, staking.value), currency: currency.value, settings: settings.value, expanded: state.value.expanded, balance: balance.value }),
  );
  const eachWayOffered = computed(() => settings.value.uk_betslip && settings.value.each_way_enabled);

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
    refresh,
    reprice,
    figures,
    problems,
    eachWayOffered,
    currency,
    scale,
    staking,
    typeStake,
    quickStake(ref, amount) {
      const refs = ref === null ? orderedSelections(state.peek()).map((selection) => selection.ref) : [ref];
      const refused = batch(() => refs.map((each) => dispatch({ type: 'set-stake', ref: each, stake: amount })));
      if (refused.some((refusal) => refusal === null)) sendNow();
    },
    focusedStake,
    focusStake(ref) {
      focusedStake.value = ref;
    },
    typeGlobalStake(text) {
      const input = readStakeInput(text, stakeOptions());
      if (!input.ok) return input;
      batch(() => {
        for (const selection of orderedSelections(state.peek())) dispatch({ type: 'set-stake', ref: selection.ref, stake: input.value, text: input.text });
      });
      sendLater();
      return input;
    },
    setEachWay(checked) {
      if (dispatch({ type: 'set-each-way', checked }) === null) sendNow();
    },
    setFreeBet(outcomeId, mode) {
      if (dispatch({ type: 'set-free-bet', outcomeId, mode }) === null) sendNow();
    },
    locks: legLocks.byOutcome,
    lockedRefs: legLocks.lockedRefs,
    removeLocked() {
      const locked = Object.keys(legLocks.byOutcome.peek());
      batch(() => locked.forEach((outcomeId) => dispatch({ type: 'remove', outcomeId })));
    },
    persistable: () => persistableBetslip(state.peek()),
    dispose() {
      legLocks.dispose();
      stopFollowingPrices();
      stopRefreshingOnChange();
      stopRemovingClosed();
      stopLoadingParlay();
      cancelStakeTimer();
      if (closedTimer !== null) clearTimeout(closedTimer);
    },
  };
}

type AnsweredSingle = SlipModel['model']['singles'][number];

/** The server's single as the reducer reads it; fields the server left out stay as they are. */
function refreshedSingle(single: AnsweredSingle): RefreshedSingle {
  const answer: RefreshedSingle = { outcomeId: single.outcomeId, decimal: single.decimal, outcomeState: single.outcomeState, message: single.message };
  for (const key of OPTIONAL_SINGLE_FIELDS) if (single[key] !== undefined) Object.assign(answer, { [key]: single[key] });
  return answer;
}

const OPTIONAL_SINGLE_FIELDS = ['minBetStake', 'maxBetStake', 'maxFreeMoneyStake', 'showEachWay', 'placeTerms', 'eventDescription', 'marketDescription', 'outcomeDescription'] as const;
