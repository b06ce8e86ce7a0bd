import { batch, computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import type { BetEndpoints, SlipModel } from '../api';
import {
  BOUND_REFUSALS,
  DEFAULT_CORE_SETTINGS,
  EMPTY_STAKE_FIELD,
  betslipReducer,
  currencyPrecision,
  initialBetslipState,
  orderedSelections,
  parseParlayConfig,
  persistableBetslip,
  readStakeField,
  serverSlipModel,
  createSlipFigures,
  keepUnchanged,
  slipStakes,
  stakeFieldText,
  stakeNotation,
  stakePrecision,
  stakeScale,
  validateStakes,
  withPromoCash,
  dec,
  toNumber,
  type BetslipAction,
  type Currency,
  type BetslipRefusal,
  type BetslipState,
  type FigureContext,
  type CoreSettings,
  type FreeBetMode,
  type OddsFormat,
  type SingleStaking,
  type StakeScale,
  type RefreshedSingle,
  type ParlayExtraWinningsConfig,
  type SlipFigures,
  type StakeField,
  type StakeFieldProblem,
  type StakeNotation,
  type StakeProblem,
  type LegLockReason,
} from '../core';
import type { CatalogueModel, OutcomePrice } from './catalogueModel';
import { createLegLocks } from './legLocks';
import { ownedModel, type OwnedTimer } from './ownedModel';

/** The key of the global stake field ("Stake for every bet") in `BetslipModel.fields`. */
export const GLOBAL_STAKE_FIELD = 'all';

/** A stake field whose text cannot be placed, and why (core readStakeField). */
export interface StakeFieldIssue {
  /** sel1, mul1, a system code, or GLOBAL_STAKE_FIELD. */
  ref: string;
  problem: StakeFieldProblem;
}

/** Why the slip did not take an action: core's reasons, plus an outcome the catalogue does not know. */
export type BetslipModelRefusal = BetslipRefusal | 'unknown-outcome';

export interface BetslipModel {
  /** The whole slip (core's state machine). */
  readonly state: ReadonlySignal<BetslipState>;
  /** Outcome ids in the order the bettor added them. */
  readonly selectionIds: ReadonlySignal<readonly string[]>;
  readonly count: ReadonlySignal<number>;
  /** The most selections the slip takes (the operator's max_bets_on_betslip). */
  readonly maxSelections: ReadonlySignal<number>;
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
  /**
   * Whether a pick opens the slip (spec 4). False while a compact presentation shows the
   * picks instead: the phone's slip bar (issue 23), which must not cover the page.
   */
  readonly pickOpensSlip: ReadonlySignal<boolean>;
  /** A compact slip bar is on screen: picks stay off the open slip until the returned release is called. */
  showPicksInBar(): () => void;
  /** Asks the server to price the slip (spec 7 betslips/selections, POST with the outcome ids); errors land in the state. */
  refresh(): Promise<void>;
  /** Sends the current model (stakes, each way, free bets) to the server (PUT) for its prices and limits. */
  reprice(): Promise<void>;
  /** What the slip figures money with (tax mode, the currency's places and x1000 scale): the bet builder figures with it too. */
  readonly figureContext: ReadonlySignal<FigureContext>;
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
  /** How the bettor's language writes a stake (the slip's language: decimal dot or comma). */
  readonly notation: ReadonlySignal<StakeNotation>;
  /**
   * Every stake field on screen, by ref (sel1 ..., mul1, each system code the legs allow,
   * and GLOBAL_STAKE_FIELD while there are two singles or more): the text it shows and
   * how that reads. The slip's stake for a bet is always its field's reading: a field
   * with a problem holds no stake, never the last good one.
   */
  readonly fields: ReadonlySignal<ReadonlyMap<string, StakeField>>;
  /** One field of `fields`; an empty field for a ref not on screen. */
  stakeField(ref: string): StakeField;
  /** A stake text read by the slip's stake rules (currency places, digits, notation), for a field the slip does not keep (the bet builder's). */
  readStake(text: string): StakeField;
  /** The fields whose text cannot be placed, in slip order: while there is one, nothing is placed. */
  readonly fieldProblems: ReadonlySignal<readonly StakeFieldIssue[]>;
  /**
   * The bettor typed into a stake field (sel1, mul1, a system code): read by core's stake
   * rules in the bettor's notation; the field keeps the text, the slip the stake it reads
   * as (none when it has a problem), and the server hears of it after the debounce.
   */
  typeStake(ref: string, text: string): StakeField;
  /** A quick-stake button: the stake of `ref` (every single when null) is set and sent at once (spec 4). */
  quickStake(ref: string | null, amount: number): void;
  /**
   * The bound (core BOUND_REFUSALS) a quick stake of `amount` on `ref` (every single when
   * null) would break, on the first bet it would break it for; null when the stake is within
   * every bound. Reads the slip's signals, so a computed that calls it follows the slip.
   */
  quickStakeProblem(ref: string | null, amount: number): StakeProblem | null;
  /** The stake field the bettor last focused (null: the global stake), which quick stakes fill. */
  readonly focusedStake: ReadonlySignal<string | null>;
  focusStake(ref: string | null): void;
  /**
   * The global stake ("Stake for every bet"): every single takes its stake and its text.
   * A text with a problem stays in the global field and stops placement; the singles keep
   * what their own fields show.
   */
  typeGlobalStake(text: string): StakeField;
  setEachWay(checked: boolean): void;
  /** The wallet's promo cash the slip can stake, null when logged out or not read yet. */
  readonly promoCash: ReadonlySignal<number | null>;
  /** The bettor's "Use promo cash" choice; refused while a placement is under way. */
  setUsePromoCash(checked: boolean): void;
  /**
   * True once the slip stopped using promo cash because the wallet's promo cash went to 0
   * (spent elsewhere, or by this slip's own refusal); the bettor is told. Cleared by the
   * bettor's next choice or by promo cash coming back.
   */
  readonly promoCashGone: ReadonlySignal<boolean>;
  setFreeBet(outcomeId: string, mode: FreeBetMode): void;
  /** Legs that take no bet right now, by outcome id, with why (suspended, feed alert, closed ...). */
  readonly locks: ReadonlySignal<Readonly<Record<string, LegLockReason>>>;
  /** The bets a locked leg makes unplaceable: its single, the multiple, every system. */
  readonly lockedRefs: ReadonlySignal<readonly string[]>;
  /** Takes every locked leg off the slip; the other legs keep their stakes. */
  removeLocked(): void;
  /** The part of the slip that survives a reload (spec 4). */
  persistable(): BetslipState;
  /** Ends the slip's effects and timers: a stake typed before it is never sent after it. */
  dispose(): void;
}

export interface BetslipDependencies {
  catalogue: CatalogueModel;
  bets?: Pick<BetEndpoints, 'refreshSlip'> & Partial<Pick<BetEndpoints, 'parlayPromotion'>>;
  /** A fixed maximum of selections (tests); by default the operator's max_bets_on_betslip, read at each add. */
  maxBets?: number;
  /** The price the bettor sees per outcome (odds per brand); the feed's price by default. */
  prices?: (outcomeId: string) => ReadonlySignal<OutcomePrice>;
  /** The operator's settings (stake bounds, each way, tax, the stake debounce). */
  settings?: ReadonlySignal<CoreSettings>;
  /** The player's currency, else the brand's. */
  currency?: ReadonlySignal<string>;
  /** The sportsbook wallet's balance, null when logged out (stake over balance is then not checked). */
  balance?: ReadonlySignal<number | null>;
  /** The sportsbook wallet's promo cash (spec 3), null when logged out or unread. */
  promoCash?: ReadonlySignal<number | null>;
  /** The bettor's odds format: a single on a price it shows as negative is staked as an amount to win (spec 5). */
  oddsFormat?: ReadonlySignal<OddsFormat>;
  /** Player details flag: no parlay extra winnings (spec 5). */
  excludedFromPromotions?: ReadonlySignal<boolean>;
  /** The language the slip is shown in ('en', 'es' ...): stakes are read in its notation. */
  locale?: ReadonlySignal<string>;
  /** Timers and the clock, replaceable in tests. */
  now?: () => number;
  /** Feeds with an alert on: their markets' legs are locked (spec 4). */
  feedAlerts?: ReadonlySignal<readonly string[]>;
  /** How long a lock only the server reports stands before the slip asks the server again. */
  lockRecheckMs?: number;
  /** The bettor's default stake (issue 21), in the slip's stake units: a new single starts with it; 0 for none. */
  defaultStake?: ReadonlySignal<number>;
  /** The operator's currency list (spec 3): a stake has its currency's places from it. */
  currencies?: ReadonlySignal<readonly Currency[] | null>;
}

/**
 * The betslip as signals over core's state machine (betslipReducer): every rule and every
 * refusal is core's; this model finds prices in the catalogue and keeps the slip's prices
 * following the live feed.
 */
export function createBetslipModel({
  catalogue,
  bets,
  maxBets,
  prices = catalogue.price,
  settings = signal(DEFAULT_CORE_SETTINGS),
  currency = computed(() => settings.value.currency),
  balance = signal(null),
  promoCash = signal(null),
  oddsFormat = signal<OddsFormat>('euro'),
  excludedFromPromotions = signal(false),
  locale = signal('en'),
  now = Date.now,
  feedAlerts = signal<readonly string[]>([]),
  lockRecheckMs = 5000,
  defaultStake = signal(0),
  currencies = signal(null),
}: BetslipDependencies): BetslipModel {
  return ownedModel<Omit<BetslipModel, 'dispose'>>((owner) => {
    const state = signal<BetslipState>(initialBetslipState);
    const lastRefusal = signal<BetslipModelRefusal | null>(null);
    // Read at each action, so a change of the operator's settings applies to the next add.
    const options = {
      get maxBets(): number {
        return maxBets ?? settings.peek().max_bets_on_betslip;
      },
      closedRemovalMs: 3000,
    };
    const parlay = signal<ParlayExtraWinningsConfig | null>(null);
    const focusedStake = signal<string | null>(null);
    // Slip bars on screen (one per page, but a count keeps a remount's order of effects harmless).
    const bars = signal(0);
    const pickOpensSlip = computed(() => bars.value === 0);
    let parlayRequested = false;
    let stakeTimer: OwnedTimer | null = null;
    let closedTimer: OwnedTimer | null = null;

    // Placements so far: a refresh sent before a placement answers a slip the placement has
    // since replaced, so its answer must not overwrite the placement's (its errors, its prices).
    let placements = 0;

    function dispatch(action: BetslipAction): BetslipModelRefusal | null {
      const previous = state.peek();
      // Structural sharing: what the action left as it was keeps its object (a refresh answer
      // that changes nothing keeps the whole slip), so only the readers of a changed part wake.
      const transition = betslipReducer(previous, action, options);
      const next = keepUnchanged(previous, transition.state);
      batch(() => {
        if (next !== previous) state.value = next;
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
      const refusal = dispatch({ type: 'add', selection: { eventId: info.eventId, marketId: info.marketId, outcomeId, decimal: prices(outcomeId).peek().decimal }, open: pickOpensSlip.peek() });
      // The bettor's default stake fills the new single as a quick stake would (typed, then sent).
      const stake = defaultStake.peek();
      const ref = state.peek().bets[outcomeId]?.ref;
      if (refusal === null && stake > 0 && ref !== undefined) quickStake(ref, stake);
      return refusal;
    }

    // Live prices follow into the slip: the multiple's odds and returns move with them. Only a
    // move of the feed's price counts: the server's answer (a refresh, or the new prices after
    // RES-00152) may be newer than the feed, and the slip must not be put back to the feed's.
    const lastFeedPrice = new Map<string, number>();
    effect(() => {
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
      precision: stakePrecision(currencyPrecision(currency.value, currencies.value ?? undefined), scale.value),
    }));
    const notation = computed(() => stakeNotation(locale.value));
    const stakeOptions = () => ({ precision: currencyPrecision(currency.peek(), currencies.peek() ?? undefined), maxDigits: settings.peek().stake_max_digits, notation: notation.peek() });

    // The stake fields' texts as typed, keyed so a renumbering (sel2 becomes sel1) keeps them:
    // a single by its outcome, the multiple and a system by their ref, and the global field.
    // An entry holds the field as read and the decimal mark it was typed with.
    const typedFields = signal<Readonly<Record<string, TypedField>>>({});
    const singleKey = (outcomeId: string) => `single:${outcomeId}`;
    const fieldKey = (ref: string): string => {
      if (ref === GLOBAL_STAKE_FIELD) return GLOBAL_STAKE_FIELD;
      const outcomeId = state.peek().order.find((id) => state.peek().bets[id]?.ref === ref);
      return outcomeId === undefined ? `bet:${ref}` : singleKey(outcomeId);
    };
    function keepTyped(changes: Readonly<Record<string, StakeField | null>>): void {
      const next = new Map(Object.entries(typedFields.peek()));
      for (const [key, field] of Object.entries(changes)) {
        if (field === null) next.delete(key);
        else next.set(key, { field, decimal: notation.peek().decimal });
      }
      typedFields.value = Object.fromEntries(next);
    }
    const busy = () => state.peek().betPlacing || state.peek().statusWaitApproval;

    function typeStake(ref: string, text: string): StakeField {
      const field = readStakeField(text, stakeOptions());
      const key = fieldKey(ref);
      // While a placement is under way the slip refuses every change: the field keeps what is being placed.
      if (key === GLOBAL_STAKE_FIELD || dispatch({ type: 'set-stake', ref, stake: field.value, text: field.text }) !== null) return field;
      // A single typed on its own: the global field no longer says what every bet holds.
      keepTyped(key.startsWith('single:') ? { [key]: field, [GLOBAL_STAKE_FIELD]: null } : { [key]: field });
      sendLater();
      return field;
    }

    function typeGlobalStake(text: string): StakeField {
      const field = readStakeField(text, stakeOptions());
      if (busy()) return field;
      const singles = orderedSelections(state.peek());
      if (field.problem !== null) {
        keepTyped({ [GLOBAL_STAKE_FIELD]: field });
        return field;
      }
      batch(() => {
        for (const selection of singles) dispatch({ type: 'set-stake', ref: selection.ref, stake: field.value, text: field.text });
        keepTyped(Object.fromEntries([[GLOBAL_STAKE_FIELD, field], ...singles.map((selection) => [singleKey(selection.outcomeId), field])]));
      });
      sendLater();
      return field;
    }

    function quickStake(ref: string | null, amount: number): void {
      const refs = ref === null ? orderedSelections(state.peek()).map((selection) => selection.ref) : [ref];
      const field: StakeField = { text: stakeFieldText(amount, notation.peek()), value: amount, problem: null };
      const refused = batch(() => {
        const answers = refs.map((each) => dispatch({ type: 'set-stake', ref: each, stake: amount }));
        const staked = refs.filter((_each, index) => answers[index] === null).map(fieldKey);
        if (staked.length > 0) keepTyped(Object.fromEntries([[GLOBAL_STAKE_FIELD, ref === null ? field : null], ...staked.map((key) => [key, field])]));
        return answers;
      });
      if (refused.some((refusal) => refusal === null)) sendNow();
    }

    function cancelStakeTimer(): void {
      owner.clearTimeout(stakeTimer);
      stakeTimer = null;
    }
    /** Spec 4: typed stakes reach the server after the operator's debounce ... */
    function sendLater(): void {
      cancelStakeTimer();
      stakeTimer = owner.setTimeout(() => {
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
      // A disposed slip asks nothing (and would only be refused by the API client).
      if (!bets || owner.disposed || state.peek().order.length === 0) return;
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
    effect(() => {
      const order = state.value.order;
      if (order === pricedOrder) return;
      pricedOrder = order;
      if (order.length === 0) return;
      const staked = orderedSelections(state.peek()).some((selection) => selection.unitStake > 0 || (selection.freeMoneyUnitStake ?? 0) > 0);
      // With stakes on the slip the server needs the model (PUT) to answer their returns and limits.
      untracked(() => void (staked ? reprice() : refresh()));
    });

    // Spec 4: a closed selection shows its message for 3 s, then goes (and the slip refreshes, above).
    effect(() => {
      const closedAt = orderedSelections(state.value).flatMap((selection) => (selection.closedAt === null ? [] : [selection.closedAt]));
      owner.clearTimeout(closedTimer);
      closedTimer = null;
      if (closedAt.length === 0) return;
      const due = Math.max(0, Math.min(...closedAt) + options.closedRemovalMs - now());
      closedTimer = owner.setTimeout(() => {
        closedTimer = null;
        dispatch({ type: 'remove-expired-closed', now: now() });
      }, due);
    });

    // The parlay promotion is asked for once, when the slip first holds a multiple.
    effect(() => {
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

    // Remembered per figure (core createSlipFigures): a change recomputes only what it touched,
    // and an unchanged slip answers the same object, so this computed wakes no reader.
    const computeFigures = createSlipFigures();
    const figureContext = computed<FigureContext>(() => ({
      settings: settings.value,
      precision: currencyPrecision(currency.value, currencies.value ?? undefined),
      parlay: parlay.value,
      excludedFromPromotions: excludedFromPromotions.value,
      negativeOdds: staking.value.negativeOdds,
      scale: scale.value,
    }));
    const figures = computed(() =>
      // Promo cash (docs/betslip.md "Promo cash") applies on top: without it the figures are core's object as is.
      withPromoCash(computeFigures(state.value, figureContext.value), state.value.usePromoCash ? promoCash.value : null),
    );
    // The balance check counts what the bettor can spend: the balance, plus promo cash while it is used (spec 5).
    const spendable = computed(() => {
      const cash = balance.value;
      const promo = state.value.usePromoCash ? (promoCash.value ?? 0) : 0;
      return cash === null || promo <= 0 ? cash : toNumber(dec(Number.isFinite(cash) ? cash : 0).plus(promo));
    });
    const problems = computed(() =>
      validateStakes({ slip: slipStakes(state.value, figures.value, staking.value), currency: currency.value, settings: settings.value, expanded: state.value.expanded, balance: spendable.value }),
    );
    // A system's stake per line is in the figures: a quick stake on one is figured apart, so
    // the slip's own remembered figures stay the slip's.
    const figureQuickStake = createSlipFigures();
    function quickStakeProblem(ref: string | null, amount: number): StakeProblem | null {
      const current = state.value;
      const refs = ref === null ? orderedSelections(current).map((selection) => selection.ref) : [ref];
      let staked = current;
      for (const each of refs) staked = betslipReducer(staked, { type: 'set-stake', ref: each, stake: amount }, options).state;
      const onSystem = ref !== null && figures.value.systems.some((system) => system.code === ref);
      const stakedFigures = onSystem ? figureQuickStake(staked, figureContext.value) : figures.value;
      const found = validateStakes({ slip: slipStakes(staked, stakedFigures, staking.value), currency: currency.value, settings: settings.value, expanded: staked.expanded, balance: null });
      return found.find((problem) => problem.ref !== null && refs.includes(problem.ref) && BOUND_REFUSALS.has(problem.reason)) ?? null;
    }
    // Promo cash gone (spent in another tab, at the operator, or refused at placement): the
    // slip stops using it and says so, rather than showing figures nobody will pay.
    const promoCashGone = signal(false);
    effect(() => {
      const held = promoCash.value;
      if (held !== null && held > 0) {
        promoCashGone.value = false;
        return;
      }
      if (held === null || !state.value.usePromoCash || busy()) return;
      untracked(() => {
        if (dispatch({ type: 'set-use-promo-cash', checked: false }) === null) promoCashGone.value = true;
      });
    });
    const eachWayOffered = computed(() => settings.value.uk_betslip && settings.value.each_way_enabled);

    /**
     * The fields on screen, in slip order. A typed entry counts while the slip still holds
     * the stake it read as (anything else that set the stake since, a quick stake or a
     * restored slip, shows that stake instead) and while the language's decimal mark is the
     * one it was typed with (after a switch a good stake is shown in the new notation; a
     * text with a problem stays as typed, still refused).
     */
    const fields = computed<ReadonlyMap<string, StakeField>>(() => {
      const current = state.value;
      const typed = typedFields.value;
      const mark = notation.value;
      const shown = new Map<string, StakeField>();
      const fieldFor = (key: string, stake: number): StakeField => {
        const entry = typed[key];
        const held = stakeOrNothing(stake);
        if (entry && entry.field.value === held && (entry.field.problem !== null || entry.decimal === mark.decimal)) return entry.field;
        return { text: stakeFieldText(held, mark), value: held, problem: null };
      };
      const singles = orderedSelections(current);
      for (const selection of singles) shown.set(selection.ref, fieldFor(singleKey(selection.outcomeId), selection.unitStake));
      if (current.multiple) shown.set(current.multiple.ref, fieldFor(`bet:${current.multiple.ref}`, current.multiple.unitStake));
      for (const system of figures.value.systems) shown.set(system.code, fieldFor(`bet:${system.code}`, system.unitStake));
      if (singles.length > 1) {
        const entry = typed[GLOBAL_STAKE_FIELD];
        const first = stakeOrNothing(singles[0]?.unitStake ?? 0);
        const shared = singles.every((selection) => stakeOrNothing(selection.unitStake) === first) ? first : 0;
        if (entry && entry.field.problem !== null) shown.set(GLOBAL_STAKE_FIELD, entry.field);
        else if (entry && entry.field.value === shared && entry.decimal === mark.decimal) shown.set(GLOBAL_STAKE_FIELD, entry.field);
        else shown.set(GLOBAL_STAKE_FIELD, { text: stakeFieldText(shared, mark), value: shared, problem: null });
      }
      return shown;
    });
    const fieldProblems = computed<readonly StakeFieldIssue[]>(() =>
      [...fields.value].flatMap(([ref, field]) => (field.problem === null ? [] : [{ ref, problem: field.problem }])),
    );
    // A field no longer on screen (its selection removed, the multiple or a system gone, the
    // global field with one single left) forgets its text: a bet added again starts empty.
    effect(() => {
      const current = state.value;
      const onScreen = new Set<string>(orderedSelections(current).map((selection) => singleKey(selection.outcomeId)));
      if (current.multiple) onScreen.add(`bet:${current.multiple.ref}`);
      for (const system of figures.value.systems) onScreen.add(`bet:${system.code}`);
      if (current.order.length > 1) onScreen.add(GLOBAL_STAKE_FIELD);
      const typed = untracked(() => typedFields.value);
      const gone = Object.keys(typed).filter((key) => !onScreen.has(key));
      if (gone.length > 0) untracked(() => keepTyped(Object.fromEntries(gone.map((key) => [key, null]))));
    });

    const selectionIds = computed(() => state.value.order);
    return {
      state,
      selectionIds,
      count: computed(() => selectionIds.value.length),
      isOpen: computed(() => state.value.open),
      lastRefusal,
      maxSelections: computed(() => maxBets ?? settings.value.max_bets_on_betslip),
      dispatch,
      addSelection,
      removeSelection: (outcomeId) => dispatch({ type: 'remove', outcomeId }),
      toggleSelection: (outcomeId) => (state.peek().bets[outcomeId] ? dispatch({ type: 'remove', outcomeId }) : addSelection(outcomeId)),
      open() {
        if (!state.peek().open) dispatch({ type: 'toggle-open' });
      },
      close: () => void dispatch({ type: 'close' }),
      toggleOpen: () => void dispatch({ type: 'toggle-open' }),
      pickOpensSlip,
      showPicksInBar() {
        bars.value += 1;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          bars.value -= 1;
        };
      },
      refresh,
      reprice,
      figureContext,
      figures,
      problems,
      eachWayOffered,
      currency,
      scale,
      staking,
      notation,
      fields,
      stakeField: (ref) => fields.value.get(ref) ?? EMPTY_STAKE_FIELD,
      readStake: (text) => readStakeField(text, stakeOptions()),
      fieldProblems,
      typeStake,
      quickStake,
      quickStakeProblem,
      focusedStake,
      focusStake(ref) {
        focusedStake.value = ref;
      },
      typeGlobalStake,
      setEachWay(checked) {
        if (dispatch({ type: 'set-each-way', checked }) === null) sendNow();
      },
      promoCash,
      setUsePromoCash(checked) {
        if (dispatch({ type: 'set-use-promo-cash', checked }) === null) promoCashGone.value = false;
      },
      promoCashGone,
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
    };
  });
}

/** A stake field's text as the bettor typed it, and the decimal mark of the language it was typed in. */
interface TypedField {
  field: StakeField;
  decimal: StakeNotation['decimal'];
}

/** A stake the slip holds, 0 when it holds none (or nothing usable). */
function stakeOrNothing(stake: number): number {
  return Number.isFinite(stake) && stake > 0 ? stake : 0;
}

type AnsweredSingle = SlipModel['model']['singles'][number];

/** The server's single as the reducer reads it; fields the server left out stay as they are. */
function refreshedSingle(single: AnsweredSingle): RefreshedSingle {
  const answer: RefreshedSingle = { outcomeId: single.outcomeId, decimal: single.decimal, outcomeState: single.outcomeState, message: single.message };
  for (const key of OPTIONAL_SINGLE_FIELDS) if (single[key] !== undefined) Object.assign(answer, { [key]: single[key] });
  return answer;
}

const OPTIONAL_SINGLE_FIELDS = ['minBetStake', 'maxBetStake', 'maxFreeMoneyStake', 'showEachWay', 'placeTerms', 'eventDescription', 'marketDescription', 'outcomeDescription'] as const;
