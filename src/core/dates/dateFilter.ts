/** Spec 9 date filters for event lists: today, this_week, or a custom number of hours. */
export type DateFilter = { kind: 'today' } | { kind: 'this_week' } | { kind: 'hours'; hours: number };

/** The range sent to the feed as dateFrom / dateTo (spec 7 list params). */
export interface DateRange {
  /** ISO 8601 in UTC, e.g. '2026-11-22T15:30:00.000Z'. */
  dateFrom: string;
  dateTo: string;
  fromMs: number;
  toMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Not in the spec: the hours a custom value that is not a positive number stands for. */
export const DEFAULT_CUSTOM_HOURS = 24;
/** Real UTC offsets run from -12:00 to +14:00. */
const MAX_OFFSET_MINUTES = 14 * 60;

const isoOrNull = (ms: number): string | null => (Number.isFinite(new Date(ms).getTime()) ? new Date(ms).toISOString() : null);

/**
 * The range a filter asks the feed for (spec 9): today is now to now + 24 h; this_week is
 * the start of the bettor's day to 7 days later; otherwise now to now + the custom hours
 * (a custom value that is not a positive number of hours counts as 24).
 *
 * `utcOffsetMinutes` is the bettor's offset from UTC at `nowMs`, east positive (120 for
 * UTC+2: the opposite sign of JS `getTimezoneOffset()`), so "start of day" is the bettor's
 * midnight, not the server's. Core reads no clock or time zone itself. A now that is not a
 * time, or an offset no zone has, gives null rather than an Invalid Date.
 */
export function dateFilterRange(filter: DateFilter, nowMs: number, utcOffsetMinutes = 0): DateRange | null {
  if (!Number.isFinite(nowMs) || !Number.isFinite(utcOffsetMinutes) || Math.abs(utcOffsetMinutes) > MAX_OFFSET_MINUTES) return null;
  let fromMs = nowMs;
  let toMs: number;
  switch (filter.kind) {
    case 'today':
      toMs = nowMs + DAY_MS;
      break;
    case 'this_week': {
      const offsetMs = utcOffsetMinutes * MINUTE_MS;
      fromMs = Math.floor((nowMs + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
      toMs = fromMs + 7 * DAY_MS;
      break;
    }
    case 'hours':
      toMs = nowMs + Math.round((Number.isFinite(filter.hours) && filter.hours > 0 ? filter.hours : DEFAULT_CUSTOM_HOURS) * HOUR_MS);
      break;
  }
  const dateFrom = isoOrNull(fromMs);
  const dateTo = isoOrNull(toMs);
  return dateFrom === null || dateTo === null ? null : { dateFrom, dateTo, fromMs, toMs };
}

/** Reads a filter setting or query value: 'today', 'this_week', or a positive number of hours; else null. */
export function parseDateFilter(value: string): DateFilter | null {
  const text = value.trim().toLowerCase();
  if (text === 'today') return { kind: 'today' };
  if (text === 'this_week') return { kind: 'this_week' };
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const hours = Number(text);
  return Number.isFinite(hours) && hours > 0 ? { kind: 'hours', hours } : null;
}
