import type { Market } from './entities';
import { isPlayerPropMarketType } from './marketKeys';

/** Cricket over-run markets (runs in over N): this SDK's sandbox market type ids. */
export const CRICKET_OVER_RUN_MARKET_TYPE_IDS: readonly number[] = Object.freeze([8100, 8101, 8102]);

/**
 * Spec 9: cricket over-run markets sorted by over. The over number is the market's
 * instance; markets without one keep their place after those with one. The sort is
 * stable, so markets of one over keep the feed's order. Other markets are untouched.
 */
export function sortCricketOverMarkets(markets: readonly Market[]): Market[] {
  const overRuns = markets.filter((market) => CRICKET_OVER_RUN_MARKET_TYPE_IDS.includes(market.marketTypeId));
  const sorted = [...overRuns].sort((a, b) => (a.instance ?? Number.POSITIVE_INFINITY) - (b.instance ?? Number.POSITIVE_INFINITY));
  let next = 0;
  return markets.map((market) => (CRICKET_OVER_RUN_MARKET_TYPE_IDS.includes(market.marketTypeId) ? (sorted[next++] as Market) : market));
}

export interface PlayerMarkets {
  playerName: string;
  markets: Market[];
}

/**
 * Spec 9: player-prop markets grouped by player, players in the order they first appear.
 * A prop without a player name is not a player's market and is left out of the groups.
 */
export function groupPlayerProps(markets: readonly Market[]): PlayerMarkets[] {
  const groups = new Map<string, Market[]>();
  for (const market of markets) {
    const name = market.playerName?.trim();
    if (!isPlayerPropMarketType(market.marketTypeId) || !name) continue;
    const group = groups.get(name);
    if (group) group.push(market);
    else groups.set(name, [market]);
  }
  return [...groups].map(([playerName, grouped]) => ({ playerName, markets: grouped }));
}
