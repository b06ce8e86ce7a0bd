import { describe, expect, it } from 'vitest';
import { fittingLinks } from './fittingLinks';

describe('fittingLinks', () => {
  it('fits everything when the row is wide enough, gaps included', () => {
    expect(fittingLinks([100, 100, 100], 308, 60, 4)).toBe(3);
  });

  it('keeps room for More when some do not fit', () => {
    // 307 px: three do not fit (308); More (60) + gap leaves 243, so two (204).
    expect(fittingLinks([100, 100, 100], 307, 60, 4)).toBe(2);
    expect(fittingLinks([100, 100, 100], 150, 60, 4)).toBe(0);
  });

  it('treats a row without width (no layout) as fitting all', () => {
    expect(fittingLinks([100, 100], 0, 60, 4)).toBe(2);
    expect(fittingLinks([100, 100], Number.NaN, 60, 4)).toBe(2);
  });
});
