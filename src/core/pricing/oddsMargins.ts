import { type Big, dec, roundTo } from '../decimal/exact';
import { consoleLogger, type CoreLogger } from '../logger';
import { isDisplayablePrice } from '../odds/pricePlaceholder';

type Id = string | number;

/** Spec 3 "Odds margin entry". */
export interface MarginEntry {
  brandMarginType: 'PPB' | 'POWER_ODDS';
  leagueId?: Id | null | undefined;
  marketTypeId?: Id | null | undefined;
  outcomeId?: Id | null | undefined;
  eventId?: Id | null | undefined;
  marketId?: Id | null | undefined;
  /** Margin as a fraction of probability (0.02 = 2 points). */
  margin: number;
}

/** Spec 3 "Pricing data": margins grouped by what they apply to, the raw entries, the power-odds map and the ladder. */
export interface PricingData {
  leagues: ReadonlyMap<string, number>;
  marketTypes: ReadonlyMap<string, number>;
  outcomes: ReadonlyMap<string, number>;
  rawMargins: readonly MarginEntry[];
  /** eventId -> marketId -> outcome ids with power odds. */
  powerOddsMap: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
  /** The allowed prices: usable decimals, ascending, without repeats. */
  ladder: readonly number[];
}

/** Ids arrive as numbers or strings; both name the same thing. Empty means absent. */
const idKey = (value: Id | null | undefined): string | null => (value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim());

function powerOddsMapOf(entries: readonly MarginEntry[]): Map<string, Map<string, string[]>> {
  const map = new Map<string, Map<string, string[]>>();
  for (const entry of entries) {
    if (entry.brandMarginType !== 'POWER_ODDS') continue;
    const eventId = idKey(entry.eventId);
    const marketId = idKey(entry.marketId);
    const outcomeId = idKey(entry.outcomeId);
    if (eventId === null || marketId === null || outcomeId === null) continue;
    const markets = map.get(eventId) ?? new Map<string, string[]>();
    const outcomes = markets.get(marketId) ?? [];
    if (!outcomes.includes(outcomeId)) markets.set(marketId, [...outcomes, outcomeId]);
    map.set(eventId, markets);
  }
  return map;
}

/**
 * Builds pricing data from the oddsLadderAndMargins response (spec 7: data.margins,
 * data.odds). Each PPB entry goes to one group, the most specific id it names (outcome,
 * else market type, else league), so a margin is counted once; a later entry for the
 * same id replaces an earlier one. POWER_ODDS entries build the event -> market ->
 * outcomes map. Ladder values that are not usable prices (placeholders, <= 1, not finite)
 * are dropped; the rest are sorted ascending.
 */
export function buildPricingData(margins: readonly MarginEntry[], ladder: readonly number[]): PricingData {
  const leagues = new Map<string, number>();
  const marketTypes = new Map<string, number>();
  const outcomes = new Map<string, number>();
  for (const entry of margins) {
    if (entry.brandMarginType !== 'PPB' || !Number.isFinite(entry.margin)) continue;
    const outcomeId = idKey(entry.outcomeId);
    const marketTypeId = idKey(entry.marketTypeId);
    const leagueId = idKey(entry.leagueId);
    if (outcomeId !== null) outcomes.set(outcomeId, entry.margin);
    else if (marketTypeId !== null) marketTypes.set(marketTypeId, entry.margin);
    else if (leagueId !== null) leagues.set(leagueId, entry.margin);
  }
  const cleanLadder = [...new Set(ladder.filter(isDisplayablePrice))].sort((a, b) => a - b);
  return { leagues, marketTypes, outcomes, rawMargins: margins, powerOddsMap: powerOddsMapOf(margins), ladder: cleanLadder };
}

/**
 * Spec 7: power odds fetched for one event replace that event's cached entries, and only
 * that event's: other events keep theirs. Entries in the answer for other events are
 * ignored; an answer with none for the event clears it.
 */
export function replaceEventPowerOdds(data: PricingData, eventId: Id, eventEntries: readonly MarginEntry[]): PricingData {
  const event = idKey(eventId);
  if (event === null) return data;
  const isThisEventsPowerOdds = (entry: MarginEntry): boolean => entry.brandMarginType === 'POWER_ODDS' && idKey(entry.eventId) === event;
  const fresh = eventEntries.filter(isThisEventsPowerOdds);
  const powerOddsMap = new Map(data.powerOddsMap);
  const markets = powerOddsMapOf(fresh).get(event);
  if (markets) powerOddsMap.set(event, markets);
  else powerOddsMap.delete(event);
  return { ...data, powerOddsMap, rawMargins: [...data.rawMargins.filter((entry) => !isThisEventsPowerOdds(entry)), ...fresh] };
}

/** Whether an outcome has power odds (for its badge). */
export function isPowerOddsOutcome(data: PricingData, eventId: Id, marketId: Id, outcomeId: Id): boolean {
  const event = idKey(eventId);
  const market = idKey(marketId);
  const outcome = idKey(outcomeId);
  if (event === null || market === null || outcome === null) return false;
  return data.powerOddsMap.get(event)?.get(market)?.includes(outcome) ?? false;
}

/**
 * The ladder value nearest to `price`; a tie goes to the lower price, the one that pays
 * the bettor less (the cautious side for the operator). `ladder` is ascending, as
 * buildPricingData makes it. A binary search finds the neighbours and the distances are
 * compared exactly, so 1.925 between 1.9 and 1.95 is a true tie. An empty ladder gives
 * the price back.
 */
export function snapToLadder(price: Big, ladder: readonly number[]): Big {
  const approximate = price.toNumber();
  let low = 0;
  let high = ladder.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ladder[middle] ?? Number.POSITIVE_INFINITY) < approximate) low = middle + 1;
    else high = middle;
  }
  // The float search can be off by one next to a ladder value; the exact comparison of the three neighbours settles it.
  let best: Big | null = null;
  let bestDistance: Big | null = null;
  for (const step of ladder.slice(Math.max(0, low - 1), low + 2)) {
    const candidate = dec(step);
    const distance = candidate.minus(price).abs();
    if (bestDistance === null || distance.lt(bestDistance)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best ?? price;
}

/** Where a price sits in the catalogue: the ids its margins are looked up by. */
export interface PriceContext {
  marketTypeId?: Id | null | undefined;
  leagueId?: Id | null | undefined;
  outcomeId?: Id | null | undefined;
}

/**
 * The operator's price for a feed price (spec 5, 9): margin = market type + league +
 * outcome margins; p = 1/price; p' = p + margin x sqrt(p(1 - p)); new price = 1/p'
 * snapped to the nearest ladder value (rounded down to 2 places when there is no ladder).
 * All in exact decimals (Big's sqrt, 20 places).
 *
 * Unchanged: placeholders and prices <= 1 (nothing to price, so nothing is logged); a
 * context missing marketTypeId, leagueId or outcomeId (an error is logged, spec 5); a
 * total margin of 0; a margin that would push p' to 0 or 1 and beyond, or (without a
 * ladder) round the price to 1.00: none of those is a price.
 */
export function applyMargins(price: number, context: PriceContext, data: PricingData, logger: CoreLogger = consoleLogger): number {
  if (!isDisplayablePrice(price)) return price;
  const marketTypeId = idKey(context.marketTypeId);
  const leagueId = idKey(context.leagueId);
  const outcomeId = idKey(context.outcomeId);
  if (marketTypeId === null || leagueId === null || outcomeId === null) {
    const missing = [marketTypeId === null && 'marketTypeId', leagueId === null && 'leagueId', outcomeId === null && 'outcomeId'].filter(Boolean).join(', ');
    logger.error(`Odds ladder: a price needs marketTypeId, leagueId and outcomeId; ${missing} missing, so the feed price ${price} is kept.`);
    return price;
  }
  const margin = dec(data.marketTypes.get(marketTypeId) ?? 0)
    .plus(dec(data.leagues.get(leagueId) ?? 0))
    .plus(dec(data.outcomes.get(outcomeId) ?? 0));
  if (margin.eq(0)) return price;
  const p = dec(1).div(dec(price));
  const adjusted = p.plus(margin.times(p.times(dec(1).minus(p)).sqrt()));
  if (adjusted.lte(0) || adjusted.gte(1)) return price;
  const repriced = dec(1).div(adjusted);
  const result = (data.ladder.length > 0 ? snapToLadder(repriced, data.ladder) : roundTo(repriced, 2, 'down')).toNumber();
  // Without a ladder, 1.004 would round down to 1.00, which is no price.
  return isDisplayablePrice(result) ? result : price;
}
