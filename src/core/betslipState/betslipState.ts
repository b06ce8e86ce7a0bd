import { emptyQuoteFor, type BetBuilderSlip } from '../betBuilder/betBuilderSlip';
import type { MultipleRefusal } from '../betslip/multiple';
import type { FreeBetMode } from '../stakeRules/freeBet';

/**
 * One selection on the slip (spec 3 "Single selection"). Stakes are numbers in currency
 * units; 0 means "no stake". Prices are decimals.
 */
export interface BetslipSelection {
  /** sel1, sel2 ... in the order the bettor added them, renumbered on removal. */
  ref: string;
  eventId: string;
  marketId: string;
  outcomeId: string;
  decimal: number;
  /**
   * The price the bettor last agreed to: the price when added, or after accepting changes.
   * A live move changes `decimal` only, so the slip can show old and new and placement
   * sends the agreed price (the server then applies the bettor's acceptance setting).
   */
  acceptedDecimal: number;
  unitStake: number;
  freeBetMode: FreeBetMode;
  freeMoneyUnitStake: number | null;
  maxFreeMoneyStake: number | null;
  minBetStake: number | null;
  maxBetStake: number | null;
  eachWay: boolean;
  showEachWay: boolean;
  /** The feed's outcome state; 'C' is closed (spec 4). */
  outcomeState: string;
  /** The message shown on the selection, e.g. 'Your selection is not available anymore'. */
  message: string | null;
  /** When the outcome was seen closed, so its removal can be scheduled (ms). */
  closedAt: number | null;
  /**
   * Names from the server's refresh answer: a slip restored or loaded from a code may hold
   * outcomes the catalogue has not loaded, and must still say what was picked.
   */
  eventDescription: string | null;
  marketDescription: string | null;
  outcomeDescription: string | null;
  /** Each-way place terms (spec 3 placeTerms): the place part pays at fraction x (decimal - 1) + 1. */
  placeTerms: PlaceTerms | null;
}

/** Each-way terms of a selection: how many places pay, at which fraction of the odds. */
export interface PlaceTerms {
  places: number;
  fraction: number;
}

/** Spec 3 "Multiple": the accumulator of every selection, when they can form one. */
export interface BetslipMultiple {
  ref: 'mul1';
  betTypeId: 200002;
  description: string;
  decimal: number;
  unitStake: number;
  noOfBets: 1;
}

/**
 * Spec 3 "System bet", keyed by its three-digit code. The slip stores the unit stake the
 * bettor typed; totalStake and potentialReturns are computed outside the slip (system-bet
 * maths or the server's answer) and handed in, null until then or after the stake changes.
 */
export interface SystemStakeEntry {
  unitStake: number;
  totalStake: number | null;
  potentialReturns: number | null;
}

/** An error the server returned for the slip, or for one of its bets. */
export interface BetslipError {
  code: string;
  message: string;
  /** The bet it concerns (sel1, mul1 ...), absent for the whole slip. */
  ref?: string | undefined;
  /** What the translated text names ({{uuid}} of a failed request ...), so it is never shown raw. */
  values?: Readonly<Record<string, string>> | undefined;
}

/** What was placed, kept so the slip can show the receipt after it clears. */
export interface PlacementReceipt {
  reference: string;
  selections: readonly BetslipSelection[];
  multiple: BetslipMultiple | null;
  systems: Readonly<Record<string, SystemStakeEntry>>;
}

/** Spec 4: the slip refresh's loading status. */
export type LoadingStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** Spec 3 "Betslip state". */
export interface BetslipState {
  open: boolean;
  expanded: boolean;
  showSystemBets: boolean;
  /** Selections keyed by outcome id. */
  bets: Readonly<Record<string, BetslipSelection>>;
  /** Outcome ids in slip order (sel1 first). */
  order: readonly string[];
  multiple: BetslipMultiple | null;
  /** Why there is no multiple although there are several selections. */
  multipleRefusal: MultipleRefusal | null;
  /** System stakes by three-digit code. */
  systems: Readonly<Record<string, SystemStakeEntry>>;
  errors: readonly BetslipError[];
  /** The bet whose stake field has focus, and its text as typed. */
  activeBetKey: string | null;
  activeBetStake: string | null;
  isEachWayChecked: boolean;
  /**
   * The bettor chose to stake the wallet's promo cash (spec 3 usePromoCash). Off by default
   * and on each new slip (after a placement or a clear); kept with the slip's stakes.
   */
  usePromoCash: boolean;
  /** Spec 4: each way becomes pending after a stake change, until the slip refresh answers. */
  eachWayStatus: 'settled' | 'pending';
  betPlacing: boolean;
  statusWaitApproval: boolean;
  placementSuccess: boolean;
  placementDuration: number | null;
  receipt: PlacementReceipt | null;
  /** Spec 4 "response-over": the last placement answer has been shown. */
  responseOver: boolean;
  /** The server may refer the bet to a trader. */
  betMaybeReferred: boolean;
  /** A closed selection was removed: the slip needs a refresh. */
  removedSelection: boolean;
  refreshStatus: LoadingStatus;
  /** The balance the last slip refresh reported (spec 7), null when logged out or not yet asked. */
  availableBalance: number | null;
  /** The bet builder beside the singles (docs/bet-builder.md): one event's legs as one bet; null: none. */
  betBuilder: BetBuilderSlip | null;
}

export const initialBetslipState: BetslipState = Object.freeze({
  open: false,
  expanded: false,
  showSystemBets: false,
  bets: {},
  order: [],
  multiple: null,
  multipleRefusal: null,
  systems: {},
  errors: [],
  activeBetKey: null,
  activeBetStake: null,
  isEachWayChecked: false,
  usePromoCash: false,
  eachWayStatus: 'settled',
  betPlacing: false,
  statusWaitApproval: false,
  placementSuccess: false,
  placementDuration: null,
  receipt: null,
  responseOver: false,
  betMaybeReferred: false,
  removedSelection: false,
  refreshStatus: 'idle',
  availableBalance: null,
  betBuilder: null,
});

/** The selections in slip order. */
export function orderedSelections(state: BetslipState): BetslipSelection[] {
  return state.order.flatMap((outcomeId) => {
    const selection = state.bets[outcomeId];
    return selection === undefined ? [] : [selection];
  });
}

/**
 * Spec 4: placement flags, the placement response, its duration and errors are not
 * persisted; a reload restores the bettor's selections and stakes only.
 */
export function persistableBetslip(state: BetslipState): BetslipState {
  const transient = Object.fromEntries(TRANSIENT_FIELDS.map((field) => [field, initialBetslipState[field]]));
  // A bet builder's price is the operator's of the moment: after a reload it is asked again, and agreed again.
  const betBuilder = state.betBuilder === null ? null : { ...state.betBuilder, quote: emptyQuoteFor(state.betBuilder.legs), acceptedDecimal: null };
  return { ...state, ...transient, betBuilder };
}

/** The fields a reload starts afresh (spec 4 "Non-persisted"). */
const TRANSIENT_FIELDS = [
  'errors',
  'betPlacing',
  'statusWaitApproval',
  'placementSuccess',
  'placementDuration',
  'receipt',
  'responseOver',
  'betMaybeReferred',
  'refreshStatus',
] as const satisfies readonly (keyof BetslipState)[];
