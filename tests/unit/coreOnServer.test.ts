// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as core from '../../src/core/index';

/**
 * `./core` is published for operators' servers: it must load and compute without a DOM.
 * This suite runs in Node's environment (no window, no document) over the public entry.
 */
describe('core on a server', () => {
  it('loads without a DOM', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    expect(Object.keys(core).length).toBeGreaterThan(100);
  });

  it('computes the contract functions with the spec numbers', () => {
    const legs: core.Leg[] = [
      { eventId: 'e1', marketId: 'm1', outcomeId: 'o1', decimal: 2 },
      { eventId: 'e2', marketId: 'm2', outcomeId: 'o2', decimal: 3 },
      { eventId: 'e3', marketId: 'm3', outcomeId: 'o3', decimal: 4 },
      { eventId: 'e4', marketId: 'm4', outcomeId: 'o4', decimal: 5 },
    ];
    expect(core.formatOdds(2.5, 'us')).toBe('+150');
    expect(core.convertOdds(1.5, 'indo')).toBe(-2);
    expect(core.formatAmount(1234567.891, 'EUR')).toBe('1,234,567.89');
    expect(core.parseStake('1,000.5')).toBe(1000.5);
    expect(core.multipleDescription(5)).toBe('5-Fold');
    expect(core.systemBet('059', legs)).toEqual({ noOfBets: 15, folds: [2, 3, 4], includesSingles: true });
    // Lucky 15 on 2/3/4/5: singles 14, doubles 71, trebles 154, four-fold 120 = 359 per unit.
    expect(core.potentialReturns('059', legs, 1)).toBe(359);
    expect(core.quickStakes('INR')).toEqual([250, 1000, 5000, 25000]);
    expect(core.validateOtp('12345')).toBe('Minimum requirement not met');
  });
});
