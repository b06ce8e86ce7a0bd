import type { Market, SportEvent } from '../catalogue/entities';
import { isMarketBettable, shouldRemoveMarket } from './marketStatus';

/** Open markets among those loaded: bettable (spec 4) and not due for removal. */
export function openMarketCount(markets: readonly Pick<Market, 'status' | 'outcomes'>[]): number {
  return markets.filter((market) => isMarketBettable(market) && !shouldRemoveMarket(market)).length;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * An event's open market count (the "+N markets" figure). The feed's liveOpenMarketCount
 * wins when it is a whole number >= 0: list calls load only a few markets per event
 * (spec 7 includeMarkets, lightWeightResponse), so counting the loaded ones would
 * understate it. Without one, the loaded open markets are counted.
 */
export function eventOpenMarketCount(event: Pick<SportEvent, 'markets' | 'liveOpenMarketCount'>): number {
  return isCount(event.liveOpenMarketCount) ? event.liveOpenMarketCount : openMarketCount(event.markets);
}

/** Event id -> open market count, for a list of events. */
export function openMarketCountsByEvent(events: readonly Pick<SportEvent, 'id' | 'markets' | 'liveOpenMarketCount'>[]): Readonly<Record<string, number>> {
  return Object.fromEntries(events.map((event) => [event.id, eventOpenMarketCount(event)]));
}
