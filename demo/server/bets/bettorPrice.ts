import { applyMargins, buildPricingData, overrideBrandFor, type CoreLogger, type PricingAudience, type PricingData } from '../../../src/core/index';
import { ODDS_LADDER, brandMargins } from '../content/brandMargins';
import type { Brand } from '../content/brands';
import type { World } from '../world/world';
import type { Selection } from './selectionLookup';

/** The id a builder's price is looked up by among market types and outcomes: no table names it, so only the league's margin applies. */
const BET_BUILDER_PRICE_KEY = 'bet-builder';

/**
 * The price a bettor is offered, as the client shows it: the feed price through the
 * override brand's margins and ladder (odds per brand, docs/pricing.md). The slip and the
 * placement price with it, so a bet is struck at the price on the bettor's screen and a
 * laddered price is not refused as "the price changed" (RES-00152).
 */
export function createBettorPricing(world: World, logger?: CoreLogger) {
  const tables = new Map<string, PricingData>();
  const tableOf = (overrideBrand: string): PricingData => {
    let table = tables.get(overrideBrand);
    if (!table) {
      table = buildPricingData(brandMargins(world, overrideBrand), ODDS_LADDER);
      tables.set(overrideBrand, table);
    }
    return table;
  };
  return {
    /**
     * A bet builder's combined price for that override brand: the sandbox's own combined
     * price (betBuilderPricing.ts) through the brand's margins by core's `applyMargins`, the
     * rule every outcome's price follows. A market-type or outcome margin names one market
     * and a builder is none, so the league's margin is the one that applies. Rounded down to
     * 2 places and not snapped to the ladder: the sandbox's ladder ends at 20 and would cut
     * most builders to 20, and a builder's price is its model's, rounded down, with or
     * without odds per brand (docs/bet-builder.md "Odds per brand").
     */
    betBuilderPrice(decimal: number, leagueId: string | number, overrideBrand: string | null): number {
      if (overrideBrand === null) return decimal;
      const unladdered: PricingData = { ...tableOf(overrideBrand), ladder: [] };
      return applyMargins(decimal, { marketTypeId: BET_BUILDER_PRICE_KEY, leagueId, outcomeId: BET_BUILDER_PRICE_KEY }, unladdered, logger);
    },
    /** The override brand for a brand's visitor or player (core's rule, the client's too); null: feed prices. */
    overrideBrand(brand: Brand, audience: PricingAudience): string | null {
      return overrideBrandFor(brand.id, brand.settings, audience, logger);
    },
    /** The selection's price for that override brand. */
    price(selection: Selection, overrideBrand: string | null): number {
      const feed = selection.outcome.consolidatedPrice.currentPrice.decimal;
      if (overrideBrand === null) return feed;
      return applyMargins(feed, { marketTypeId: selection.market.marketTypeId, leagueId: selection.event.leagueId, outcomeId: selection.outcome.id }, tableOf(overrideBrand), logger);
    },
  };
}

export type BettorPricing = ReturnType<typeof createBettorPricing>;
