import { MULTIPLE_REF } from '../betslip/multiple';
import { betPlacementOutcome } from '../errors/betPlacementCodes';
import { isRemovedStatus, type AnyMarketStatus } from '../events/marketStatus';
import { orderedSelections, type BetslipError, type BetslipSelection, type BetslipState } from './betslipState';

/**
 * Why a leg on the slip takes no bet right now (spec 4 market status and feed alerts,
 * spec 8 RES-00048/00108/00109/00249), strongest first: a closed leg never reopens, a
 * feed alert covers whatever status the market shows meanwhile, an event's suspension
 * covers its market's.
 */
export type LegLockReason = 'closed' | 'feed-alert' | 'event-suspended' | 'suspended';

const STRENGTH: readonly LegLockReason[] = ['closed', 'feed-alert', 'event-suspended', 'suspended'];

/** What the live feed says about a leg, as the catalogue holds it. */
export interface LegLiveView {
  marketStatus: AnyMarketStatus;
  /** The market's feed (BU, RS): a feed alert names it. */
  feedId: string | null;
  outcomeHidden: boolean;
  eventFinished: boolean;
}

/** The strongest of several reasons; null when none locks. */
export function strongestLock(...reasons: readonly (LegLockReason | null)[]): LegLockReason | null {
  return STRENGTH.find((reason) => reasons.includes(reason)) ?? null;
}

/**
 * The feed's word on a leg. Null when the catalogue does not know the market (a slip
 * restored before its events loaded): then only the server's word counts. lts counts as
 * closed: the market leaves the page and the operator answers its outcomes 'C'.
 */
export function liveLockReason(live: LegLiveView | null, activeFeedAlerts: readonly string[]): LegLockReason | null {
  if (live === null) return null;
  if (live.eventFinished || isRemovedStatus(live.marketStatus)) return 'closed';
  if (live.feedId !== null && activeFeedAlerts.includes(live.feedId)) return 'feed-alert';
  if (live.marketStatus !== 'open' || live.outcomeHidden) return 'suspended';
  return null;
}

/** The lock a placement refusal or a refresh error names (spec 8); null for any other code. */
export function lockReasonOfCode(code: string): LegLockReason | null {
  switch (betPlacementOutcome(code)) {
    case 'bet-suspended':
      return 'suspended';
    case 'single-bet-or-event-suspended':
      return 'event-suspended';
    case 'feed-alert-active':
      return 'feed-alert';
    default:
      return null;
  }
}

/** The server's word on a leg: its outcome state in the last refresh, and lock errors naming its ref. */
export function serverLockReason(selection: Pick<BetslipSelection, 'ref' | 'outcomeState'>, errors: readonly BetslipError[]): LegLockReason | null {
  const fromState: LegLockReason | null = selection.outcomeState === 'C' ? 'closed' : selection.outcomeState === 'S' ? 'suspended' : null;
  const fromErrors = errors.filter((error) => error.ref === selection.ref).map((error) => lockReasonOfCode(error.code));
  return strongestLock(fromState, ...fromErrors);
}

/**
 * The bets on the slip a locked leg makes unplaceable: the locked singles, and the
 * multiple and every system when any leg is locked (each of them includes every leg).
 */
export function lockedBetRefs(state: BetslipState, locks: Readonly<Record<string, LegLockReason>>): string[] {
  const lockedSingles = orderedSelections(state)
    .filter((selection) => locks[selection.outcomeId] !== undefined)
    .map((selection) => selection.ref);
  if (lockedSingles.length === 0) return [];
  return [...lockedSingles, ...(state.multiple ? [MULTIPLE_REF] : []), ...Object.keys(state.systems)];
}

/**
 * A leg whose market reopened: the server's lock word on it is stale. Its lock refusals
 * (placement or refresh) go, and a suspended or closed outcome state with its message;
 * the caller asks the server again, whose answer says what holds now.
 */
export function withoutLockWord(state: BetslipState, outcomeId: string): BetslipState {
  const selection = state.bets[outcomeId];
  if (selection === undefined) return state;
  const errors = state.errors.filter((error) => error.ref !== selection.ref || lockReasonOfCode(error.code) === null);
  const stale = selection.outcomeState === 'S' || selection.outcomeState === 'C';
  if (!stale && errors.length === state.errors.length) return state;
  const reopened: BetslipSelection = stale ? { ...selection, outcomeState: 'A', message: null, closedAt: null } : selection;
  return { ...state, errors, bets: { ...state.bets, [outcomeId]: reopened } };
}
