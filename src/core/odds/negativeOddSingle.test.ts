import { describe, expect, it } from 'vitest';
import { negativeOddRisk, singleStakeAtRisk, stakeAtRiskOf } from './negativeOddSingle';

/** The risk in cents by integer maths: ceil(toWin / (decimal - 1)), price given in hundredths. */
const riskInCents = (toWinCents: bigint, decimalHundredths: bigint): bigint => {
  const numerator = toWinCents * 100n;
  const denominator = decimalHundredths - 100n;
  return (numerator + denominator - 1n) / denominator;
};

describe('negative odds single (Asian convention)', () => {
  it('risks typed / (decimal - 1): 100 to win at 2.25 risks 80', () => {
    expect(negativeOddRisk(100, 2.25, 2)).toBe(80);
  });

  it('rounds the risk up so the win is never short of the typed amount', () => {
    // 100 / 1.3 = 76.923... -> 76.93; 76.93 x 1.3 = 100.009 >= 100
    expect(negativeOddRisk(100, 2.3, 2)).toBe(Number(riskInCents(10000n, 230n)) / 100);
    expect(negativeOddRisk(100, 2.3, 2)).toBe(76.93);
    for (const [toWin, price] of [[1n, 237n], [999n, 301n], [12345n, 555n], [7n, 999n]] as const) {
      const cents = riskInCents(toWin, price);
      expect(negativeOddRisk(Number(toWin) / 100, Number(price) / 100, 2)).toBe(Number(cents) / 100);
      // risk x (decimal - 1) covers the amount to win
      expect(cents * (price - 100n)).toBeGreaterThanOrEqual(toWin * 100n);
    }
  });

  it('refuses an unusable price or amount', () => {
    expect(negativeOddRisk(10, 1, 2)).toBeNull();
    expect(negativeOddRisk(-1, 2.5, 2)).toBeNull();
    expect(negativeOddRisk(Number.NaN, 2.5, 2)).toBeNull();
  });

  it('applies only on a negative odd of the bettor format, with the operator switch on', () => {
    const malay = { enabled: true, format: 'malay' as const };
    expect(singleStakeAtRisk(100, 2.25, malay, 2)).toBe(80);
    // malay shows prices up to 2 as positive: the typed stake is the stake
    expect(singleStakeAtRisk(100, 1.8, malay, 2)).toBe(100);
    expect(singleStakeAtRisk(100, 2.25, { enabled: false, format: 'malay' }, 2)).toBe(100);
    expect(singleStakeAtRisk(100, 2.25, { enabled: true, format: 'euro' }, 2)).toBe(100);
    // indo is negative below 2: 100 to win at 1.8 risks 125
    expect(singleStakeAtRisk(100, 1.8, { enabled: true, format: 'indo' }, 2)).toBe(125);
    expect(singleStakeAtRisk(0, 2.25, malay, 2)).toBe(0);
    expect(stakeAtRiskOf(100, 2.25, undefined)).toBe(100);
    expect(stakeAtRiskOf(100, 2.25, { negativeOdds: malay, precision: 2 })).toBe(80);
  });

  it('keeps the risk on a whole unit of a thousands-scaled currency (3 more places)', () => {
    // 10 thousand to win at 2.3: 7.6923... thousand -> 7.693 thousand = 7,693
    expect(singleStakeAtRisk(10, 2.3, { enabled: true, format: 'malay' }, 3)).toBe(7.693);
  });
});
