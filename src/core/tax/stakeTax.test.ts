import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORE_SETTINGS } from '../settings/defaults';
import { isTaxModeActive, taxedReturns } from './stakeTax';

const kenya = { stake_rate_percentage: 15, tax_returns_percentage: 20 };

describe('isTaxModeActive (spec 5)', () => {
  it('is active only when all three settings are on', () => {
    const on = { african_betslip: true, tax_deduction_enabled: true, enable_stake_after_tax: true };
    expect(isTaxModeActive(on)).toBe(true);
    expect(isTaxModeActive({ ...on, african_betslip: false })).toBe(false);
    expect(isTaxModeActive({ ...on, tax_deduction_enabled: false })).toBe(false);
    expect(isTaxModeActive({ ...on, enable_stake_after_tax: false })).toBe(false);
  });

  it('is off with the spec 9 defaults', () => {
    expect(isTaxModeActive(DEFAULT_CORE_SETTINGS)).toBe(false);
  });
});

describe('taxedReturns (spec 3, 5)', () => {
  it('takes a 15% excise out of the stake and withholds 20% of the winnings', () => {
    // 115 paid = 100 staked + 15 excise; at 3.00 that returns 300, winnings 200, 20% = 40.
    expect(taxedReturns(115, 3, kenya)).toEqual({ stakeAfterTax: 100, grossReturns: 300, potentialTaxDeduction: 40, netReturns: 260 });
  });

  it('rounds each figure down once, from exact values', () => {
    // 100 / 1.15 = 86.9565...; x 1.85 = 160.8695...; winnings 73.9130...; 20% = 14.7826...; net 146.0869...
    expect(taxedReturns(100, 1.85, kenya)).toEqual({ stakeAfterTax: 86.95, grossReturns: 160.86, potentialTaxDeduction: 14.78, netReturns: 146.08 });
    // 10 / 1.15 = 8.6956...; x 2.5 = 21.7391...; winnings 13.0434...; 20% = 2.6086...; net 19.1304...
    expect(taxedReturns(10, 2.5, kenya)).toEqual({ stakeAfterTax: 8.69, grossReturns: 21.73, potentialTaxDeduction: 2.6, netReturns: 19.13 });
  });

  it('rounds to the currency precision', () => {
    // 1000 / 1.15 = 869.56...; x 2 = 1739.13...; winnings 869.56...; 20% = 173.91...
    expect(taxedReturns(1000, 2, kenya, 0)).toEqual({ stakeAfterTax: 869, grossReturns: 1739, potentialTaxDeduction: 173, netReturns: 1565 });
  });

  it('withholds nothing without winnings', () => {
    expect(taxedReturns(10, 1, { stake_rate_percentage: 0, tax_returns_percentage: 20 })).toEqual({ stakeAfterTax: 10, grossReturns: 10, potentialTaxDeduction: 0, netReturns: 10 });
    expect(taxedReturns(0, 2.5, kenya)).toEqual({ stakeAfterTax: 0, grossReturns: 0, potentialTaxDeduction: 0, netReturns: 0 });
  });

  it('counts a rate outside 0..100 as 0', () => {
    expect(taxedReturns(100, 2, { stake_rate_percentage: -15, tax_returns_percentage: 120 })).toEqual({ stakeAfterTax: 100, grossReturns: 200, potentialTaxDeduction: 0, netReturns: 200 });
    expect(taxedReturns(100, 2, { stake_rate_percentage: Number.NaN, tax_returns_percentage: 20 })?.stakeAfterTax).toBe(100);
  });

  it('refuses unusable input with null', () => {
    expect(taxedReturns(Number.NaN, 2, kenya)).toBeNull();
    expect(taxedReturns(-1, 2, kenya)).toBeNull();
    expect(taxedReturns(10, 0.5, kenya)).toBeNull();
    expect(taxedReturns(10, Number.POSITIVE_INFINITY, kenya)).toBeNull();
    expect(taxedReturns(10, 2, kenya, 1.5)).toBeNull();
  });

  it('never pays more than gross, never deducts more than the winnings, never NaN', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100),
        fc.integer({ min: 100, max: 100_000 }).map((hundredths) => hundredths / 100),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (stake, decimal, stakeRate, returnsRate) => {
          const taxed = taxedReturns(stake, decimal, { stake_rate_percentage: stakeRate, tax_returns_percentage: returnsRate });
          expect(taxed).not.toBeNull();
          if (taxed === null) return;
          for (const figure of Object.values(taxed)) expect(Number.isFinite(figure)).toBe(true);
          expect(taxed.stakeAfterTax).toBeLessThanOrEqual(stake);
          expect(taxed.netReturns).toBeLessThanOrEqual(taxed.grossReturns);
          expect(taxed.netReturns).toBeGreaterThanOrEqual(taxed.stakeAfterTax);
          expect(taxed.potentialTaxDeduction).toBeLessThanOrEqual(Math.max(0, taxed.grossReturns - taxed.stakeAfterTax) + 0.01);
        },
      ),
    );
  });
});
