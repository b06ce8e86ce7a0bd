import { betBuilderReducer, type BetBuilderAction, type BetBuilderActionRefusal } from '../betBuilder/betBuilderReducer';
import { MULTIPLE_BET_TYPE_ID, MULTIPLE_REF, multipleDecimal, multipleDescription, multipleRefusal } from '../betslip/multiple';
import { availableSystemCodes } from '../betslip/systemBet';
import { isDisplayablePrice } from '../odds/pricePlaceholder';
import { placementRemedy } from '../placement/placementErrorTarget';
import { CORE_CONSTANTS, DEFAULT_CORE_SETTINGS } from '../settings/defaults';
import { applyFreeBetMode, type FreeBetMode } from '../stakeRules/freeBet';
import { stakeOrZero } from '../stakeRules/totalStake';
import {
  orderedSelections,
  type BetslipError,
  type BetslipMultiple,
  type BetslipSelection,
  type BetslipState,
  type PlaceTerms,
  initialBetslipState,
} from './betslipState';
import { withoutLockWord } from './legLock';

/** Spec 4: the message a closed outcome shows until it is removed. */
export const CLOSED_SELECTION_MESSAGE = 'Your selection is not available anymore';

export interface NewSelection {
  eventId: string;
  marketId: string;
  outcomeId: string;
  decimal: number;
  showEachWay?: boolean;
  minBetStake?: number | null;
  maxBetStake?: number | null;
  maxFreeMoneyStake?: number | null;
  outcomeState?: string;
  eventDescription?: string | null;
  marketDescription?: string | null;
  outcomeDescription?: string | null;
}

/**
 * One single of the server's refresh answer (spec 7 betslips/selections). Every field but
 * the outcome id is optional: what the server leaves out keeps the slip's value.
 */
export interface RefreshedSingle {
  outcomeId: string;
  decimal?: number;
  minBetStake?: number | null;
  maxBetStake?: number | null;
  maxFreeMoneyStake?: number | null;
  showEachWay?: boolean;
  placeTerms?: PlaceTerms | null;
  outcomeState?: string;
  message?: string | null;
  eventDescription?: string | null;
  marketDescription?: string | null;
  outcomeDescription?: string | null;
}

export type BetslipAction =
  /**
   * Spec 4: adding opens the slip. `open: false` leaves it as it is: a phone's slip bar
   * (issue 23, docs/betslip-presentation.md) shows the pick without covering the page.
   */
  | { type: 'add'; selection: NewSelection; open?: boolean }
  | { type: 'remove'; outcomeId: string }
  | { type: 'clear' }
  | { type: 'toggle-open' }
  | { type: 'close' }
  | { type: 'set-expanded'; expanded: boolean }
  | { type: 'toggle-system-view' }
  | { type: 'set-stake'; ref: string; stake: number; text?: string }
  | { type: 'set-system-figures'; ref: string; totalStake: number; potentialReturns: number }
  | { type: 'set-each-way'; checked: boolean }
  | { type: 'set-use-promo-cash'; checked: boolean }
  | { type: 'set-free-bet'; outcomeId: string; mode: FreeBetMode }
  | { type: 'price-changed'; outcomeId: string; decimal: number }
  | { type: 'accept-price-changes' }
  | { type: 'outcome-state-changed'; outcomeId: string; outcomeState: string; now: number }
  | { type: 'remove-expired-closed'; now: number }
  /** The feed reopened a locked leg's market: the server's lock word on it (refusals, S or C state) is stale. */
  | { type: 'lock-lifted'; outcomeId: string }
  | { type: 'refresh-started' }
  | { type: 'refresh-succeeded' }
  | { type: 'refresh-answered'; singles: readonly RefreshedSingle[]; errors: readonly BetslipError[]; availableBalance: number | null; now: number }
  | { type: 'refresh-failed'; errors: readonly BetslipError[] }
  | { type: 'placement-started' }
  | { type: 'placement-awaiting-approval' }
  | { type: 'placement-succeeded'; reference: string; durationMs: number }
  | { type: 'placement-failed'; errors: readonly BetslipError[]; durationMs: number }
  /** The bet builder's own actions (core betBuilderReducer); a new leg opens the slip as an added selection does. */
  | { type: 'bet-builder'; action: BetBuilderAction; open?: boolean };

/** Every reason the slip refuses an action; the state is then returned unchanged. */
export type BetslipRefusal =
  | 'slip-full'
  | 'already-on-slip'
  | 'not-on-slip'
  | 'unknown-bet'
  | 'invalid-price'
  | 'invalid-stake'
  | 'invalid-figure'
  | 'no-free-bet'
  | 'busy-placing'
  | 'awaiting-approval'
  | 'empty-slip'
  | 'not-placing'
  | 'needs-two-selections'
  | BetBuilderActionRefusal;

export interface BetslipTransition {
  state: BetslipState;
  refusal: BetslipRefusal | null;
}

export interface BetslipOptions {
  /** Setting max_bets_on_betslip (spec 9: 15). */
  maxBets: number;
  /** Spec 9: a closed outcome is removed after 3000 ms. */
  closedRemovalMs: number;
}

const DEFAULT_OPTIONS: BetslipOptions = {
  maxBets: DEFAULT_CORE_SETTINGS.max_bets_on_betslip,
  closedRemovalMs: CORE_CONSTANTS.closedOutcomeRemovalMs,
};

const refuse = (state: BetslipState, refusal: BetslipRefusal): BetslipTransition => ({ state, refusal });
const accept = (state: BetslipState): BetslipTransition => ({ state, refusal: null });

/** While a bet is being placed or waits for a trader, the slip must not change under it. */
function busyRefusal(state: BetslipState): BetslipRefusal | null {
  if (state.betPlacing) return 'busy-placing';
  if (state.statusWaitApproval) return 'awaiting-approval';
  return null;
}

/**
 * Rebuilds what follows from the selections: refs sel1..selN in order, the multiple (kept
 * with its stake while the selections can still form one), and the slip's closing and
 * collapsing rules (spec 4).
 */
function withSelections(state: BetslipState, order: readonly string[], bets: Readonly<Record<string, BetslipSelection>>): BetslipState {
  const renumbered: Record<string, BetslipSelection> = {};
  order.forEach((outcomeId, index) => {
    const selection = bets[outcomeId];
    if (selection === undefined) return;
    const ref = `sel${index + 1}`;
    renumbered[outcomeId] = selection.ref === ref ? selection : { ...selection, ref };
  });
  const selections = order.flatMap((outcomeId) => (renumbered[outcomeId] ? [renumbered[outcomeId]] : []));
  const refusal = selections.length >= 2 ? multipleRefusal(selections) : null;
  let multiple: BetslipMultiple | null = null;
  if (selections.length >= 2 && refusal === null) {
    multiple = {
      ref: MULTIPLE_REF,
      betTypeId: MULTIPLE_BET_TYPE_ID,
      description: multipleDescription(selections.length),
      decimal: multipleDecimal(selections),
      unitStake: state.multiple?.unitStake ?? 0,
      noOfBets: 1,
    };
  }
  // A system whose code the slip no longer offers (its leg count or markets changed) has no stake to keep.
  const offered = Object.keys(state.systems).length === 0 ? [] : availableSystemCodes(selections);
  const kept = Object.entries(state.systems).filter(([code]) => offered.includes(code));
  // One that stays (a Trixie from three legs to four) places other bets now: its stored figures are stale.
  const sameLegs = order.length === state.order.length && order.every((outcomeId) => state.order.includes(outcomeId));
  const systems = sameLegs
    ? kept.length === Object.keys(state.systems).length
      ? state.systems
      : Object.fromEntries(kept)
    : Object.fromEntries(kept.map(([code, entry]) => [code, { ...entry, totalStake: null, potentialReturns: null }]));
  const next: BetslipState = { ...state, bets: renumbered, order, multiple, multipleRefusal: refusal, systems };
  // The slip stays open for a bet builder still on it.
  if (selections.length === 0) return { ...next, open: next.betBuilder !== null && next.open, expanded: false, showSystemBets: false, systems: {}, activeBetKey: null, activeBetStake: null };
  if (selections.length === 1) return { ...next, multiple: null, expanded: false, showSystemBets: false, systems: {} };
  return next;
}

function newSelection(input: NewSelection): BetslipSelection {
  return {
    ref: '',
    eventId: input.eventId,
    marketId: input.marketId,
    outcomeId: input.outcomeId,
    decimal: input.decimal,
    acceptedDecimal: input.decimal,
    unitStake: 0,
    freeBetMode: 'none',
    freeMoneyUnitStake: null,
    maxFreeMoneyStake: input.maxFreeMoneyStake ?? null,
    minBetStake: input.minBetStake ?? null,
    maxBetStake: input.maxBetStake ?? null,
    eachWay: false,
    showEachWay: input.showEachWay ?? false,
    outcomeState: input.outcomeState ?? 'A',
    message: null,
    closedAt: null,
    eventDescription: input.eventDescription ?? null,
    marketDescription: input.marketDescription ?? null,
    outcomeDescription: input.outcomeDescription ?? null,
    placeTerms: null,
  };
}

/** The server's answer for one selection over what the slip holds (see RefreshedSingle). */
function refreshedSelection(selection: BetslipSelection, answer: RefreshedSingle, now: number): BetslipSelection {
  const outcomeState = answer.outcomeState ?? selection.outcomeState;
  const closed = outcomeState === 'C';
  // A live move reaches `decimal` only: the bettor still has to accept it (acceptedDecimal).
  const decimal = answer.decimal !== undefined && isDisplayablePrice(answer.decimal) ? answer.decimal : selection.decimal;
  const showEachWay = answer.showEachWay ?? selection.showEachWay;
  const maxFreeMoneyStake = answer.maxFreeMoneyStake === undefined ? selection.maxFreeMoneyStake : answer.maxFreeMoneyStake;
  const withFreeBet = maxFreeMoneyStake === selection.maxFreeMoneyStake || (maxFreeMoneyStake ?? 0) > 0 ? selection : { ...selection, freeBetMode: 'none' as const, freeMoneyUnitStake: null };
  return {
    ...withFreeBet,
    decimal,
    minBetStake: answer.minBetStake === undefined ? selection.minBetStake : answer.minBetStake,
    maxBetStake: answer.maxBetStake === undefined ? selection.maxBetStake : answer.maxBetStake,
    maxFreeMoneyStake,
    showEachWay,
    eachWay: selection.eachWay && showEachWay,
    placeTerms: answer.placeTerms === undefined ? selection.placeTerms : answer.placeTerms,
    outcomeState,
    message: closed ? CLOSED_SELECTION_MESSAGE : (answer.message === undefined ? selection.message : answer.message),
    closedAt: closed ? (selection.closedAt ?? now) : null,
    eventDescription: answer.eventDescription ?? selection.eventDescription,
    marketDescription: answer.marketDescription ?? selection.marketDescription,
    outcomeDescription: answer.outcomeDescription ?? selection.outcomeDescription,
  };
}

/** A slip that still shows the last receipt starts afresh when the bettor acts on it. */
function withoutReceipt(state: BetslipState): BetslipState {
  return state.placementSuccess || state.receipt !== null ? { ...state, placementSuccess: false, receipt: null, placementDuration: null } : state;
}

function updateSelection(state: BetslipState, outcomeId: string, change: (selection: BetslipSelection) => BetslipSelection): BetslipState {
  const selection = state.bets[outcomeId];
  if (selection === undefined) return state;
  return withSelections(state, state.order, { ...state.bets, [outcomeId]: change(selection) });
}

/**
 * The betslip as a pure state machine (spec 3, 4, 5). Every action returns the next state
 * and, when the slip refuses it, a typed reason with the state unchanged.
 */
export function betslipReducer(state: BetslipState, action: BetslipAction, options: BetslipOptions = DEFAULT_OPTIONS): BetslipTransition {
  switch (action.type) {
    case 'add': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      const { selection } = action;
      if (state.bets[selection.outcomeId] !== undefined) return refuse(state, 'already-on-slip');
      if (!isDisplayablePrice(selection.decimal)) return refuse(state, 'invalid-price');
      const fresh = withoutReceipt(state);
      if (fresh.order.length >= options.maxBets) return refuse(state, 'slip-full');
      const order = [...fresh.order, selection.outcomeId];
      const next = withSelections(fresh, order, { ...fresh.bets, [selection.outcomeId]: newSelection(selection) });
      return accept({ ...next, open: action.open === false ? next.open : true, errors: [], responseOver: false });
    }
    case 'remove': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      if (state.bets[action.outcomeId] === undefined) return refuse(state, 'not-on-slip');
      return accept(removeSelections(state, [action.outcomeId]));
    }
    case 'clear': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      return accept({ ...initialBetslipState, isEachWayChecked: state.isEachWayChecked });
    }
    case 'toggle-open': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      if (state.open) return accept(closeSlip(state));
      // An empty slip may be opened: the bettor sees "your betslip is empty" and how to fill it.
      return accept({ ...state, open: true });
    }
    case 'close': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      return accept(closeSlip(state));
    }
    case 'bet-builder': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      const { builder, refusal } = betBuilderReducer(state.betBuilder, action.action);
      if (refusal) return refuse(state, refusal);
      const fresh = action.action.type === 'toggle-leg' ? withoutReceipt(state) : state;
      const opens = action.action.type === 'toggle-leg' && action.open !== false;
      // The bettor took the last leg off an otherwise empty slip: it closes, as removing the last
      // single does (spec 4). A clear (a placed builder) keeps it open: its receipt shows there.
      const empty = builder === null && fresh.order.length === 0 && action.action.type !== 'clear';
      return accept({ ...fresh, betBuilder: builder, open: opens ? true : empty ? false : fresh.open });
    }
    case 'set-expanded':
      // Spec 4: expanded mode turns on the system-bets view. Collapsing turns it off too (our
      // choice: the system view is part of expanded mode); expanding needs 2 selections, as
      // there is nothing to combine below that.
      if (action.expanded && state.order.length < 2) return refuse(state, 'needs-two-selections');
      return accept(action.expanded ? { ...state, expanded: true, showSystemBets: true } : { ...state, expanded: false, showSystemBets: false });
    case 'toggle-system-view':
      return accept({ ...state, showSystemBets: !state.showSystemBets, errors: [] });
    case 'set-stake': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      if (!Number.isFinite(action.stake) || action.stake < 0) return refuse(state, 'invalid-stake');
      const typed = { activeBetKey: action.ref, activeBetStake: action.text ?? String(action.stake), eachWayStatus: 'pending' as const };
      if (action.ref === MULTIPLE_REF) {
        if (state.multiple === null) return refuse(state, 'unknown-bet');
        return accept({ ...state, ...typed, multiple: { ...state.multiple, unitStake: action.stake } });
      }
      const outcomeId = state.order.find((id) => state.bets[id]?.ref === action.ref);
      if (outcomeId !== undefined) {
        return accept({ ...updateSelection(state, outcomeId, (selection) => ({ ...selection, unitStake: action.stake })), ...typed });
      }
      if (availableSystemCodes(orderedSelections(state)).includes(action.ref)) {
        // The figures belonged to the old stake; the caller recomputes them.
        const entry = { unitStake: action.stake, totalStake: null, potentialReturns: null };
        return accept({ ...state, ...typed, systems: { ...state.systems, [action.ref]: entry } });
      }
      return refuse(state, 'unknown-bet');
    }
    case 'set-system-figures': {
      const entry = state.systems[action.ref];
      if (entry === undefined) return refuse(state, 'unknown-bet');
      const figures = [action.totalStake, action.potentialReturns];
      if (!figures.every((figure) => Number.isFinite(figure) && figure >= 0)) return refuse(state, 'invalid-figure');
      return accept({ ...state, systems: { ...state.systems, [action.ref]: { ...entry, totalStake: action.totalStake, potentialReturns: action.potentialReturns } } });
    }
    case 'set-each-way': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      return accept({
        ...withSelections(
          state,
          state.order,
          Object.fromEntries(Object.entries(state.bets).map(([id, selection]) => [id, { ...selection, eachWay: action.checked && selection.showEachWay }])),
        ),
        isEachWayChecked: action.checked,
      });
    }
    case 'set-use-promo-cash': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      return accept({ ...state, usePromoCash: action.checked });
    }
    case 'set-free-bet': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      const current = state.bets[action.outcomeId];
      if (current === undefined) return refuse(state, 'not-on-slip');
      // Spec 5: a free bet exists only where maxFreeMoneyStake is set.
      if (action.mode === 'max' && !((current.maxFreeMoneyStake ?? 0) > 0)) return refuse(state, 'no-free-bet');
      return accept(updateSelection(state, action.outcomeId, (selection) => ({ ...applyFreeBetMode(selection, action.mode), freeBetMode: action.mode })));
    }
    case 'price-changed': {
      if (state.bets[action.outcomeId] === undefined) return refuse(state, 'not-on-slip');
      if (!isDisplayablePrice(action.decimal)) return refuse(state, 'invalid-price');
      if (state.bets[action.outcomeId]?.decimal === action.decimal) return accept(state);
      const repriced = updateSelection(state, action.outcomeId, (selection) => ({ ...selection, decimal: action.decimal }));
      // The systems' returns followed the old price; the caller recomputes them.
      const systems = Object.fromEntries(Object.entries(repriced.systems).map(([code, entry]) => [code, { ...entry, potentialReturns: null }]));
      return accept({ ...repriced, systems });
    }
    case 'accept-price-changes': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      if (state.order.every((id) => state.bets[id]?.acceptedDecimal === state.bets[id]?.decimal)) return accept(state);
      const bets = Object.fromEntries(Object.entries(state.bets).map(([id, selection]) => [id, selection.acceptedDecimal === selection.decimal ? selection : { ...selection, acceptedDecimal: selection.decimal }]));
      // The refusal that asked for this acceptance (RES-00152, RES-00153) is answered by it.
      const errors = state.errors.filter((error) => placementRemedy(error.code) !== 'accept-new-prices');
      return accept(withSelections({ ...state, errors }, state.order, bets));
    }
    case 'outcome-state-changed': {
      const current = state.bets[action.outcomeId];
      if (current === undefined) return refuse(state, 'not-on-slip');
      const closed = action.outcomeState === 'C';
      return accept(
        updateSelection(state, action.outcomeId, (selection) => ({
          ...selection,
          outcomeState: action.outcomeState,
          message: closed ? CLOSED_SELECTION_MESSAGE : selection.message === CLOSED_SELECTION_MESSAGE ? null : selection.message,
          closedAt: closed ? (current.closedAt ?? action.now) : null,
        })),
      );
    }
    case 'remove-expired-closed': {
      // Removal waits for a placement in flight: the slip must not change under it.
      if (busyRefusal(state)) return accept(state);
      const expired = orderedSelections(state)
        .filter((selection) => selection.closedAt !== null && action.now - selection.closedAt >= options.closedRemovalMs)
        .map((selection) => selection.outcomeId);
      if (expired.length === 0) return accept(state);
      return accept({ ...removeSelections(state, expired), removedSelection: true });
    }
    case 'lock-lifted':
      if (state.bets[action.outcomeId] === undefined) return refuse(state, 'not-on-slip');
      return accept(withoutLockWord(state, action.outcomeId));
    case 'refresh-started':
      return accept({ ...state, refreshStatus: 'pending' });
    case 'refresh-succeeded':
      return accept({ ...state, refreshStatus: 'fulfilled', eachWayStatus: 'settled', removedSelection: false });
    case 'refresh-answered': {
      const bets = { ...state.bets };
      for (const single of action.singles) {
        const selection = bets[single.outcomeId];
        if (selection !== undefined) bets[single.outcomeId] = refreshedSelection(selection, single, action.now);
      }
      const refreshed = withSelections(state, state.order, bets);
      // The systems' returns followed the old prices; the caller recomputes them.
      const repriced = state.order.some((id) => bets[id]?.decimal !== state.bets[id]?.decimal);
      const systems = repriced ? Object.fromEntries(Object.entries(refreshed.systems).map(([code, entry]) => [code, { ...entry, potentialReturns: null }])) : refreshed.systems;
      // A placement's price refusal (RES-00152/153) stands until the bettor accepts the new
      // prices: a refresh brings those prices, it does not answer the refusal.
      const unaccepted = (ref: string | undefined) => state.order.some((id) => bets[id]?.ref === ref && bets[id]?.acceptedDecimal !== bets[id]?.decimal);
      const priceRefusals = state.errors.filter((error) => placementRemedy(error.code) === 'accept-new-prices' && unaccepted(error.ref));
      return accept({
        ...refreshed,
        systems,
        errors: [...action.errors, ...priceRefusals],
        availableBalance: action.availableBalance,
        refreshStatus: 'fulfilled',
        eachWayStatus: 'settled',
        removedSelection: false,
      });
    }
    case 'refresh-failed':
      return accept({ ...state, refreshStatus: 'rejected', errors: action.errors });
    case 'placement-started': {
      const busy = busyRefusal(state);
      if (busy) return refuse(state, busy);
      if (state.order.length === 0) return refuse(state, 'empty-slip');
      return accept({ ...state, betPlacing: true, errors: [], responseOver: false, placementSuccess: false });
    }
    case 'placement-awaiting-approval':
      if (!state.betPlacing) return refuse(state, 'not-placing');
      return accept({ ...state, betPlacing: false, statusWaitApproval: true, betMaybeReferred: true });
    case 'placement-succeeded': {
      if (!state.betPlacing && !state.statusWaitApproval) return refuse(state, 'not-placing');
      const receipt = { reference: action.reference, selections: orderedSelections(state), multiple: state.multiple, systems: state.systems };
      // Spec 4: the slip clears after success; the receipt shows what was placed until the slip closes.
      return accept({
        ...initialBetslipState,
        isEachWayChecked: state.isEachWayChecked,
        open: state.open,
        // The bet builder is placed by its own call (docs/bet-builder.md): placing the singles leaves it.
        betBuilder: state.betBuilder,
        placementSuccess: true,
        placementDuration: action.durationMs,
        receipt,
        responseOver: true,
      });
    }
    case 'placement-failed':
      if (!state.betPlacing && !state.statusWaitApproval) return refuse(state, 'not-placing');
      return accept({ ...state, betPlacing: false, statusWaitApproval: false, betMaybeReferred: false, errors: action.errors, placementDuration: action.durationMs, responseOver: true });
  }
}

function removeSelections(state: BetslipState, outcomeIds: readonly string[]): BetslipState {
  const bets = Object.fromEntries(Object.entries(state.bets).filter(([outcomeId]) => !outcomeIds.includes(outcomeId)));
  const order = state.order.filter((outcomeId) => !outcomeIds.includes(outcomeId));
  const next = withSelections(state, order, bets);
  // Spec 4: when others remain, system stakes and returns are reset.
  return order.length >= 2 ? { ...next, systems: {} } : next;
}

/** Spec 4: closing after a success clears the receipt as well. */
function closeSlip(state: BetslipState): BetslipState {
  const closed = { ...state, open: false };
  return state.placementSuccess ? { ...closed, placementSuccess: false, receipt: null, placementDuration: null } : closed;
}

/** Folds a list of actions, for tests and replaying a persisted log; refusals are skipped. */
export function reduceBetslip(actions: readonly BetslipAction[], state: BetslipState = initialBetslipState, options?: BetslipOptions): BetslipState {
  return actions.reduce((current, action) => betslipReducer(current, action, options).state, state);
}

/** The stake of a ref as a usable number (0 when none). */
export function stakeOfRef(state: BetslipState, ref: string): number {
  if (ref === MULTIPLE_REF) return stakeOrZero(state.multiple?.unitStake);
  const selection = orderedSelections(state).find((candidate) => candidate.ref === ref);
  return stakeOrZero(selection?.unitStake ?? state.systems[ref]?.unitStake);
}
