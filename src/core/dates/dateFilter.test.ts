import { describe, expect, it } from 'vitest';
import { dateFilterRange, parseDateFilter } from './dateFilter';

const now = Date.UTC(2026, 10, 22, 15, 30); // Sunday 22 Nov 2026 15:30 UTC

describe('date filters (spec 9)', () => {
  it('today is now to +24 h', () => {
    expect(dateFilterRange({ kind: 'today' }, now)).toMatchObject({ dateFrom: '2026-11-22T15:30:00.000Z', dateTo: '2026-11-23T15:30:00.000Z' });
  });

  it("this_week is the start of the bettor's day to +7 days", () => {
    expect(dateFilterRange({ kind: 'this_week' }, now)).toMatchObject({ dateFrom: '2026-11-22T00:00:00.000Z', dateTo: '2026-11-29T00:00:00.000Z' });
    // At UTC+10 it is already 01:30 on the 23rd.
    expect(dateFilterRange({ kind: 'this_week' }, now, 600)).toMatchObject({ dateFrom: '2026-11-22T14:00:00.000Z', dateTo: '2026-11-29T14:00:00.000Z' });
  });

  it('a custom value is now to + that many hours', () => {
    expect(dateFilterRange({ kind: 'hours', hours: 3 }, now)).toMatchObject({ dateTo: '2026-11-22T18:30:00.000Z' });
    expect(dateFilterRange({ kind: 'hours', hours: -1 }, now)).toMatchObject({ dateTo: '2026-11-23T15:30:00.000Z' });
  });

  it('reads filter values', () => {
    expect(parseDateFilter('today')).toEqual({ kind: 'today' });
    expect(parseDateFilter('THIS_WEEK')).toEqual({ kind: 'this_week' });
    expect(parseDateFilter('48')).toEqual({ kind: 'hours', hours: 48 });
    expect(parseDateFilter('soon')).toBeNull();
    expect(parseDateFilter('')).toBeNull();
  });
});
