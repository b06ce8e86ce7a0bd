import type { Market } from './entities';
import { isPlayerPropMarketType } from './marketKeys';
import { groupPlayerProps, sortCricketOverMarkets } from './marketOrdering';
import { periodKindOf } from './periods';
import { hasSpecialMarketOrder, listsSetsWithMatch } from './sportLayouts';

/**
 * What grouping reads of a market. The store's market state has this shape (the type's
 * place in the operator's order from marketTypeInfo.ordinalPosition, and the period's type).
 */
export interface GroupableMarket extends Pick<Market, 'marketTypeId' | 'instance' | 'playerName'> {
  id: string;
  typeOrder: number | null;
  periodId: number | null;
  period: { typeId: number } | null;
}

export type MarketGroup<M extends GroupableMarket> =
  /** Markets of one period (whole match, 1st half, quarters ...); periodTypeId null when the feed gave none. */
  | { kind: 'period'; key: string; periodTypeId: number | null; markets: M[] }
  /** One player's props (spec 9). */
  | { kind: 'player'; key: string; playerName: string; markets: M[] };

type PeriodGroup<M extends GroupableMarket> = Extract<MarketGroup<M>, { kind: 'period' }>;

const orderOf = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY);

/** Smaller first, missing last; equal keeps the feed's order (Array.sort is stable). */
function compareNumbers(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

function periodOf(market: GroupableMarket): number | null {
  return market.period?.typeId ?? market.periodId ?? null;
}

function isPlayersMarket(market: GroupableMarket): boolean {
  return isPlayerPropMarketType(market.marketTypeId) && Boolean(market.playerName?.trim());
}

/**
 * Markets of one group in the operator's order, each market type kept together: a type sits
 * where its first market does (marketTypeInfo order), its markets follow by instance (1st
 * quarter, 2nd quarter ...). Cricket-like sports then get their over markets by over (spec 9).
 */
function orderWithinGroup<M extends GroupableMarket>(markets: readonly M[], sportCode: string): M[] {
  const typePlace = new Map<number, number>();
  for (const market of markets) {
    typePlace.set(market.marketTypeId, Math.min(typePlace.get(market.marketTypeId) ?? Number.POSITIVE_INFINITY, orderOf(market.typeOrder)));
  }
  const sorted = [...markets].sort(
    (a, b) =>
      compareNumbers(typePlace.get(a.marketTypeId) ?? Number.POSITIVE_INFINITY, typePlace.get(b.marketTypeId) ?? Number.POSITIVE_INFINITY) ||
      compareNumbers(a.marketTypeId, b.marketTypeId) ||
      compareNumbers(orderOf(a.instance), orderOf(b.instance)) ||
      compareNumbers(orderOf(a.typeOrder), orderOf(b.typeOrder)),
  );
  return hasSpecialMarketOrder(sportCode) ? sortCricketOverMarkets(sorted) : sorted;
}

/**
 * An event's markets as its page shows them: one group per period, periods in the order of
 * their first market in marketTypeInfo order (so the whole match, which holds the main
 * markets, comes first), then one group per player for player props. Inside a group a
 * market type's markets stay together. Markets without a type order follow those with one.
 */
export function groupEventMarkets<M extends GroupableMarket>(markets: readonly M[], sportCode: string): MarketGroup<M>[] {
  const byTypeOrder = [...markets].sort((a, b) => compareNumbers(orderOf(a.typeOrder), orderOf(b.typeOrder)));
  const periods = new Map<number | null, M[]>();
  for (const market of byTypeOrder) {
    if (isPlayersMarket(market)) continue;
    const period = periodOf(market);
    const group = periods.get(period);
    if (group) group.push(market);
    else periods.set(period, [market]);
  }
  const byPeriod: PeriodGroup<M>[] = [...periods].map(([periodTypeId, grouped]) => ({
    kind: 'period',
    key: `period:${periodTypeId ?? 'none'}`,
    periodTypeId,
    markets: orderWithinGroup(grouped, sportCode),
  }));
  const periodGroups = listsSetsWithMatch(sportCode) ? withSetsInPlayOrder(byPeriod, sportCode) : byPeriod;
  const playerGroups: MarketGroup<M>[] = groupPlayerProps(byTypeOrder.filter(isPlayersMarket)).map(({ playerName, markets: grouped }) => ({
    kind: 'player',
    key: `player:${playerName}`,
    playerName,
    markets: orderWithinGroup(grouped, sportCode),
  }));
  return [...periodGroups, ...playerGroups];
}

/**
 * Tennis india (sportLayouts.listsSetsWithMatch): the sets' markets leave their own groups
 * and follow the match group's leading market type (the match winner), set by set (their
 * instance; a market without one after the numbered sets), each set's markets in their group's
 * order. The match's other markets (handicaps, totals) come after. Without a match group, or
 * without set markets, the groups are left as they are.
 */
function withSetsInPlayOrder<M extends GroupableMarket>(groups: readonly PeriodGroup<M>[], sportCode: string): PeriodGroup<M>[] {
  const isSetGroup = (group: PeriodGroup<M>) => group.periodTypeId !== null && periodKindOf(sportCode, group.periodTypeId) === 'set';
  const match = groups.find((group) => !isSetGroup(group));
  const setMarkets = groups
    .filter(isSetGroup)
    .flatMap((group) => group.markets)
    .sort((a, b) => compareNumbers(orderOf(a.instance), orderOf(b.instance)));
  if (!match || setMarkets.length === 0) return [...groups];
  const leadType = match.markets[0]?.marketTypeId;
  const leading = match.markets.findIndex((market) => market.marketTypeId !== leadType);
  const split = leading === -1 ? match.markets.length : leading;
  const markets = [...match.markets.slice(0, split), ...setMarkets, ...match.markets.slice(split)];
  return groups.filter((group) => !isSetGroup(group)).map((group) => (group === match ? { ...group, markets } : group));
}
