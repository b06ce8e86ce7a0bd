import { type Big, dec } from '../decimal/exact';
import { consoleLogger, type CoreLogger } from '../logger';
import { isDisplayablePrice } from '../odds/pricePlaceholder';

/** Spec 3 "Odds margin entry". */
export interface MarginEntry {
  brandMarginType: 'PPB' | 'POWER_ODDS';
  leagueId?: string | number | null;
  marketTypeId?: string | number | null;
  outcomeId?: string | number | null;
  eventId?: string | number | null;
  marketId?: string | number | null;
  /** Margin as a fraction (0.02 = 2 points). */
  margin: number;
}

/** Spec 3 "Pricing data": margins grouped by what they apply to, and the power-odds map. */
export interface PricingData {
  leagues: ReadonlyMap<string, number>;
  marketTypes: ReadonlyMap<string, number>;
  outcomes: ReadonlyMap<string, number>;
  rawMargins: readonly MarginEntry[];
  /** eventId -> marketId -> outcome ids boosted by power odds. */
  powerOddsMap: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
  /** The ladder of allowed prices, ascending. */
  ladder: readonly number[];
}

const key = (value: string | number | null | undefined): string | null => (value === null || value === undefined || value === '' ? null : String(value));

function sumInto(map: Map<string, number>, id: string | null, margin: number): void {
  if (id === null || !Number.isFinite(margin)) return;
  map.set(id, dec(map.get(id) ?? 0).plus(dec(margin)).toNumber());
}

/**
 * Builds pricing data from the oddsLadderAndMargins response (data.margins, data.odds).
 * PPB entries are grouped by league, market type and outcome; POWER_ODDS entries build the
 * event -> market -> outcomes map. Ladder values that are not usable prices are dropped.
 */
export function buildPricingData(margins: readonly MarginEntry[], ladder: readonly number[]): PricingData {
  const leagues = new Map<string, number>();
  const marketTypes = new Map<string, number>();
  const outcomes = new Map<string, number>();
  const powerOddsMap = new Map<string, Map<string, string[]>>();
  for (const entry of margins) {
    if (entry.brandMarginType === 'POWER_ODDS') {
      const eventId = key(entry.eventId);
      const marketId = key(entry.marketId);
      const outcomeId = key(entry.outcomeId);
      if (eventId === null || marketId === null || outcomeId === null) continue;
      const markets = powerOddsMap.get(eventId) ?? new Map<string, string[]>();
      markets.set(marketId, [...(markets.get(marketId) ?? []), outcomeId]);
      powerOddsMap.set(eventId, markets);
      continue;
    }
    sumInto(leagues, key(entry.leagueId), entry.margin);
    sumInto(marketTypes, key(entry.marketTypeId), entry.margin);
    sumInto(outcomes, key(entry.outcomeId), entry.margin);
  }
  const cleanLadder = [...new Set(ladder.filter(isDisplayablePrice))].sort((a, b) => a - b);
  return { leagues, marketTypes, outcomes, rawMargins: margins, powerOddsMap, ladder: cleanLadder };
}

/**
 * Spec 7: power odds fetched for one event replace that event's cached entries (and only
 * that event's): other events keep theirs.
 */
export function replaceEventPowerOdds(data: PricingData, eventId: string, eventEntries: readonly MarginEntry[]): PricingData {
  const fresh = buildPricingData(eventEntries.filter((entry) => entry.brandMarginType === 'POWER_ODDS' && key(entry.eventId) === eventId), []).powerOddsMap.get(eventId);
  const powerOddsMap = new Map(data.powerOddsMap);
  if (fresh) powerOddsMap.set(eventId, fresh);
  else powerOddsMap.delete(eventId);
  const rawMargins = [...data.rawMargins.filter((entry) => !(entry.brandMarginType === 'POWER_ODDS' && key(entry.eventId) === eventId)), ...eventEntries];
  return { ...data, powerOddsMap, rawMargins };
}

/** Snaps to the nearest ladder value; a tie goes to the lower price (the operator's side). */
export function snapToLadder(price: Big, ladder: readonly number[]): Big {
  let best: Big | null = null;
  let bestDistance: Big | null = null;
  for (const step of ladder) {
    const candidate = dec(step);
    const distance = candidate.minus(price).abs();
    if (bestDistance === null || distance.lt(bestDistance)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best ?? price;
}

export interface PriceContext {
  marketTypeId?: string | number | null;
  leagueId?: string | number | null;
  outcomeId?: string | number | null;
}

/**
 * The operator's price for a feed price (spec 5, 9): margin = market type + league +
 * outcome margins; p = 1/price; p' = p + margin x sqrt(p(1 - p)); new price = 1/p'
 * snapped to the nearest ladder value. A context missing marketTypeId, leagueId or
 * outcomeId logs an error and leaves the feed price unchanged, as do placeholders,
 * prices <= 1 and a margin that would push the probability to 1 or beyond.
 */
export function applyMargins(price: number, context: PriceContext, data: PricingData, logger: CoreLogger = consoleLogger): number {
  const marketTypeId = key(context.marketTypeId);
  const leagueId = key(context.leagueId);
  const outcomeId = key(context.outcomeId);
  if (marketTypeId === null || leagueId === null || outcomeId === null) {
    logger.error(`Odds ladder: a price needs marketTypeId, leagueId and outcomeId (got ${JSON.stringify(context)}); the feed price ${price} is kept.`);
    return price;
  }
  if (!isDisplayablePrice(price)) return price;
  const margin = dec(data.marketTypes.get(marketTypeId) ?? 0)
    .plus(dec(data.leagues.get(leagueId) ?? 0))
    .plus(dec(data.outcomes.get(outcomeId) ?? 0));
  if (margin.eq(0)) return price;
  const p = dec(1).div(dec(price));
  const adjusted = p.plus(margin.times(p.times(dec(1).minus(p)).sqrt()));
  if (adjusted.lte(0) || adjusted.gte(1)) return price;
  const repriced = dec(1).div(adjusted);
  return (data.ladder.length > 0 ? snapToLadder(repriced, data.ladder) : repriced.round(2, 0)).toNumber();
}
