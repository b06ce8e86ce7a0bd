/**
 * The betslip keeps its selections in the order the bettor added them, because refs
 * (sel1, sel2, ...) and the multiple's legs follow that order. These helpers never mutate:
 * signals compare by identity, so a changed list must be a new array and an unchanged one
 * must stay the same array (no needless re-render).
 */

/** Adds an outcome at the end. Adding one that is already there returns the same list. */
export function withSelection(order: readonly string[], outcomeId: string): readonly string[] {
  if (outcomeId.length === 0) {
    throw new TypeError('withSelection: outcomeId is empty. Pass the outcome id the price belongs to.');
  }
  return order.includes(outcomeId) ? order : [...order, outcomeId];
}

/** Removes an outcome. Removing one that is not there returns the same list. */
export function withoutSelection(order: readonly string[], outcomeId: string): readonly string[] {
  return order.includes(outcomeId) ? order.filter((id) => id !== outcomeId) : order;
}
