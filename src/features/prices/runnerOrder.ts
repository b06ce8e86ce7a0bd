import { isRunnerMarket, runnersByPrice } from '../../core';
import type { CatalogueModel, MarketState } from '../../store/catalogueModel';
import type { PricingModel } from '../../store/pricingModel';

/**
 * A market's outcomes in the order they are shown: a field of runners (an outright, a
 * race) favourite first by the bettor's price (core runnersByPrice), any other market in
 * the feed's order. Called inside a computed, it follows the runners' prices, and a
 * computed of the joined ids renders the market only when the order changes.
 */
export function outcomesInShownOrder(market: Pick<MarketState, 'marketTypeId' | 'eventId'>, outcomeIds: readonly string[], catalogue: Pick<CatalogueModel, 'outcome' | 'event'>, pricing: Pick<PricingModel, 'price'>): readonly string[] {
  // Whether an event is an outright never changes: peeked, not followed.
  if (!isRunnerMarket(market.marketTypeId, catalogue.event(market.eventId)?.peek().outright === true)) return outcomeIds;
  return runnersByPrice(
    outcomeIds.map((id) => {
      const price = pricing.price(id).value;
      return { id, name: catalogue.outcome(id)?.description ?? '', decimal: price.decimal, unavailable: price.hidden };
    }),
  );
}
