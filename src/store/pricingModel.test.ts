import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '../api';
import { createMemoryLogger } from '../core';
import { createCatalogueModel } from './catalogueModel';
import { createPricingModel, type PricingDependencies } from './pricingModel';

const outcome = (id: string, decimal: number) => ({ id, description: id, hidden: false, consolidatedPrice: { currentPrice: { decimal, spread: null, spread2: null } } });
const event = (id: string, leagueId: number, prices: number[]): ApiEvent =>
  ({
    id,
    slug: `${id}-a-v-b`,
    description: 'A v B',
    eventPaths: [{ id: 240, description: 'Football' }, { id: 44, description: 'England' }, { id: leagueId, description: 'League' }],
    sportCode: 'FOOT',
    clock: null,
    isFinished: false,
    liveOpenMarketCount: 1,
    betBuilderEvent: false,
    jackpotId: null,
    opponents: [],
    markets: [{ id: `${id}-1`, eventId: id, description: 'Match Result', marketTypeId: 3, status: 'open', instance: null, playerName: null, outcomes: prices.map((price, index) => outcome(`${id}-1-${index + 1}`, price)) }],
  }) as unknown as ApiEvent;

const LADDER = [1.5, 1.8, 1.85, 1.9, 1.95, 2, 2.5, 3, 3.5, 4];
/** Per override brand: market type 3 and league 5001 margins (their sum is what prices). */
const TABLES: Record<string, { marketType: number; league: number }> = {
  site: { marketType: 0, league: 0 },
  'site-uk': { marketType: 0.03, league: 0.01 },
  'site-intl': { marketType: 0.01, league: 0.01 },
};
const SETTINGS = { odds_per_brand_enabled: true, odds_per_brand_location_config: 'site-uk=GB,IE|site-intl=MT', odds_per_brand_currency_config: 'site-uk=GBP|site-intl=EUR' };

function setup(options: { settings?: Record<string, unknown>; failBrand?: string; requestCountry?: string } = {}) {
  const catalogue = createCatalogueModel();
  catalogue.applyEvents([event('1', 5001, [2, 3.5]), event('2', 5001, [2])]);
  const calls: string[] = [];
  const powerOdds: Record<string, unknown[]> = {
    '1': [{ brandMarginType: 'POWER_ODDS', eventId: '1', marketId: '1-1', outcomeId: '1-1-2', margin: -0.02 }],
  };
  const oddsLadder = vi.fn(async (version: number, overrideBrand: string, eventId?: string) => {
    calls.push(`${version}:${overrideBrand}${eventId ? `:${eventId}` : ''}`);
    if (overrideBrand === options.failBrand) throw new Error('HTTP 503');
    if (eventId) return { data: { margins: powerOdds[eventId] ?? [], odds: [] } };
    const table = TABLES[overrideBrand] ?? { marketType: 0, league: 0 };
    return {
      data: {
        margins: [
          { brandMarginType: 'PPB', marketTypeId: 3, margin: table.marketType },
          { brandMarginType: 'PPB', leagueId: 5001, margin: table.league },
          // Cached power odds of another event: a page's fetch must leave them alone.
          { brandMarginType: 'POWER_ODDS', eventId: '2', marketId: '2-1', outcomeId: '2-1-1', margin: -0.02 },
        ],
        odds: LADDER,
      },
    };
  }) as unknown as PricingDependencies['content']['oddsLadder'];
  const player = signal<{ username: string; currency: string } | null>(null);
  const countries: Record<string, string> = { kings: 'GB', malta: 'MT' };
  const logger = createMemoryLogger();
  const pricing = createPricingModel({
    catalogue,
    content: { oddsLadder },
    settings: signal({ ...SETTINGS, ...options.settings }),
    brand: signal('site'),
    player,
    playerCountry: async (username) => countries[username] ?? null,
    requestCountry: async () => options.requestCountry ?? 'MT',
    logger,
  });
  return { catalogue, pricing, player, calls, logger };
}

describe('pricing model (odds per brand)', () => {
  it('prices anonymous visitors by the request country', async () => {
    const { pricing } = setup();
    await vi.waitFor(() => expect(pricing.data.value).not.toBeNull());
    expect(pricing.overrideBrand.value).toBe('site-intl');
    // 2.00: p 0.5, margin 0.02, p' = 0.5 + 0.02 x 0.5 = 0.51, 1/0.51 = 1.9608 -> ladder 1.95.
    expect(pricing.price('1-1-1').value.decimal).toBe(1.95);
  });

  it('prices a logged-in player by country and currency, one fetch per override brand', async () => {
    const { pricing, player, calls } = setup();
    await vi.waitFor(() => expect(pricing.overrideBrand.value).toBe('site-intl'));
    player.value = { username: 'kings', currency: 'GBP' };
    await vi.waitFor(() => expect(pricing.overrideBrand.value).toBe('site-uk'));
    // 2.00: margin 0.04, p' = 0.52, 1/0.52 = 1.9231 -> ladder 1.9 (1.95 is further).
    await vi.waitFor(() => expect(pricing.price('1-1-1').value.decimal).toBe(1.9));
    // A player in Malta paying euros is priced as the Maltese visitor was: no second fetch.
    player.value = { username: 'malta', currency: 'EUR' };
    await vi.waitFor(() => expect(pricing.overrideBrand.value).toBe('site-intl'));
    player.value = null;
    await vi.waitFor(() => expect(pricing.price('1-1-1').value.decimal).toBe(1.95));
    expect(calls).toEqual(['1:site-intl', '1:site-uk']);
  });

  it('falls back to the site brand and leaves prices alone when odds per brand is off', async () => {
    const off = setup({ settings: { odds_per_brand_enabled: false } });
    expect(off.pricing.overrideBrand.value).toBeNull();
    expect(off.pricing.price('1-1-1').value).toBe(off.catalogue.price('1-1-1').value);
    const unmatched = setup({ requestCountry: 'FR' });
    await vi.waitFor(() => expect(unmatched.pricing.overrideBrand.value).toBe('site'));
    await vi.waitFor(() => expect(unmatched.pricing.data.value).not.toBeNull());
    expect(unmatched.pricing.price('1-1-1').value.decimal).toBe(2);
    expect(off.calls).toEqual([]);
  });

  it('replaces only the opened event’s power odds and marks its boosted outcomes', async () => {
    const { pricing, calls } = setup();
    await vi.waitFor(() => expect(pricing.data.value).not.toBeNull());
    expect(pricing.boosted('2-1-1').value).toBe(true);
    expect(pricing.boosted('1-1-2').value).toBe(false);
    const stop = pricing.followEvent('1');
    await vi.waitFor(() => expect(pricing.boosted('1-1-2').value).toBe(true));
    expect(calls).toEqual(['1:site-intl', '0:site-intl:1']);
    expect(pricing.boosted('1-1-1').value).toBe(false);
    // Event 2's entries, from the brand's table, are still there.
    expect(pricing.boosted('2-1-1').value).toBe(true);
    expect(pricing.data.value?.powerOddsMap.get('2')).toEqual(new Map([['2-1', ['2-1-1']]]));
    stop();
  });

  it('keeps the feed prices and logs when the table cannot be loaded', async () => {
    const { pricing, catalogue, logger } = setup({ failBrand: 'site-intl' });
    await vi.waitFor(() => expect(logger.errors).toHaveLength(1));
    expect(logger.errors[0]).toMatch(/margins and odds ladder of 'site-intl' could not be loaded \(HTTP 503\); the feed's prices are shown/);
    expect(pricing.data.value).toBeNull();
    expect(pricing.error.value).toBeInstanceOf(Error);
    expect(pricing.price('1-1-1').value.decimal).toBe(2);
    expect(pricing.price('1-1-1').value).toBe(catalogue.price('1-1-1').value);
  });

  it('reprices on a feed tick, and writes nothing when the ladder absorbs the tick', async () => {
    const { pricing, catalogue } = setup();
    await vi.waitFor(() => expect(pricing.data.value).not.toBeNull());
    const price = pricing.price('1-1-1');
    const before = price.value;
    const tick = (decimal: number) =>
      catalogue.applyPriceUpdates([{ eventId: '1', marketId: '1-1', outcomeId: '1-1-1', currentPrice: { decimal, spread: null, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null }]);
    // 2.01 -> p' 0.4975 + 0.02 x 0.5 = 0.5075..., 1/p' = 1.970 -> still 1.95.
    tick(2.01);
    expect(price.value).toBe(before);
    // 4.00: p 0.25, sqrt(0.1875) = 0.4330, p' = 0.25866, 1/p' = 3.866 -> 4 (3.5 is further).
    tick(4);
    expect(price.value).toMatchObject({ decimal: 4, move: 'up' });
  });

  it('dispose ends its lookups: a player change asks nothing more, an event page followed afterwards fetches nothing', async () => {
    const { pricing, player, calls } = setup();
    await vi.waitFor(() => expect(pricing.overrideBrand.value).toBe('site-intl'));
    pricing.dispose();
    player.value = { username: 'kings', currency: 'GBP' };
    const stop = pricing.followEvent('1');
    stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['1:site-intl']);
  });
});
