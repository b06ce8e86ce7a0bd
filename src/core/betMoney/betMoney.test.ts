import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Big, dec } from '../decimal/exact';
import { multipleLines, placeValue, singleLines, systemLines, winValue } from './betLines';
import { taxRatesOf } from '../tax/stakeTax';
import { betMoney, type TaxRates } from './betMoney';
import { cashOutOffer } from './cashOutOffer';

/** safaribet's rates: a 12.5% excise inside the stake, 20% withheld from winnings. */
const kenya: TaxRates = { stakeRate: 12.5, returnsRate: 20 };
const figures = (money: ReturnType<typeof betMoney>) =>
  Object.fromEntries(Object.entries(money).map(([key, value]) => [key, value === null ? null : (value as Big).toString()]));

describe('betMoney: one rule for every bet', () => {
  it('nets a taxed KES 50 at 2.00 to exactly 80.00, not 79.99', () => {
    // 50 / 1.125 = 44.44...; x 2 = 88.88...; winnings 44.44... x 20% = 8.88...; net = 50 x 1.6 = 80 exactly.
    const bet = betMoney({ lines: singleLines(winValue(2), null), cashUnit: 50, tax: kenya, precision: 2 });
    expect(figures(bet)).toEqual({ totalStake: '50', cashStake: '50', freeStake: '0', stakeAfterTax: '44.44', grossReturns: '88.88', taxDeduction: '8.88', returns: '80' });
  });

  it('prices IDR 85,210 at 4.95 under tax to the exact rupiah (gross 374,924)', () => {
    // 85210 x 4.95 / 1.125 = 374,924 exactly; winnings 374924 - 75742.22 = 299181.77...; 20% = 59836.35...
    const bet = betMoney({ lines: singleLines(winValue(4.95), null), cashUnit: 85210, tax: kenya, precision: 0 });
    expect(bet.grossReturns.toString()).toBe('374924');
    // net = 374924 - 59836.3555... = 315087.644... -> 315087
    expect(bet.returns.toString()).toBe('315087');
  });

  it('pays a free stake its winnings only: free 5 at 1.94 returns 4.70', () => {
    const bet = betMoney({ lines: singleLines(winValue(1.94), null), cashUnit: 0, freeUnit: 5, tax: null, precision: 2 });
    expect(figures(bet)).toMatchObject({ totalStake: '5', cashStake: '0', freeStake: '5', returns: '4.7' });
  });

  it('each way with a free bet: both parts are staked with free money, each pays its winnings only', () => {
    // 10 cash + 5 free per part at 6.00, place terms 1/4: win part 10 x 6 + 5 x 5 = 85; place part (6-1)/4+1 = 2.25: 10 x 2.25 + 5 x 1.25 = 28.75.
    const bet = betMoney({ lines: singleLines(winValue(6), placeValue(6, 0.25)), cashUnit: 10, freeUnit: 5, tax: null, precision: 2 });
    expect(figures(bet)).toMatchObject({ totalStake: '30', cashStake: '20', freeStake: '10', returns: '113.75' });
  });

  it('tax with each way: the excise comes off both parts, the withholding off the whole bet winnings', () => {
    // 22.5 per part, each part wagers 20 after a 12.5% excise. At 5.00, terms 1/5 (place 1.8):
    // gross 20 x 5 + 20 x 1.8 = 136; winnings 136 - 40 = 96; 20% = 19.2; net 116.8.
    const bet = betMoney({ lines: singleLines(winValue(5), placeValue(5, 0.2)), cashUnit: 22.5, tax: kenya, precision: 2 });
    expect(figures(bet)).toEqual({ totalStake: '45', cashStake: '45', freeStake: '0', stakeAfterTax: '40', grossReturns: '136', taxDeduction: '19.2', returns: '116.8' });
  });

  it('tax with a free bet: no excise on free money, its winnings are withheld like any other', () => {
    // cash 11.25 -> 10 wagered; free 5. At 3.00: gross 10 x 3 + 5 x 2 = 40; winnings 40 - 10 = 30; 20% = 6; net 34.
    const bet = betMoney({ lines: singleLines(winValue(3), null), cashUnit: 11.25, freeUnit: 5, tax: kenya, precision: 2 });
    expect(figures(bet)).toEqual({ totalStake: '16.25', cashStake: '11.25', freeStake: '5', stakeAfterTax: '10', grossReturns: '40', taxDeduction: '6', returns: '34' });
  });

  it('taxes a system bet as one bet: excise on every line, withholding on the total winnings', () => {
    const legs = [2, 3, 4].map((decimal, index) => ({ eventId: `e${index}`, marketId: `m${index}`, outcomeId: `o${index}`, decimal }));
    // Trixie on 3 legs: doubles 6 + 8 + 12 = 26, treble 24: 50 per unit over 4 lines. Unit 1.125 wagers 1 a line.
    // gross 50; winnings 50 - 4 = 46; 20% = 9.2; net 40.8.
    const bet = betMoney({ lines: systemLines('058', legs, (leg) => winValue(leg.decimal)), cashUnit: 1.125, tax: kenya, precision: 2 });
    expect(figures(bet)).toMatchObject({ totalStake: '4.5', stakeAfterTax: '4', grossReturns: '50', taxDeduction: '9.2', returns: '40.8' });
  });

  it('withholds nothing when the bet returns less than it wagered (a void, a place part only)', () => {
    const voided = betMoney({ lines: singleLines(dec(1), null), cashUnit: 11.25, tax: kenya, precision: 2 });
    // A void returns the stake wagered; the excise was paid on placing.
    expect(figures(voided)).toMatchObject({ grossReturns: '10', taxDeduction: '0', returns: '10' });
  });

  it('refuses free money on a multiple and negative stakes, saying how to fix it', () => {
    expect(() => betMoney({ lines: multipleLines([dec(2), dec(3)]), cashUnit: 1, freeUnit: 1, tax: null, precision: 2 })).toThrow(/free money stakes singles only/);
    expect(() => betMoney({ lines: singleLines(dec(2), null), cashUnit: -1, tax: null, precision: 2 })).toThrow(/cannot be negative/);
  });

  it('reads the rates only when the three tax settings are on (spec 5)', () => {
    const on = { african_betslip: true, tax_deduction_enabled: true, enable_stake_after_tax: true, stake_rate_percentage: 12.5, tax_returns_percentage: 20 };
    expect(taxRatesOf(on)).toEqual(kenya);
    expect(taxRatesOf({ ...on, enable_stake_after_tax: false })).toBeNull();
  });

  it('never rounds a taxed single below its exact net (against BigInt arithmetic)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 101, max: 5000 }), (cents, hundredths) => {
        const bet = betMoney({ lines: singleLines(winValue(hundredths / 100), null), cashUnit: dec(cents).div(100), tax: kenya, precision: 2 });
        // In cents: net = stake x 100/112.5 x (d - (d - 1) x 0.2) = cents x (80 d + 20) / 112.5, with d = h/100:
        // = cents x (80 h + 2000) / 11250, floored.
        const exactCents = (BigInt(cents) * BigInt(80 * hundredths + 2000)) / 11250n;
        expect(bet.returns.times(100).toFixed(0)).toBe(exactCents.toString());
      }),
      { numRuns: 400 },
    );
  });
});

describe('cashOutOffer', () => {
  it('stays under what the bet pays, taxed or not', () => {
    // A taxed bet returning 80.00 with its one leg open at 1.90 now: 80 x 0.95 / 1.9 = 40.
    expect(cashOutOffer('80', [1.9], 2)?.toString()).toBe('40');
    // No open leg left (all won, not yet settled): 95% of the returns.
    expect(cashOutOffer('80', [], 2)?.toString()).toBe('76');
    expect(cashOutOffer('80', [Number.NaN], 2)).toBeNull();
  });
});
