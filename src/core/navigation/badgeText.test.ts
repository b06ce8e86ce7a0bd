import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeText } from './badgeText';

describe('badge text (spec 2)', () => {
  it('shows the count, 99+ above 99, nothing for 0', () => {
    expect([0, 1, 42, 99, 100, 250].map(badgeText)).toEqual([null, '1', '42', '99', '99+', '99+']);
  });

  it('shows nothing for unusable counts', () => {
    expect([-3, 0.5, Number.NaN, Number.POSITIVE_INFINITY].map(badgeText)).toEqual([null, null, null, null]);
  });

  it('never shows more than three characters (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (count) => {
        const text = badgeText(count);
        expect(text).toBe(count > 99 ? '99+' : String(count));
      }),
    );
  });
});
