import { isPlayerPropMarketType } from './marketKeys';
import { CRICKET_OVER_RUN_MARKET_TYPE_IDS } from './marketOrdering';
import { DEEP_MARKET_TYPE_IDS as T } from './marketTypes';
import { periodKindOf, type PeriodKind } from './periods';
import { raceToPoints } from './raceTo';
import { parseSportKey } from './sports';

/**
 * The event page's tabs (issue 23, docs/event-page.md), in the order they stand. Only tabs
 * with markets show; which ones an event gets follows from its markets, so the page is
 * sport-aware without a table per sport (basketball gets Points and Quarters, tennis Sets
 * and Games, ice hockey Periods).
 */
export const MARKET_TABS = Object.freeze([
  'popular',
  'goals',
  'points',
  'halves',
  'quarters',
  'periods',
  'sets',
  'games',
  'overs',
  'handicaps',
  'corners',
  'cards',
  'players',
  'specials',
  'all',
] as const);

export type MarketTab = (typeof MARKET_TABS)[number];

/** Where a market belongs: a tab of its own, or 'main' (the match's result markets, shown in Popular and All only). */
export type MarketCategory = Exclude<MarketTab, 'popular' | 'all'> | 'main';

/** What classification reads of a market: the feed's type, period and names, nothing that moves. */
export interface ClassifiableMarket {
  marketTypeId: number;
  description: string;
  playerName: string | null;
  typeOrder: number | null;
  periodId: number | null;
  period: { typeId: number } | null;
}

/** How many markets Popular holds: the operator's first markets, as its order lists them. */
export const POPULAR_MARKET_COUNT = 10;

const GOAL_SPORTS: ReadonlySet<string> = new Set(['FOOT', 'FUTS', 'BSOC', 'EFOT', 'VFOT', 'ICEH', 'EHOC', 'HAND', 'WPOL', 'FLOO', 'BAND', 'FIEL', 'GAEL', 'HURL']);
const SET_SPORTS: ReadonlySet<string> = new Set(['TENN', 'ETEN', 'VTEN', 'TABL', 'BADM', 'SQUA', 'PADE', 'VOLL', 'BVOL', 'DART', 'SNOO', 'CSGO', 'LOLS', 'DOTA', 'VALO']);

/** A total's tab: goals in football-like sports, sets in sets sports, points elsewhere. */
function totalsCategory(sportCode: string): MarketCategory {
  const { code } = parseSportKey(sportCode);
  if (GOAL_SPORTS.has(code)) return 'goals';
  return SET_SPORTS.has(code) ? 'sets' : 'points';
}

const PERIOD_CATEGORY: Readonly<Partial<Record<PeriodKind, MarketCategory>>> = Object.freeze({
  'first-half': 'halves',
  'second-half': 'halves',
  half: 'halves',
  quarter: 'quarters',
  period: 'periods',
  set: 'sets',
});

/** Type ids whose tab does not depend on the period (a 1st-half corners total is still Corners). */
const WHATEVER_THE_PERIOD: ReadonlyMap<number, MarketCategory> = new Map<number, MarketCategory>([
  [T.TOTAL_CORNERS, 'corners'],
  [T.CORNER_HANDICAP, 'corners'],
  [T.FIRST_CORNER, 'corners'],
  [T.TEAM_CORNERS, 'corners'],
  [T.TOTAL_CARDS, 'cards'],
  [T.MOST_CARDS, 'cards'],
  [T.TO_BE_BOOKED, 'cards'],
  [T.FIRST_GOALSCORER, 'players'],
  [T.ANYTIME_GOALSCORER, 'players'],
]);

/** The whole match's type ids (marketKeys.ts and marketTypes.ts); 'totals' becomes the sport's totals tab. */
const BY_TYPE: ReadonlyMap<number, MarketCategory | 'totals'> = new Map<number, MarketCategory | 'totals'>([
  [2, 'main'],
  [3, 'main'],
  [17, 'main'],
  [25, 'main'],
  [11, 'handicaps'],
  [T.ALTERNATIVE_HANDICAP, 'handicaps'],
  [13, 'totals'],
  [T.ALTERNATIVE_TOTAL, 'totals'],
  [T.TEAM_TOTAL, 'totals'],
  [T.EXACT_GOALS, 'goals'],
  [19, 'goals'],
  [21, 'goals'],
  [23, 'totals'],
  [T.CLEAN_SHEET, 'goals'],
  [T.RESULT_AND_BOTH_SCORE, 'specials'],
  [T.HIGHEST_SCORING_HALF, 'halves'],
  [T.HALF_TIME_FULL_TIME, 'halves'],
  [T.WINNING_MARGIN, 'specials'],
  [T.TOTAL_GAMES, 'games'],
  [T.GAME_HANDICAP, 'games'],
  [T.SET_BETTING, 'sets'],
  [99, 'main'],
]);

/**
 * Names, for a feed whose type ids the tables above do not know. Read in English (the
 * sandbox's and most feeds' default language); a market no pattern knows is a special.
 */
const BY_NAME: readonly [RegExp, MarketCategory | 'totals'][] = [
  [/corner/i, 'corners'],
  [/\bcards?\b|book(ed|ing)/i, 'cards'],
  [/scorer|\bplayer\b/i, 'players'],
  [/\bhalf\b|half[- ]?time/i, 'halves'],
  [/quarter/i, 'quarters'],
  [/\bperiod\b/i, 'periods'],
  [/\bgames?\b/i, 'games'],
  [/\bsets?\b/i, 'sets'],
  [/\bover \d+\b|\bovers\b/i, 'overs'],
  [/handicap|spread|puck line|run line/i, 'handicaps'],
  [/result|winner|money ?line|double chance|draw no bet|1x2|match odds/i, 'main'],
  [/margin|race to|odd|even/i, 'specials'],
  [/total|over|under|both teams|correct score|clean sheet|goals?\b|points?\b/i, 'totals'],
];

const periodOf = (market: ClassifiableMarket): number | null => market.period?.typeId ?? market.periodId ?? null;

/**
 * The tab a market belongs to. Player props and the team stats (corners, cards) go by
 * their type whatever the period; then a part of the match (half, quarter, period, set)
 * decides; then the whole match's type; then the name; else Specials.
 */
export function marketCategoryOf(market: ClassifiableMarket, sportCode: string): MarketCategory {
  const resolve = (category: MarketCategory | 'totals'): MarketCategory => (category === 'totals' ? totalsCategory(sportCode) : category);
  const fixed = WHATEVER_THE_PERIOD.get(market.marketTypeId);
  if (fixed !== undefined) return fixed;
  if (isPlayerPropMarketType(market.marketTypeId) || Boolean(market.playerName?.trim())) return 'players';
  const period = periodOf(market);
  const kind = period === null ? null : periodKindOf(sportCode, period);
  const byPeriod = kind === null ? undefined : PERIOD_CATEGORY[kind];
  if (byPeriod !== undefined) return byPeriod;
  if (raceToPoints(market.marketTypeId) !== null) return 'specials';
  if (CRICKET_OVER_RUN_MARKET_TYPE_IDS.includes(market.marketTypeId)) return 'overs';
  const byType = BY_TYPE.get(market.marketTypeId);
  if (byType !== undefined) return resolve(byType);
  const byName = BY_NAME.find(([pattern]) => pattern.test(market.description));
  if (byName) return resolve(byName[1]);
  return 'specials';
}

export interface MarketTabContent<M> {
  tab: MarketTab;
  markets: M[];
}

const orderOf = (value: number | null): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY);

/**
 * An event's tabs with their markets, in MARKET_TABS order, only those that have some.
 * Popular: the first POPULAR_MARKET_COUNT markets in the operator's order (marketTypeInfo),
 * player props left to Players. All: every market, shown only when Popular does not
 * already hold them all (a small event needs no second list of the same markets).
 * Markets keep the order they came in within a tab; the page groups them by period.
 */
export function eventMarketTabs<M extends ClassifiableMarket>(markets: readonly M[], sportCode: string): MarketTabContent<M>[] {
  const byTab = new Map<MarketTab, M[]>();
  for (const market of markets) {
    const category = marketCategoryOf(market, sportCode);
    if (category === 'main') continue;
    const list = byTab.get(category);
    if (list) list.push(market);
    else byTab.set(category, [market]);
  }
  const inOperatorOrder = markets
    .map((market, index) => ({ market, index }))
    .sort((a, b) => orderOf(a.market.typeOrder) - orderOf(b.market.typeOrder) || a.index - b.index)
    .map(({ market }) => market);
  const popularSet = new Set(inOperatorOrder.filter((market) => marketCategoryOf(market, sportCode) !== 'players').slice(0, POPULAR_MARKET_COUNT));
  const popular = markets.filter((market) => popularSet.has(market));
  if (popular.length > 0) byTab.set('popular', popular);
  if (popular.length < markets.length) byTab.set('all', [...markets]);
  return MARKET_TABS.flatMap((tab) => {
    const list = byTab.get(tab);
    return list && list.length > 0 ? [{ tab, markets: list }] : [];
  });
}

/** A name as search compares it: lower case, accents gone ("Córner" finds "corner"). */
export function searchableName(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/**
 * The markets a query finds, in their order: first those whose name (or player) holds every
 * word of it, then those whose name and outcomes do together ("Kane" finds the goalscorer
 * markets that list him, "over 2.5" the totals offering it), as a bettor searching a player
 * or a line expects. `outcomeNames` gives a market's outcome names; without it only names
 * count. An empty query matches nothing: the page then shows its tabs instead of results.
 */
export function marketsMatching<M extends Pick<ClassifiableMarket, 'description' | 'playerName'>>(markets: readonly M[], query: string, outcomeNames?: (market: M) => readonly string[]): M[] {
  const words = searchableName(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const holdsEveryWord = (text: string) => words.every((word) => text.includes(word));
  const byName: M[] = [];
  const byOutcomes: M[] = [];
  for (const market of markets) {
    const name = searchableName(`${market.description} ${market.playerName ?? ''}`);
    if (holdsEveryWord(name)) byName.push(market);
    else if (outcomeNames && holdsEveryWord(searchableName(`${name} ${outcomeNames(market).join(' ')}`))) byOutcomes.push(market);
  }
  return [...byName, ...byOutcomes];
}
