import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertOdds, decimalFromOdds } from './convertOdds';
import { formatOdds } from './formatOdds';
import { isNegativeOdd, negativeOddStake, realStakeFromNegativeOdd } from './negativeOdds';
import { ODDS_FORMATS, effectiveOddsFormat, oddsFormatFromSetting } from './oddsFormat';

describe('convertOdds (spec 9)', () => {
  it.each([
    // decimal, hk, us, malay, indo
    [2.5, 1.5, 150, -2 / 3, 1.5],
    [1.5, 0.5, -200, 0.5, -2],
    [2, 1, 100, 1, 1],
    [3, 2, 200, -0.5, 2],
    [1.25, 0.25, -400, 0.25, -4],
    [1.1, 0.1, -1000, 0.1, -10],
  ])('converts %f to hk %f, us %f, malay %f, indo %f', (decimal, hk, us, malay, indo) => {
    expect(convertOdds(decimal, 'euro')).toBe(decimal);
    expect(convertOdds(decimal, 'hk')).toBe(hk);
    expect(convertOdds(decimal, 'us')).toBe(us);
    expect(convertOdds(decimal, 'malay')).toBeCloseTo(malay, 15);
    expect(convertOdds(decimal, 'indo')).toBe(indo);
  });

  it('is exact where binary floats are not', () => {
    expect(convertOdds(1.1, 'hk')).toBe(0.1);
    expect(1.1 - 1).not.toBe(0.1);
    expect(convertOdds(2.05, 'us')).toBe(105);
  });

  it.each([-1, -123456789e10, Number.NaN, Number.POSITIVE_INFINITY, 1, 0.5, 0])('gives null for the placeholder or unusable price %f', (price) => {
    for (const format of ODDS_FORMATS) expect(convertOdds(price, format)).toBeNull();
  });
});

describe('formatOdds (spec 9)', () => {
  it('shows decimals with 3 places below 1.01 and 2 otherwise', () => {
    expect(formatOdds(1.005, 'euro')).toBe('1.005');
    expect(formatOdds(1.009, 'euro')).toBe('1.009');
    expect(formatOdds(1.01, 'euro')).toBe('1.01');
    expect(formatOdds(2.5, 'euro')).toBe('2.50');
    expect(formatOdds(1.955, 'euro')).toBe('1.96');
    expect(formatOdds(10, 'euro')).toBe('10.00');
  });

  it('shows hk, malay and indo with 2 places and only the minus', () => {
    expect(formatOdds(2.5, 'hk')).toBe('1.50');
    expect(formatOdds(2.5, 'malay')).toBe('-0.67');
    expect(formatOdds(1.5, 'malay')).toBe('0.50');
    expect(formatOdds(2, 'malay')).toBe('1.00');
    expect(formatOdds(1.5, 'indo')).toBe('-2.00');
    expect(formatOdds(3, 'indo')).toBe('2.00');
  });

  it('shows US odds as whole numbers with their sign, as American books print them', () => {
    expect(formatOdds(2.5, 'us')).toBe('+150');
    expect(formatOdds(1.5, 'us')).toBe('-200');
    expect(formatOdds(2, 'us')).toBe('+100');
    expect(formatOdds(1.91, 'us')).toBe('-110');
    expect(formatOdds(1.3, 'us')).toBe('-333');
    expect(formatOdds(2.375, 'us')).toBe('+138');
    expect(formatOdds(1.005, 'us')).toBe('-20000');
  });

  it('shows nothing for a placeholder', () => {
    expect(formatOdds(-1, 'euro')).toBe('');
    expect(formatOdds(-123456789e10, 'us')).toBe('');
  });

  it('never shows zero: a tiny hk or malay figure takes the places it needs', () => {
    // malay of a huge price is -1/hk, which 2 places would round to zero.
    expect(formatOdds(1001, 'malay')).toBe('-0.001');
    expect(formatOdds(5001, 'malay')).toBe('-0.0002');
    expect(formatOdds(1.001, 'malay')).toBe('0.001');
    expect(formatOdds(1.001, 'hk')).toBe('0.001');
    expect(formatOdds(1.004, 'hk')).toBe('0.004');
    expect(formatOdds(1.0001, 'hk')).toBe('0.0001');
  });

  it('never shows a zero, a negative zero or US cents for any price (property)', () => {
    const price = fc.oneof(
      fc.integer({ min: 1001, max: 1_000_000 }).map((thousandths) => thousandths / 1000),
      fc.integer({ min: 1, max: 10_000 }).map((tenThousandths) => 1 + tenThousandths / 10_000),
      fc.integer({ min: 100, max: 100_000 }),
    );
    fc.assert(
      fc.property(price, fc.constantFrom(...ODDS_FORMATS), (decimal, format) => {
        const shown = formatOdds(decimal, format);
        expect(shown).not.toBe('');
        expect(Number(shown)).not.toBe(0);
        expect(shown).not.toMatch(/^-0(\.0*)?$/);
        if (format === 'us') expect(shown).toMatch(/^[+-][1-9]\d{2,}$/);
        else expect(shown).toMatch(/^-?\d+\.\d{2,10}$/);
      }),
    );
  });

  it('shows a figure at the edge of 2 places the same way as the price its text names', () => {
    // Malay -0.0049999 (decimal 201.001) rounds to zero at 2 places; -0.005 (decimal 201) does not.
    expect(formatOdds(201.001, 'malay')).toBe('-0.01');
    expect(formatOdds(201, 'malay')).toBe('-0.01');
    expect(formatOdds(1001, 'malay')).toBe('-0.001');
  });

  it('shows even money one way: +100 and 1.00, also for a price that rounds to it from the other side', () => {
    expect([formatOdds(1.997, 'us'), formatOdds(2, 'us'), formatOdds(2.003, 'us')]).toEqual(['+100', '+100', '+100']);
    expect([formatOdds(1.997, 'indo'), formatOdds(2, 'indo'), formatOdds(2.003, 'malay'), formatOdds(2, 'malay')]).toEqual(['1.00', '1.00', '1.00', '1.00']);
    expect(formatOdds(1.9, 'us')).toBe('-111');
  });

  it('round-trips: the price behind a displayed figure displays the same figure', () => {
    const price = fc.integer({ min: 1001, max: 1_000_000 }).map((thousandths) => thousandths / 1000);
    fc.assert(
      fc.property(price, fc.constantFrom(...ODDS_FORMATS), (decimal, format) => {
        const shown = formatOdds(decimal, format);
        const back = decimalFromOdds(Number(shown.replace('+', '')), format);
        expect(back).not.toBeNull();
        expect(formatOdds(back!, format)).toBe(shown);
        return true;
      }),
    );
  });

  it('round-trips conversions within far less than a displayed digit', () => {
    const price = fc.double({ min: 1.001, max: 1000, noNaN: true });
    fc.assert(
      fc.property(price, fc.constantFrom(...ODDS_FORMATS), (decimal, format) => {
        const back = decimalFromOdds(convertOdds(decimal, format)!, format)!;
        expect(Math.abs(back - decimal)).toBeLessThan(1e-9 * decimal);
      }),
    );
  });
});

describe('odds format settings (spec 3)', () => {
  it("maps 'uk' to euro and treats not_selected as no choice", () => {
    expect(oddsFormatFromSetting('uk')).toBe('euro');
    expect(oddsFormatFromSetting('MALAY')).toBe('malay');
    expect(oddsFormatFromSetting('not_selected')).toBeNull();
    expect(effectiveOddsFormat('not_selected', 'hk')).toBe('hk');
    expect(effectiveOddsFormat(undefined, 'fractional')).toBe('euro');
  });
});

describe('negative odds (spec 5)', () => {
  it('apply only when enabled, for malay above 2 and indo or us below 2', () => {
    expect(isNegativeOdd({ enabled: true, format: 'malay', decimal: 2.5 })).toBe(true);
    expect(isNegativeOdd({ enabled: true, format: 'malay', decimal: 1.5 })).toBe(false);
    expect(isNegativeOdd({ enabled: true, format: 'malay', decimal: 2 })).toBe(false);
    expect(isNegativeOdd({ enabled: true, format: 'indo', decimal: 1.5 })).toBe(true);
    expect(isNegativeOdd({ enabled: true, format: 'us', decimal: 1.5 })).toBe(true);
    expect(isNegativeOdd({ enabled: true, format: 'us', decimal: 2.5 })).toBe(false);
    expect(isNegativeOdd({ enabled: true, format: 'euro', decimal: 1.5 })).toBe(false);
    expect(isNegativeOdd({ enabled: false, format: 'indo', decimal: 1.5 })).toBe(false);
  });

  it('converts stakes both ways: stake / (d - 1) and stake x (d - 1)', () => {
    expect(negativeOddStake(10, 1.5)).toBe(20);
    expect(realStakeFromNegativeOdd(20, 1.5)).toBe(10);
    expect(negativeOddStake(10, 3)).toBe(5);
    expect(negativeOddStake(10, 1.3)).toBe(33.33);
    expect(realStakeFromNegativeOdd(10, 1.1)).toBe(1);
    expect(negativeOddStake(10, 1)).toBeNull();
    expect(negativeOddStake(Number.NaN, 1.5)).toBeNull();
  });
});
