import { describe, expect, it } from 'vitest';
import { currencyInfo } from './currency';
import { formatAmount } from './formatAmount';
import { groupThousands } from './amountFigure';

describe('formatAmount (spec 9)', () => {
  it('groups thousands with a comma and shows 2 decimals with a dot', () => {
    expect(formatAmount(1234567.5, 'EUR')).toBe('1,234,567.50');
    expect(formatAmount(1000, 'GBP')).toBe('1,000.00');
    expect(formatAmount(999.99, 'USD')).toBe('999.99');
    expect(formatAmount(0, 'EUR')).toBe('0.00');
    expect(formatAmount(-2500.1, 'EUR')).toBe('-2,500.10');
  });

  it.each(['VND', 'IDR', 'LAK', 'MMK', 'KHR'])('shows %s without decimals', (currency) => {
    expect(formatAmount(1234567.89, currency)).toBe('1,234,567');
  });

  it('rounds money down, never showing a cent the bettor does not have', () => {
    expect(formatAmount(10.999, 'EUR')).toBe('10.99');
    expect(formatAmount(0.1 + 0.2, 'EUR')).toBe('0.30');
    expect(formatAmount(-0.001, 'EUR')).toBe('0.00');
  });

  it('uses the operator currency list, else precision 2 and an empty symbol (spec 3)', () => {
    expect(formatAmount(12.3456, 'BHD', [{ isoCode: 'BHD', precision: 3, symbol: 'BD' }])).toBe('12.345');
    expect(currencyInfo('XYZ')).toEqual({ isoCode: 'XYZ', symbol: '', precision: 2 });
    expect(currencyInfo('eur')).toEqual({ isoCode: 'EUR', symbol: '€', precision: 2 });
    expect(currencyInfo('VND').precision).toBe(0);
  });

  it('shows nothing for an unusable amount instead of NaN', () => {
    expect(formatAmount(Number.NaN, 'EUR')).toBe('');
    expect(formatAmount(Number.POSITIVE_INFINITY, 'EUR')).toBe('');
  });

  it('groups the exact digits of large amounts', () => {
    expect(groupThousands('123456789012.34')).toBe('123,456,789,012.34');
    expect(groupThousands('-100')).toBe('-100');
    expect(groupThousands('100')).toBe('100');
  });
});
