import type { Market } from './entities';
import { isPlayerPropMarketType } from './marketKeys';

/** Cricket over-run markets (runs in over N): this SDK's sandbox market type ids. */
export const CRICKET_OVER_RUN_MARKET_TYPE_IDS: readonly number[] = Object.freeze([8100, 8101, 8102]);

/** What the ordering rules read of a market: the full entity or the store's lighter copy. */
type OrderedMarket = Pick<Market, 'marketTypeId' | 'instance'>;
type PlayerMarket = Pick<Market, 'marketTypeId' | 'playerName'>;

function isOverRunMarket(market: OrderedMarket): boolean {
  return CRICKET_OVER_RUN_MARKET_TYPE_IDS.includes(market.marketTypeId);
}

/** The over a market is about; a missing or non-finite instance sorts after every real over. */
function overOf(market: OrderedMarket): number {
  const over = market.instance;
  return typeof over === 'number' && Number.isFinite(over) ? over : Number.POSITIVE_INFINITY;
}

/**
 * Spec 9: cricket over-run markets sorted by over. The over number is the market's
 * instance (not parsed from the description, which is translated); markets without one go
 * after those with one. The over-run markets are reordered among the slots they already
 * occupy, so other markets keep their places. The sort is stable: markets of one over keep
 * the feed's order.
 */
export function sortCricketOverMarkets<M extends OrderedMarket>(markets: readonly M[]): M[] {
  const sorted = markets.filter(isOverRunMarket).sort((a, b) => {
    const overA = overOf(a);
    const overB = overOf(b);
    return overA === overB ? 0 : overA < overB ? -1 : 1;
  });
  let next = 0;
  return markets.map((market) => {
    if (!isOverRunMarket(market)) return market;
    const replacement = sorted[next] ?? market;
    next += 1;
    return replacement;
  });
}

export interface PlayerMarkets<M extends PlayerMarket = Market> {
  playerName: string;
  markets: M[];
}

/**
 * Spec 9: player-prop markets grouped by player, players in the order they first appear.
 * A prop without a player name is not a player's market and is left out of the groups.
 */
export function groupPlayerProps<M extends PlayerMarket>(markets: readonly M[]): PlayerMarkets<M>[] {
  const groups = new Map<string, M[]>();
  for (const market of markets) {
    const name = market.playerName?.trim();
    if (!isPlayerPropMarketType(market.marketTypeId) || !name) continue;
    const group = groups.get(name);
    if (group) group.push(market);
    else groups.set(name, [market]);
  }
  return [...groups].map(([playerName, grouped]) => ({ playerName, markets: grouped }));
}
