import type { Market } from '../catalogue/entities';

/** Every status a market can carry: spec 4's four plus the feed's settled and resulted. */
export type AnyMarketStatus = Market['status'];

/** Why a market leaves the page on a live change (spec 4 "Market status"). */
export type MarketRemovalReason = 'lts' | 'settled' | 'resulted' | 'closed' | 'all-outcomes-hidden';

/** Spec 4: only an open market takes bets; suspended, lts and closed (and settled, resulted) do not. */
export function isMarketBettable(market: Pick<Market, 'status'>): boolean {
  return market.status === 'open';
}

/**
 * Spec 4: a feed alert locks every market of that feed (the feed code's prefix, BU or RS)
 * until it lifts, whatever status the market itself still carries.
 */
export function isMarketOpenForBets(market: { status: AnyMarketStatus; feedId?: string | null | undefined }, activeFeedAlerts: readonly string[]): boolean {
  return isMarketBettable(market) && !(market.feedId != null && activeFeedAlerts.includes(market.feedId));
}

/** Spec 4: these statuses take a market off the page on live changes. */
export function isRemovedStatus(status: AnyMarketStatus): status is 'lts' | 'settled' | 'resulted' | 'closed' {
  return status === 'lts' || status === 'settled' || status === 'resulted' || status === 'closed';
}

/**
 * Spec 4: on live changes a market leaves the page when it is long-term suspended,
 * settled, resulted or closed, or when every outcome is hidden (nothing left to show).
 * A market with no outcomes at all is kept: "all hidden" needs outcomes, and they may
 * still be on their way. A suspended market stays: it shows, greyed, until it reopens.
 */
export function marketRemovalReason(market: Pick<Market, 'status' | 'outcomes'>): MarketRemovalReason | null {
  if (isRemovedStatus(market.status)) return market.status;
  if (market.outcomes.length > 0 && market.outcomes.every((outcome) => outcome.hidden === true)) return 'all-outcomes-hidden';
  return null;
}

export function shouldRemoveMarket(market: Pick<Market, 'status' | 'outcomes'>): boolean {
  return marketRemovalReason(market) !== null;
}

/** The markets to keep showing; the same array when none is removed, so a list can skip its re-render. */
export function withoutRemovedMarkets<T extends Pick<Market, 'status' | 'outcomes'>>(markets: readonly T[]): readonly T[] {
  return markets.some(shouldRemoveMarket) ? markets.filter((market) => !shouldRemoveMarket(market)) : markets;
}
