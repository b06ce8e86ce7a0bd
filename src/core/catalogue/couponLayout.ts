import type { EuroMarketSelection } from '../liveFilter/liveFilter';
import { marketKeyOfType, marketKeysForSport, type MarketKey } from './marketKeys';
import { PERIOD_ABBREVIATIONS, periodKindOf, type PeriodKind } from './periods';

/**
 * How event cards show their markets (spec 9 view_types asian, euro, thai). Euro: the
 * sport's main market. Asian: the handicap and over/under lines side by side. The spec names
 * thai but describes nothing of it; the thai coupon is an asian-handicap coupon, so it is
 * laid out as asian (docs/events.md "View types").
 */
export type CouponLayout = 'euro' | 'asian';

const ASIAN_VIEW_TYPES: ReadonlySet<string> = new Set(['asian', 'thai']);

/** An operator's view type we do not know keeps the european card: every event has a main market. */
export function couponLayoutOf(viewType: string): CouponLayout {
  return ASIAN_VIEW_TYPES.has(viewType.trim().toLowerCase()) ? 'asian' : 'euro';
}

/**
 * The period abbreviation of a whole-match market. The spec's abbreviations name parts of a
 * match (HALF, QTR, SETS ...); a euro selection needs one for the match itself too.
 */
export const WHOLE_MATCH = 'MATCH';

const ABBREVIATION_OF_PERIOD: Readonly<Partial<Record<PeriodKind, string>>> = Object.freeze({ 'first-half': 'HALF', quarter: 'QTR', set: 'SETS' });

/** The asian card's markets, in the order they stand side by side. */
export const ASIAN_MARKET_KEYS: readonly MarketKey[] = Object.freeze(['HDP', 'OVER_UNDER']);

/** What a card needs to know of a market to choose it. */
export interface ChoosableMarket {
  id: string;
  marketTypeId: number;
  /** The market's period type id (live or prematch); null when the feed sent none. */
  periodTypeId: number | null;
  /** Which period or over of its kind (quarter 2, over 13); null for a whole-match market. */
  instance: number | null;
}

/**
 * A market as a euro selection (period abbreviation and market type code), or null when
 * the sport's table does not know its type or period: such a market cannot be chosen.
 */
export function euroMarketOf(sportKey: string, market: Pick<ChoosableMarket, 'marketTypeId' | 'periodTypeId'>): EuroMarketSelection | null {
  const key = marketKeyOfType(market.marketTypeId);
  const entry = key === null ? undefined : marketKeysForSport(sportKey).find((candidate) => candidate.key === key);
  if (key === null || entry === undefined) return null;
  if (market.periodTypeId === null || entry.periodTypeIds.length === 0 || entry.periodTypeIds.includes(market.periodTypeId)) return { periodAbbreviation: WHOLE_MATCH, marketTypeCode: key };
  const kind = periodKindOf(sportKey, market.periodTypeId);
  const periodAbbreviation = kind === null ? undefined : ABBREVIATION_OF_PERIOD[kind];
  return periodAbbreviation === undefined ? null : { periodAbbreviation, marketTypeCode: key };
}

export function sameEuroMarket(a: EuroMarketSelection | null, b: EuroMarketSelection | null): boolean {
  return a === b || (a !== null && b !== null && a.periodAbbreviation === b.periodAbbreviation && a.marketTypeCode === b.marketTypeCode);
}

/**
 * The event's market for a selection, or null when it has none. Of several (quarter 1 to
 * 4 winners), the lowest instance: decided periods have left the event, so that is the
 * period being played or coming next.
 */
export function marketForSelection<M extends ChoosableMarket>(sportKey: string, markets: readonly M[], selection: EuroMarketSelection): M | null {
  let found: M | null = null;
  for (const market of markets) {
    if (!sameEuroMarket(euroMarketOf(sportKey, market), selection)) continue;
    if (found === null || (market.instance ?? 0) < (found.instance ?? 0)) found = market;
  }
  return found;
}

/** The asian card's markets the event has: whole-match handicap, then whole-match over/under. */
export function asianMarketIds(sportKey: string, markets: readonly ChoosableMarket[]): string[] {
  return ASIAN_MARKET_KEYS.map((key) => marketForSelection(sportKey, markets, { periodAbbreviation: WHOLE_MATCH, marketTypeCode: key })?.id).filter((id): id is string => id !== undefined);
}

const KEY_ORDER: readonly MarketKey[] = ['WIN_DRAW_WIN', 'HEAD_TO_HEAD', 'OVER_UNDER', 'HDP', 'DOUBLE_CHANCE', 'BOTH_TEAMS_TO_SCORE', 'DRAW_NO_BET', 'ODD_EVEN', 'CORRECT_SCORE', 'OUTRIGHT'];
const PERIOD_ORDER: readonly string[] = [WHOLE_MATCH, ...PERIOD_ABBREVIATIONS];

/**
 * The distinct euro selections of some events' markets, in the picker's order: result
 * markets first, then totals and lines; whole match before its parts.
 */
export function euroMarketChoices(events: readonly { sportKey: string; markets: readonly Pick<ChoosableMarket, 'marketTypeId' | 'periodTypeId'>[] }[]): EuroMarketSelection[] {
  const found = new Map<string, EuroMarketSelection>();
  for (const event of events) {
    for (const market of event.markets) {
      const selection = euroMarketOf(event.sportKey, market);
      if (selection !== null) found.set(`${selection.periodAbbreviation}/${selection.marketTypeCode}`, selection);
    }
  }
  const rank = (selection: EuroMarketSelection) => [KEY_ORDER.indexOf(selection.marketTypeCode as MarketKey), PERIOD_ORDER.indexOf(selection.periodAbbreviation)] as const;
  return [...found.values()].sort((a, b) => {
    const [keyA, periodA] = rank(a);
    const [keyB, periodB] = rank(b);
    return keyA - keyB || periodA - periodB;
  });
}

/**
 * A line as a card shows it: a handicap signed ("-0.5", "+1.5", "0"), a total unsigned
 * ("2.5"; feeds sign the under's spread). Spreads are the feed's exact decimals: no rounding.
 */
export function formatLine(spread: number, kind: 'handicap' | 'total'): string {
  if (kind === 'total') return String(Math.abs(spread));
  if (spread === 0) return '0';
  return spread > 0 ? `+${spread}` : String(spread);
}
