import { CRICKET_OVER_RUN_MARKET_TYPE_IDS, hasSpecialMarketOrder, sortCricketOverMarkets, type Market, type SportLayoutGroup } from '../../core';
import type { MarketState } from '../../store';

/**
 * The markets an event card shows, in the event's order (the feed's ordinal order):
 * the main market; for cricket also the next over's runs market, found through core's
 * cricket order (over-run markets sorted by over; decided overs have left the event, so
 * the lowest over listed is the one being bowled or about to be).
 */
export function cardMarketIds(sportCode: string, layout: SportLayoutGroup, markets: readonly MarketState[]): string[] {
  const main = markets.find((market) => !CRICKET_OVER_RUN_MARKET_TYPE_IDS.includes(market.marketTypeId)) ?? markets[0];
  if (main === undefined) return [];
  if (layout !== 'cricket' || !hasSpecialMarketOrder(sportCode)) return [main.id];
  // Core's ordering reads the type and over (instance) only; outcomes are not its business here.
  const ordered = sortCricketOverMarkets(markets.map((market): Market => ({ id: market.id, eventId: market.eventId, description: market.description, marketTypeId: market.marketTypeId, instance: market.instance, status: market.status, outcomes: [] })));
  const nextOver = ordered.find((market) => CRICKET_OVER_RUN_MARKET_TYPE_IDS.includes(market.marketTypeId));
  return nextOver ? [main.id, nextOver.id] : [main.id];
}
