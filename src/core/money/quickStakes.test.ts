import { describe, expect, it } from 'vitest';
import { quickStakes } from './quickStakes';

describe('quickStakes (spec 9)', () => {
  it.each([
    ['EUR', [5, 25, 100, 500]],
    ['KES', [5, 25, 100, 500]],
    ['IDR', [50, 250, 1000, 5000]],
    ['INR', [250, 1000, 5000, 25000]],
    ['KRW', [5000, 25000, 100000, 500000]],
    ['TRY', [25, 100, 500, 2500]],
    ['CNY', [50, 250, 1000, 5000]],
    ['RUB', [250, 1000, 5000, 25000]],
    ['KHR', [100, 500, 2500, 10000]],
    ['CHF', [10, 25, 100, 500]],
  ])('gives %s the buttons %j', (currency, stakes) => {
    expect(quickStakes(currency)).toEqual(stakes);
  });

  it('takes a JSON settings value, as a list or by currency', () => {
    expect(quickStakes('EUR', '[1,2,3,4]')).toEqual([1, 2, 3, 4]);
    expect(quickStakes('EUR', '{"EUR":[2,4,6,8],"GBP":[1,1,1,1]}')).toEqual([2, 4, 6, 8]);
    expect(quickStakes('USD', '{"EUR":[2,4,6,8]}')).toEqual([5, 25, 100, 500]);
  });

  it('falls back silently to the table for an invalid settings value', () => {
    expect(quickStakes('IDR', 'not json')).toEqual([50, 250, 1000, 5000]);
    expect(quickStakes('EUR', '[5,"x",-1]')).toEqual([5, 25, 100, 500]);
    expect(quickStakes('EUR', '[]')).toEqual([5, 25, 100, 500]);
    expect(quickStakes('EUR', 'null')).toEqual([5, 25, 100, 500]);
  });

  it('hands out a copy the caller may change', () => {
    quickStakes('EUR').push(1);
    expect(quickStakes('EUR')).toEqual([5, 25, 100, 500]);
  });
});
