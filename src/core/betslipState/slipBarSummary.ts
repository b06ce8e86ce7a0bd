import { shownMultipleDecimal } from '../betslip/multiple';
import { orderedSelections, type BetslipState } from './betslipState';
import type { SlipFigures } from './slipFigures';

/** What a phone's compact slip bar says about the slip (issue 23, docs/betslip-presentation.md). */
export interface SlipBarSummary {
  /** Selections on the slip. */
  count: number;
  /**
   * The odds the bar shows: the one selection's price, or with two or more the multiple's
   * combined price as the slip shows it (rounded down, `shownMultipleDecimal`); null when
   * the selections make no multiple (two from one event) or the slip is empty.
   */
  decimal: number | null;
  /** The slip's potential returns for the stakes entered; null while nothing is staked ("Enter stake"). */
  returns: number | null;
}

/**
 * The bar's figures, taken from the slip's own (core slipFigures, as the model holds them),
 * never computed again here: the bar says exactly what the open slip says, to the cent.
 */
export function slipBarSummary(state: BetslipState, figures: SlipFigures): SlipBarSummary {
  const selections = orderedSelections(state);
  const count = selections.length;
  let decimal: number | null = null;
  if (count === 1) decimal = selections[0]?.decimal ?? null;
  else if (count > 1 && figures.multiple !== null) decimal = shownMultipleDecimal(figures.multiple.decimal);
  const returns = count > 0 && figures.totalStake > 0 ? figures.potentialReturns : null;
  return { count, decimal, returns };
}
