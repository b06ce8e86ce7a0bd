import type { Market } from '../catalogue/entities';

/** Spec 4: only an open market takes bets; suspended, lts and closed do not. */
export function isMarketBettable(market: Pick<Market, 'status'>): boolean {
  return market.status === 'open';
}

const REMOVED_STATUSES = new Set(['lts', 'settled', 'resulted', 'closed']);

/**
 * Spec 4: on live changes a market leaves the page when it is long-term suspended,
 * settled, resulted or closed, or when every outcome is hidden (nothing left to show).
 * A market with no outcomes at all is kept: its outcomes may still be on their way.
 */
export function shouldRemoveMarket(market: Pick<Market, 'status' | 'outcomes'>): boolean {
  if (REMOVED_STATUSES.has(market.status)) return true;
  return market.outcomes.length > 0 && market.outcomes.every((outcome) => outcome.hidden === true);
}

/** The markets to keep showing; the same array when none is removed. */
export function withoutRemovedMarkets<T extends Pick<Market, 'status' | 'outcomes'>>(markets: readonly T[]): readonly T[] {
  return markets.some(shouldRemoveMarket) ? markets.filter((market) => !shouldRemoveMarket(market)) : markets;
}

/** Spec 4 "market counts": open markets of an event. */
export function openMarketCount(markets: readonly Pick<Market, 'status' | 'outcomes'>[]): number {
  return markets.filter((market) => isMarketBettable(market) && !shouldRemoveMarket(market)).length;
}
