import { STREAMING_SPORT_CODES, type Market } from '../../../src/core/index';

/**
 * Spec 7's `sportGroups`: REGULAR sports, or the e-sports and virtual ones (spec 3 lists
 * their codes with the streaming providers). Virtual sports start with V (VICR, VKBD).
 */
export function sportGroupOf(sportCode: string): 'REGULAR' | 'ESPORTS' | 'VIRTUAL' {
  if (!STREAMING_SPORT_CODES.includes(sportCode)) return 'REGULAR';
  return sportCode.startsWith('V') ? 'VIRTUAL' : 'ESPORTS';
}

/** How far apart a line's prices are: the main line of a handicap or total is the most even one. */
function priceDifference(market: Pick<Market, 'outcomes'>): number {
  const decimals = market.outcomes.filter((outcome) => outcome.hidden !== true).map((outcome) => outcome.consolidatedPrice.currentPrice.decimal);
  if (decimals.length < 2) return Number.POSITIVE_INFINITY;
  return Math.max(...decimals) - Math.min(...decimals);
}

/**
 * Spec 7's `sortMarketsByPriceDifference`: the lines of one market type and period (the
 * handicaps, the totals) are ordered closest prices first, so the first is the main line;
 * each group keeps the places its markets held, and markets alone in their group stay put.
 */
export function sortLinesByPriceDifference<TMarket extends Pick<Market, 'marketTypeId' | 'periodId' | 'outcomes'>>(markets: readonly TMarket[]): TMarket[] {
  const groupOf = (market: TMarket) => `${market.marketTypeId}:${market.periodId ?? ''}`;
  const groups = new Map<string, TMarket[]>();
  for (const market of markets) {
    const group = groups.get(groupOf(market));
    if (group) group.push(market);
    else groups.set(groupOf(market), [market]);
  }
  for (const group of groups.values()) group.sort((a, b) => priceDifference(a) - priceDifference(b));
  const next = new Map<string, number>();
  return markets.map((market) => {
    const key = groupOf(market);
    const index = next.get(key) ?? 0;
    next.set(key, index + 1);
    return (groups.get(key) ?? [])[index] ?? market;
  });
}
