import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, roundTo } from '../decimal/exact';
import { truncatedFigure } from './amountFigure';

describe('truncatedFigure (the figure without a decimal library)', () => {
  it.each([
    [1234.567, 2, '1,234.56'],
    [1234.567, 3, '1,234.567'],
    [1234.567, 0, '1,234'],
    [0.1 + 0.2, 2, '0.30'],
    [-0.001, 2, '0.00'],
    [-1234.5, 2, '-1,234.50'],
    [1e21, 2, '1,000,000,000,000,000,000,000.00'],
    [1e-7, 2, '0.00'],
    [Number.NaN, 2, ''],
    [Number.POSITIVE_INFINITY, 2, ''],
  ])('%d with %d places is %s', (amount, places, expected) => {
    expect(truncatedFigure(amount, places)).toBe(expected);
  });

  it('agrees with big.js rounding down to the places, for any amount and places 0 to 4', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.integer({ min: 0, max: 4 }), (amount, places) => {
        const plain = roundTo(dec(amount), places, 'down').toFixed(places);
        const [whole = '', fraction] = plain.replace('-', '').split('.');
        const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction === undefined ? '' : `.${fraction}`);
        const expected = plain.startsWith('-') && /[1-9]/.test(grouped) ? `-${grouped}` : grouped;
        expect(truncatedFigure(amount, places)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
