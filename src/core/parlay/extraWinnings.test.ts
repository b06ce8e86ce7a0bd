import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { parlayExtraWinnings, parseParlayConfig } from './extraWinnings';

const config = parseParlayConfig({
  epwPromoFilterValues: [
    { betSize: 5, percentage: 10 },
    { betSize: 3, percentage: 5 },
    { betSize: 8, percentage: 25 },
  ],
  maxAmount: 500,
});

describe('parlay extra winnings (spec 3, 5)', () => {
  it('sorts tiers ascending by betSize', () => {
    expect(config?.epwPromoFilterValues.map((tier) => tier.betSize)).toEqual([3, 5, 8]);
  });

  it('applies the highest tier the selection count reaches, to the winnings', () => {
    const bet = { stake: 10, potentialReturns: 110, excludedFromPromotions: false };
    expect(parlayExtraWinnings({ ...bet, selectionCount: 2 }, config)).toBe(0);
    expect(parlayExtraWinnings({ ...bet, selectionCount: 3 }, config)).toBe(5);
    expect(parlayExtraWinnings({ ...bet, selectionCount: 7 }, config)).toBe(10);
    expect(parlayExtraWinnings({ ...bet, selectionCount: 9 }, config)).toBe(25);
  });

  it('caps at maxAmount and gives nothing to excluded players', () => {
    expect(parlayExtraWinnings({ selectionCount: 8, stake: 100, potentialReturns: 10100, excludedFromPromotions: false }, config)).toBe(500);
    expect(parlayExtraWinnings({ selectionCount: 8, stake: 10, potentialReturns: 110, excludedFromPromotions: true }, config)).toBe(0);
  });

  it('rounds the bonus down to cents', () => {
    expect(parlayExtraWinnings({ selectionCount: 3, stake: 1, potentialReturns: 3.33, excludedFromPromotions: false }, config)).toBe(0.11);
  });

  it('drops malformed tiers with a warning and refuses an unusable response', () => {
    const logger = createMemoryLogger();
    const parsed = parseParlayConfig({ epwPromoFilterValues: [{ betSize: 'x' }, { betSize: 4, percentage: 5 }], maxAmount: 50 }, logger);
    expect(parsed).toEqual({ epwPromoFilterValues: [{ betSize: 4, percentage: 5 }], maxAmount: 50 });
    expect(logger.warnings).toHaveLength(1);
    expect(parseParlayConfig({ maxAmount: 1 }, logger)).toBeNull();
    expect(parseParlayConfig(null, logger)).toBeNull();
  });
});
