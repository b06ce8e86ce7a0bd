import { totals } from '../world/eventScore';
import { finalScoreGrid, jointProbability, scorePredicate, type ScorePredicate } from '../world/betBuilderModel';
import type { World } from '../world/world';
import { betBuilderPrice } from './betBuilderPricing';
import { findSelection, outcomeState } from './selectionLookup';

/**
 * The price a bet builder's open legs have together now, for its cash-out value: what the
 * sandbox would quote for them at this moment (the joint chance over the same final-score
 * grid the builder was priced with, with the builder's margin, betBuilderPricing.ts), as a
 * single's value reads its leg's current feed price. Null when nothing can be offered: the
 * event is over, a leg is gone, suspended or closed, or no final score lets the open legs
 * all win any more (the score has already beaten one; it settles lost).
 *
 * The grid moves with the clock every second of a live match, while a leg's price moves
 * only when the feed reprices it. A value that changed every second would be refused as
 * "changed" whenever the bettor confirms it, so the price is kept until one of the open
 * legs' prices or statuses, or the score, changes: the builder's value moves when its
 * legs' prices do, as every other bet's does (and the cash-out watch suspends it then).
 */
export function createBetBuilderCashOutPrice(world: World) {
  const kept = new Map<string, { key: string; price: number | null }>();

  function priceNow(eventId: string, openOutcomeIds: readonly string[]): number | null {
    const event = world.events.get(eventId);
    if (!event || event.phase === 'ended' || event.model.kind !== 'goals') return null;
    const predicates: ScorePredicate[] = [];
    for (const outcomeId of openOutcomeIds) {
      const selection = findSelection(world, outcomeId);
      if (!selection || selection.event.id !== eventId || outcomeState(selection) !== 'A') return null;
      const index = selection.market.outcomes.findIndex((outcome) => outcome.id === outcomeId);
      const predicate = scorePredicate(selection.market.spec, index, event.model.threeWay);
      if (!predicate) return null;
      predicates.push(predicate);
    }
    const probability = jointProbability(finalScoreGrid(event), predicates);
    return probability > 0 ? betBuilderPrice(probability) : null;
  }

  /** What the price depends on besides the clock: the event's phase and score, each open leg's price and status. */
  function stateKey(eventId: string, openOutcomeIds: readonly string[]): string {
    const event = world.events.get(eventId);
    const score = event && event.state.kind === 'goals' ? totals(event.state).join(':') : '';
    const legs = openOutcomeIds.map((outcomeId) => {
      const selection = findSelection(world, outcomeId);
      return selection ? `${selection.outcome.consolidatedPrice.currentPrice.decimal}/${outcomeState(selection)}` : 'gone';
    });
    return `${event?.phase ?? 'gone'}|${score}|${legs.join(',')}`;
  }

  return (eventId: string, openOutcomeIds: readonly string[]): number | null => {
    if (openOutcomeIds.length === 0) return null;
    const id = `${eventId}|${openOutcomeIds.join(',')}`;
    const key = stateKey(eventId, openOutcomeIds);
    const known = kept.get(id);
    if (known && known.key === key) return known.price;
    const price = priceNow(eventId, openOutcomeIds);
    kept.set(id, { key, price });
    return price;
  };
}
