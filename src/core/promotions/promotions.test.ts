import { describe, expect, it } from 'vitest';
import { orderPromotions, promotionPhase } from './promotionSchedule';
import { parlayPromotionTable } from './parlayPromotionTable';
import { promotionDetailHref, promotionsAddress, promotionsLink, promotionsOffered } from './promotionsAddress';

const NOW = Date.UTC(2026, 10, 29, 12);
const at = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

describe('promotions address and availability', () => {
  it('goes to the configured address, else /promotions', () => {
    expect(promotionsAddress({})).toBe('/promotions');
    expect(promotionsAddress({ promotions_url: '  ' })).toBe('/promotions');
    expect(promotionsAddress({ promotions_url: 42 })).toBe('/promotions');
    expect(promotionsAddress({ promotions_url: '/offers' })).toBe('/offers');
    expect(promotionsAddress(null)).toBe('/promotions');
  });

  it('is offered unless the virtuals flag or the promotions feature is off (spec 2)', () => {
    expect(promotionsOffered({})).toBe(true);
    expect(promotionsOffered({ virtuals_enabled: false })).toBe(false);
    expect(promotionsOffered({ promotions_enabled: false })).toBe(false);
    expect(promotionsOffered({ promotions_enabled: 'false' })).toBe(false);
    expect(promotionsOffered({ virtuals_enabled: true, promotions_enabled: true })).toBe(true);
  });

  it('sends operator links to the default page to the configured address, keeping a promotion in the app', () => {
    expect(promotionsLink('/promotions', '/offers')).toBe('/offers');
    expect(promotionsLink('/en/promotions/', '/offers')).toBe('/offers');
    expect(promotionsLink('/promotions/acca-insurance', '/offers/')).toBe('/offers/acca-insurance');
    expect(promotionsLink('/promotions/acca-insurance', 'https://promo.example/offers')).toBe('https://promo.example/offers');
    expect(promotionsLink('/promotions#vip', '/offers')).toBe('/offers#vip');
    expect(promotionsLink('/promotions/x?from=advert', '/offers')).toBe('/offers/x?from=advert');
    expect(promotionsLink('/promotions', '/promotions')).toBe('/promotions');
    expect(promotionsLink('/sports', '/offers')).toBe('/sports');
    expect(promotionsLink('/promotionsweek', '/offers')).toBe('/promotionsweek');
    expect(promotionsLink('https://other.example/promotions', '/offers')).toBe('https://other.example/promotions');
  });

  it('builds a promotion’s page under the address', () => {
    expect(promotionDetailHref('/promotions', 'bet & get')).toBe('/promotions/bet%20%26%20get');
    expect(promotionDetailHref('/offers/', 'x')).toBe('/offers/x');
    expect(promotionDetailHref('https://promo.example', 'x')).toBe('/promotions/x');
  });
});

describe('promotion schedule', () => {
  it('says whether a promotion is coming, running or over', () => {
    expect(promotionPhase({ startsAt: at(1), endsAt: at(2) }, NOW)).toBe('upcoming');
    expect(promotionPhase({ startsAt: at(-1), endsAt: at(2) }, NOW)).toBe('running');
    expect(promotionPhase({ startsAt: at(-1), endsAt: at(0) }, NOW)).toBe('ended');
    expect(promotionPhase({ startsAt: null, endsAt: null }, NOW)).toBe('running');
    expect(promotionPhase({ startsAt: 'soon', endsAt: 'never' }, NOW)).toBe('running');
  });

  it('puts running offers first, ending soonest first, then coming ones, and drops ended ones', () => {
    const list = [
      { id: 'open', startsAt: at(-9), endsAt: null },
      { id: 'coming', startsAt: at(3), endsAt: at(4) },
      { id: 'over', startsAt: at(-9), endsAt: at(-1) },
      { id: 'week', startsAt: at(-1), endsAt: at(7) },
      { id: 'tomorrow', startsAt: at(-1), endsAt: at(1) },
      { id: 'sooner', startsAt: at(2), endsAt: null },
    ];
    expect(orderPromotions(list, NOW).map((promotion) => promotion.id)).toEqual(['tomorrow', 'week', 'open', 'sooner', 'coming']);
  });
});

describe('parlay promotion table', () => {
  it('gives each tier its range of selections, the last one open-ended', () => {
    const table = parlayPromotionTable({ epwPromoFilterValues: [{ betSize: 8, percentage: 25 }, { betSize: 3, percentage: 5 }, { betSize: 5, percentage: 10 }], maxAmount: 500 });
    expect(table).toEqual({
      rows: [
        { fromSelections: 3, toSelections: 4, percentage: 5 },
        { fromSelections: 5, toSelections: 7, percentage: 10 },
        { fromSelections: 8, toSelections: null, percentage: 25 },
      ],
      maxAmount: 500,
    });
  });

  it('hides 0 % tiers but lets them end the tier before, and is null when nothing is paid', () => {
    expect(parlayPromotionTable({ epwPromoFilterValues: [{ betSize: 2, percentage: 5 }, { betSize: 4, percentage: 0 }], maxAmount: 10 })?.rows).toEqual([{ fromSelections: 2, toSelections: 3, percentage: 5 }]);
    expect(parlayPromotionTable({ epwPromoFilterValues: [{ betSize: 2, percentage: 0 }], maxAmount: 10 })).toBeNull();
    expect(parlayPromotionTable({ epwPromoFilterValues: [{ betSize: 2, percentage: 5 }], maxAmount: 0 })).toBeNull();
    expect(parlayPromotionTable({ epwPromoFilterValues: [], maxAmount: 10 })).toBeNull();
    expect(parlayPromotionTable(null)).toBeNull();
  });
});
