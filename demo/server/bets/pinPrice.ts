import type { World } from '../world/world';
import type { Selection } from './selectionLookup';

/**
 * A trader's price for one outcome (POST /sandbox/price): pinned, so the simulator's
 * repricing keeps it until released, and, with `publish`, sent on the feed. Unpublished,
 * the bettor's screen keeps the old price until the slip asks the operator again.
 */
export function pinPrice(world: World, { event, market, outcome }: Selection, decimal: number, publish: boolean): { previous: number } {
  market.pinned = { ...market.pinned, [outcome.id]: decimal };
  const current = outcome.consolidatedPrice.currentPrice;
  outcome.consolidatedPrice = { currentPrice: { ...current, decimal }, penultimatePrice: current, antepenultimatePrice: outcome.consolidatedPrice.penultimatePrice ?? null };
  if (publish) world.changes.append({ type: 'price', payload: { eid: event.id, mid: market.id, oid: outcome.id, cp: { d: decimal, s0: current.spread ?? null, s1: current.spread2 ?? null, f: 'DECIMAL' } } });
  return { previous: current.decimal };
}
