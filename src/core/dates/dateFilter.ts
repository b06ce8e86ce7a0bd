/** Spec 9 date filters for event lists. */
export type DateFilter = { kind: 'today' } | { kind: 'this_week' } | { kind: 'hours'; hours: number };

export interface DateRange {
  dateFrom: string;
  dateTo: string;
  fromMs: number;
  toMs: number;
}

const HOUR_MS = 3_600_000;

/**
 * The range a filter asks the feed for: today is now to now + 24 h; this_week is the
 * start of the bettor's day to 7 days later; otherwise now to now + the custom hours.
 * `utcOffsetMinutes` is the bettor's offset from UTC (e.g. 120 for UTC+2), so "start of
 * day" is the bettor's midnight, not the server's. A custom value that is not a positive
 * number of hours falls back to 24.
 */
export function dateFilterRange(filter: DateFilter, nowMs: number, utcOffsetMinutes = 0): DateRange {
  let fromMs = nowMs;
  let toMs: number;
  switch (filter.kind) {
    case 'today':
      toMs = nowMs + 24 * HOUR_MS;
      break;
    case 'this_week': {
      const offsetMs = utcOffsetMinutes * 60_000;
      const localMidnight = Math.floor((nowMs + offsetMs) / (24 * HOUR_MS)) * 24 * HOUR_MS;
      fromMs = localMidnight - offsetMs;
      toMs = fromMs + 7 * 24 * HOUR_MS;
      break;
    }
    case 'hours':
      toMs = nowMs + (Number.isFinite(filter.hours) && filter.hours > 0 ? filter.hours : 24) * HOUR_MS;
      break;
  }
  return { dateFrom: new Date(fromMs).toISOString(), dateTo: new Date(toMs).toISOString(), fromMs, toMs };
}

/** Reads a filter setting or query value: 'today', 'this_week', or a number of hours. */
export function parseDateFilter(value: string): DateFilter | null {
  const text = value.trim().toLowerCase();
  if (text === 'today') return { kind: 'today' };
  if (text === 'this_week') return { kind: 'this_week' };
  const hours = Number(text);
  return text !== '' && Number.isFinite(hours) && hours > 0 ? { kind: 'hours', hours } : null;
}
