import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateFilterRange, parseDateFilter } from './dateFilter';

const now = Date.UTC(2026, 10, 22, 15, 30); // Sunday 22 Nov 2026 15:30 UTC

describe('date filters (spec 9)', () => {
  it('today is now to +24 h', () => {
    expect(dateFilterRange({ kind: 'today' }, now)).toEqual({
      dateFrom: '2026-11-22T15:30:00.000Z',
      dateTo: '2026-11-23T15:30:00.000Z',
      fromMs: now,
      toMs: now + 86_400_000,
    });
  });

  it("this_week is the start of the bettor's day to +7 days", () => {
    expect(dateFilterRange({ kind: 'this_week' }, now)).toMatchObject({ dateFrom: '2026-11-22T00:00:00.000Z', dateTo: '2026-11-29T00:00:00.000Z' });
    // At UTC+10 it is already 01:30 on the 23rd: the day began at 14:00 UTC on the 22nd.
    expect(dateFilterRange({ kind: 'this_week' }, now, 600)).toMatchObject({ dateFrom: '2026-11-22T14:00:00.000Z', dateTo: '2026-11-29T14:00:00.000Z' });
    // At UTC-5:30 (no such zone, but offsets are minutes) it is 10:00 on the 22nd.
    expect(dateFilterRange({ kind: 'this_week' }, now, -330)).toMatchObject({ dateFrom: '2026-11-22T05:30:00.000Z', dateTo: '2026-11-29T05:30:00.000Z' });
  });

  it('a custom value is now to + that many hours', () => {
    expect(dateFilterRange({ kind: 'hours', hours: 3 }, now)).toMatchObject({ dateFrom: '2026-11-22T15:30:00.000Z', dateTo: '2026-11-22T18:30:00.000Z' });
    expect(dateFilterRange({ kind: 'hours', hours: 0.5 }, now)).toMatchObject({ dateTo: '2026-11-22T16:00:00.000Z' });
    expect(dateFilterRange({ kind: 'hours', hours: -1 }, now)).toMatchObject({ dateTo: '2026-11-23T15:30:00.000Z' });
    expect(dateFilterRange({ kind: 'hours', hours: Number.NaN }, now)).toMatchObject({ dateTo: '2026-11-23T15:30:00.000Z' });
  });

  it('gives null, never an Invalid Date, for an impossible now, offset or range', () => {
    expect(dateFilterRange({ kind: 'today' }, Number.NaN)).toBeNull();
    expect(dateFilterRange({ kind: 'this_week' }, now, 24 * 60)).toBeNull();
    expect(dateFilterRange({ kind: 'hours', hours: 1e12 }, now)).toBeNull();
  });

  it('always starts at or before now and ends after it (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant({ kind: 'today' as const }), fc.constant({ kind: 'this_week' as const }), fc.double({ min: 0.01, max: 1000, noNaN: true }).map((hours) => ({ kind: 'hours' as const, hours }))),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -720, max: 840 }),
        (filter, nowMs, offset) => {
          const range = dateFilterRange(filter, nowMs, offset);
          expect(range).not.toBeNull();
          expect(range!.fromMs).toBeLessThanOrEqual(nowMs);
          expect(nowMs - range!.fromMs).toBeLessThan(86_400_000);
          expect(range!.toMs).toBeGreaterThan(nowMs);
          expect(new Date(range!.dateFrom).getTime()).toBe(range!.fromMs);
        },
      ),
    );
  });

  it('reads filter values', () => {
    expect(parseDateFilter('today')).toEqual({ kind: 'today' });
    expect(parseDateFilter(' THIS_WEEK ')).toEqual({ kind: 'this_week' });
    expect(parseDateFilter('48')).toEqual({ kind: 'hours', hours: 48 });
    expect(parseDateFilter('1.5')).toEqual({ kind: 'hours', hours: 1.5 });
    expect(['soon', '', '0', '-3', '1e3', '0x10', 'Infinity'].map(parseDateFilter)).toEqual([null, null, null, null, null, null, null]);
  });
});
