import { dateFilterRange, type DateFilter } from '../dates/dateFilter';

/**
 * The date filters the fixture list offers, as they appear in the address (`?when=`):
 * everything upcoming, spec 9's today and this week, and a few custom hour windows. The
 * hours are the horizons a bettor plans in: the next hour (about to start), three and six
 * (this afternoon, this evening) and twelve (until tomorrow morning); 24 is "today".
 */
export const FIXTURE_WHEN_OPTIONS = ['all', 'today', 'this_week', '1', '3', '6', '12'] as const;
export type FixtureWhen = (typeof FIXTURE_WHEN_OPTIONS)[number];

/** Start time, or league then start time (the feed's sortByEventpath). */
export const FIXTURE_SORTS = ['time', 'league'] as const;
export type FixtureSort = (typeof FIXTURE_SORTS)[number];

/** An address value, or the default (all upcoming; by start time) when it is not one we offer. */
export function fixtureWhen(value: string | null | undefined): FixtureWhen {
  return (FIXTURE_WHEN_OPTIONS as readonly string[]).includes(value ?? '') ? (value as FixtureWhen) : 'all';
}

export function fixtureSort(value: string | null | undefined): FixtureSort {
  return value === 'league' ? 'league' : 'time';
}

function asDateFilter(when: FixtureWhen): DateFilter | null {
  if (when === 'all') return null;
  if (when === 'today' || when === 'this_week') return { kind: when };
  return { kind: 'hours', hours: Number(when) };
}

export interface FixtureQueryInput {
  /** The sport, or null for every sport (/sports/fixtures). */
  sportId: number | null;
  /** A league narrows the list below its sport (its path id). */
  leagueId: string | null;
  when: FixtureWhen;
  sort: FixtureSort;
  nowMs: number;
  /** The bettor's offset from UTC, east positive, for "this week" from their midnight. */
  utcOffsetMinutes: number;
  pageSize: number;
}

/** The spec 7 list parameters of a page of prematch fixtures (outrights left out). */
export interface FixtureQuery {
  periodType: 'PRE_MATCH';
  marketFilter: 'GAME';
  eventPathIds?: number[];
  dateFrom?: string;
  dateTo?: string;
  sortByEventpath?: boolean;
  eventsPerPage: number;
}

/** The request for a fixture list; the page number is added per page. */
export function fixtureQuery({ sportId, leagueId, when, sort, nowMs, utcOffsetMinutes, pageSize }: FixtureQueryInput): FixtureQuery {
  const query: FixtureQuery = { periodType: 'PRE_MATCH', marketFilter: 'GAME', eventsPerPage: pageSize };
  const leagueNumber = leagueId !== null && /^\d+$/.test(leagueId) ? Number(leagueId) : null;
  const pathId = leagueNumber ?? sportId;
  if (pathId !== null) query.eventPathIds = [pathId];
  const filter = asDateFilter(when);
  const range = filter ? dateFilterRange(filter, nowMs, utcOffsetMinutes) : null;
  if (range) {
    query.dateFrom = range.dateFrom;
    query.dateTo = range.dateTo;
  }
  if (sort === 'league') query.sortByEventpath = true;
  return query;
}
