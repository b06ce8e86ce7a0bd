/**
 * The bettor's clicks on pre-painted prices, kept until the runtime exists. A bettor who
 * presses a price expects it on the slip, not a button that did nothing because code was
 * still on its way: a click toggles the outcome here (a second press takes it back, as on
 * React's button) and the hand-over applies what is left as addSelection calls, in the
 * order pressed, so the betslip then shows it (docs/performance.md "First paint before React").
 */
const queued: string[] = [];
const listeners = new Set<() => void>();

/** Presses (or un-presses) an outcome; returns whether it is now queued. */
export function toggleQueuedSelection(outcomeId: string): boolean {
  const index = queued.indexOf(outcomeId);
  if (index === -1) queued.push(outcomeId);
  else queued.splice(index, 1);
  for (const listener of [...listeners]) listener();
  return index === -1;
}

export function isQueuedSelection(outcomeId: string): boolean {
  return queued.includes(outcomeId);
}

/** Hands the queued outcomes over, in the order pressed, and forgets them. */
export function takeQueuedSelections(): string[] {
  return queued.splice(0, queued.length);
}

/** Called after every press (the view redraws its pressed states). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
