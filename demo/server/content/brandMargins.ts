import type { MarginEntry } from '../../../src/core/index';
import type { World } from '../world/world';

/**
 * The sandbox's odds ladder (spec 9): 0.01 steps to 2, 0.05 steps to 5, 0.5 steps to 20.
 * Integer steps divided once, so every value is the decimal it names.
 */
export const ODDS_LADDER: readonly number[] = Object.freeze([
  ...Array.from({ length: 99 }, (_, index) => (101 + index) / 100),
  ...Array.from({ length: 60 }, (_, index) => (200 + index * 5) / 100),
  ...Array.from({ length: 31 }, (_, index) => (50 + index * 5) / 10),
]);

/** An override brand's margins: one for every league, and some per market type (3 is the match result). */
interface BrandMarginTable {
  everyLeague: number;
  marketTypes: Readonly<Record<number, number>>;
}

/**
 * What each override brand of the sandbox charges (docs/pricing.md). Wicket Play prices
 * its Indian players keenly and everyone else with a wider margin, so switching country
 * or logging in moves every price on screen. Any other brand gets the small table the
 * sandbox always served (market type 3 and the first league).
 */
const TABLES: Readonly<Record<string, BrandMarginTable>> = {
  'wicket-india': { everyLeague: 0.005, marketTypes: { 3: 0.005 } },
  'wicket-intl': { everyLeague: 0.03, marketTypes: { 3: 0.02 } },
};

/** The PPB margins of an override brand (GET /xapi/rest/oddsLadderAndMargins/{version}). */
export function brandMargins(world: World, overrideBrand: string | null | undefined): MarginEntry[] {
  const table = overrideBrand ? TABLES[overrideBrand] : undefined;
  if (!table) {
    return [
      { brandMarginType: 'PPB', marketTypeId: 3, margin: 0.01 },
      { brandMarginType: 'PPB', leagueId: world.leagues[0]?.id ?? 0, margin: 0.005 },
    ];
  }
  return [
    ...Object.entries(table.marketTypes).map(([marketTypeId, margin]): MarginEntry => ({ brandMarginType: 'PPB', marketTypeId: Number(marketTypeId), margin })),
    ...world.leagues.map((league): MarginEntry => ({ brandMarginType: 'PPB', leagueId: league.id, margin: table.everyLeague })),
  ];
}

/** One event's power odds (version 0, type=POWER_ODDS): the first outcome of its first two markets. */
export function eventPowerOdds(world: World, eventId: string): MarginEntry[] {
  const markets = world.events.get(eventId)?.markets.slice(0, 2) ?? [];
  return markets.flatMap((market) => market.outcomes.slice(0, 1).map((outcome): MarginEntry => ({ brandMarginType: 'POWER_ODDS', eventId, marketId: market.id, outcomeId: outcome.id, margin: -0.02 })));
}
