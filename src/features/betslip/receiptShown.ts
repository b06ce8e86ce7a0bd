import type { BetslipModel, PlacementModel } from '../../store';

/**
 * The slip is showing a placement's receipt: the slip was placed and its receipt not yet
 * closed. Read inside a computed or effect (it reads signals). While it holds, the open
 * slip shows the receipt only: the placed slip has cleared, so the empty slip's sentence
 * and the booking code (for a slip being built) would read as "nothing happened" above
 * "Bet placed" (issue 23).
 */
export function isReceiptShown(betslip: BetslipModel, placement: PlacementModel): boolean {
  return betslip.state.value.placementSuccess && placement.receipt.value !== null;
}
