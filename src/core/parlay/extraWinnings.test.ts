import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { type ParlayExtraWinningsConfig, parlayExtraWinnings, parseParlayConfig, sortTiers } from './extraWinnings';

// As the server may send it: tiers out of order.
const response = {
  epwPromoFilterValues: [
    { betSize: 5, percentage: 10 },
    { betSize: 3, percentage: 5 },
    { betSize: 8, percentage: 25 },
  ],
  maxAmount: 500,
};

function parsed(value: unknown): ParlayExtraWinningsConfig {
  const result = parseParlayConfig(value, createMemoryLogger());
  if (!result.ok) throw new Error(`expected a config, got ${result.error}`);
  return result.config;
}

const config = parsed(response);
const bet = { stake: 10, potentialReturns: 110, excludedFromPromotions: false };

describe('parseParlayConfig (spec 5, 7)', () => {
  it('sorts unsorted tiers ascending by betSize', () => {
    expect(config).toEqual({
      epwPromoFilterValues: [
        { betSize: 3, percentage: 5 },
        { betSize: 5, percentage: 10 },
        { betSize: 8, percentage: 25 },
      ],
      maxAmount: 500,
    });
  });

  it('drops malformed or repeated tiers with a warning and keeps the rest', () => {
    const logger = createMemoryLogger();
    const result = parseParlayConfig(
      { epwPromoFilterValues: [{ betSize: 'x', percentage: 5 }, { betSize: 4, percentage: 5 }, { betSize: 2.5, percentage: 5 }, { betSize: 6, percentage: -1 }, null, { betSize: 4, percentage: 50 }], maxAmount: 50 },
      logger,
    );
    expect(result).toEqual({ ok: true, config: { epwPromoFilterValues: [{ betSize: 4, percentage: 5 }], maxAmount: 50 } });
    expect(logger.warnings).toHaveLength(5);
    expect(logger.warnings[0]).toContain('{"betSize":"x","percentage":5}');
    expect(logger.warnings[4]).toContain('betSize 4');
  });

  it('refuses an unusable response with a typed error', () => {
    expect(parseParlayConfig(null)).toEqual({ ok: false, error: 'not-an-object' });
    expect(parseParlayConfig([response])).toEqual({ ok: false, error: 'not-an-object' });
    expect(parseParlayConfig({ maxAmount: 1 })).toEqual({ ok: false, error: 'tiers-not-a-list' });
    expect(parseParlayConfig({ epwPromoFilterValues: [], maxAmount: '500' })).toEqual({ ok: false, error: 'invalid-max-amount' });
    expect(parseParlayConfig({ epwPromoFilterValues: [], maxAmount: -1 })).toEqual({ ok: false, error: 'invalid-max-amount' });
  });
});

describe('sortTiers', () => {
  it('returns a sorted copy', () => {
    const tiers = [{ betSize: 4, percentage: 1 }, { betSize: 2, percentage: 2 }];
    expect(sortTiers(tiers)).toEqual([{ betSize: 2, percentage: 2 }, { betSize: 4, percentage: 1 }]);
    expect(tiers[0]?.betSize).toBe(4);
  });
});

describe('parlayExtraWinnings (spec 3, 5)', () => {
  it('applies the highest tier the number of selections reaches, to the net winnings', () => {
    // Winnings 110 - 10 = 100.
    expect(parlayExtraWinnings({ ...bet, selectionCount: 2 }, config)).toBe(0);
    expect(parlayExtraWinnings({ ...bet, selectionCount: 3 }, config)).toBe(5);
    expect(parlayExtraWinnings({ ...bet, selectionCount: 4 }, config)).toBe(5);
    expect(parlayExtraWinnings({ ...bet, selectionCount: 7 }, config)).toBe(10);
    expect(parlayExtraWinnings({ ...bet, selectionCount: 9 }, config)).toBe(25);
  });

  it('picks the right tier from an unsorted config too', () => {
    expect(parlayExtraWinnings({ ...bet, selectionCount: 6 }, response)).toBe(10);
  });

  it('caps at maxAmount', () => {
    // 25% of 10000 is 2500, capped at 500.
    expect(parlayExtraWinnings({ selectionCount: 8, stake: 100, potentialReturns: 10100, excludedFromPromotions: false }, config)).toBe(500);
  });

  it('gives nothing to a player excluded from promotions, or without a config', () => {
    expect(parlayExtraWinnings({ ...bet, selectionCount: 8, excludedFromPromotions: true }, config)).toBe(0);
    expect(parlayExtraWinnings({ ...bet, selectionCount: 8 }, null)).toBe(0);
  });

  it('rounds the bonus down, exactly', () => {
    // (3.33 - 1) x 5% = 0.1165.
    expect(parlayExtraWinnings({ selectionCount: 3, stake: 1, potentialReturns: 3.33, excludedFromPromotions: false }, config)).toBe(0.11);
    // (1.3 - 1.1) x 5% = 0.01 exactly; as floats it is 0.009999999999999995.
    expect(parlayExtraWinnings({ selectionCount: 3, stake: 1.1, potentialReturns: 1.3, excludedFromPromotions: false }, config)).toBe(0.01);
  });

  it('is never NaN, negative or above maxAmount', () => {
    const tier = fc.record({ betSize: fc.integer({ min: -2, max: 20 }), percentage: fc.oneof(fc.double(), fc.constant(Number.NaN)) });
    fc.assert(
      fc.property(
        fc.array(tier, { maxLength: 5 }),
        fc.double({ min: -10, max: 1e6, noNaN: true }),
        fc.oneof(fc.double(), fc.constant(Number.NaN)),
        fc.oneof(fc.double(), fc.constant(Number.NaN)),
        fc.integer({ min: 0, max: 25 }),
        (tiers, maxAmount, stake, potentialReturns, selectionCount) => {
          const extra = parlayExtraWinnings({ selectionCount, stake, potentialReturns, excludedFromPromotions: false }, { epwPromoFilterValues: tiers, maxAmount });
          expect(Number.isNaN(extra)).toBe(false);
          expect(extra).toBeGreaterThanOrEqual(0);
          expect(extra).toBeLessThanOrEqual(Math.max(maxAmount, 0));
        },
      ),
    );
  });
});
