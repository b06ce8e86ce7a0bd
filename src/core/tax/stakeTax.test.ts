import { describe, expect, it } from 'vitest';
import { isTaxModeActive, taxedReturns } from './stakeTax';

describe('tax mode (spec 5)', () => {
  it('is active only when all three settings are on', () => {
    const on = { african_betslip: true, tax_deduction_enabled: true, enable_stake_after_tax: true };
    expect(isTaxModeActive(on)).toBe(true);
    expect(isTaxModeActive({ ...on, african_betslip: false })).toBe(false);
    expect(isTaxModeActive({ ...on, tax_deduction_enabled: false })).toBe(false);
    expect(isTaxModeActive({ ...on, enable_stake_after_tax: false })).toBe(false);
  });

  it('takes the excise out of the stake and withholds tax on winnings only', () => {
    // 112.50 at 12.5% excise leaves 100 staked; at 3.00 that returns 300, winnings 200, 20% = 40.
    expect(taxedReturns(112.5, 3, { stake_rate_percentage: 12.5, tax_returns_percentage: 20 })).toEqual({
      stakeAfterTax: 100,
      grossReturns: 300,
      potentialTaxDeduction: 40,
      netReturns: 260,
    });
  });

  it('rounds money once from exact values', () => {
    // 100 / 1.15 = 86.9565...; x 1.85 = 160.8695...; winnings 73.913...; 20% = 14.7826...
    expect(taxedReturns(100, 1.85, { stake_rate_percentage: 15, tax_returns_percentage: 20 })).toEqual({
      stakeAfterTax: 86.95,
      grossReturns: 160.86,
      potentialTaxDeduction: 14.78,
      netReturns: 146.08,
    });
  });

  it('withholds nothing on a price of 1 and refuses unusable input', () => {
    expect(taxedReturns(10, 1, { stake_rate_percentage: 0, tax_returns_percentage: 20 })?.potentialTaxDeduction).toBe(0);
    expect(taxedReturns(Number.NaN, 2, { stake_rate_percentage: 0, tax_returns_percentage: 20 })).toBeNull();
    expect(taxedReturns(10, -1, { stake_rate_percentage: 0, tax_returns_percentage: 20 })).toBeNull();
  });
});
