import { describe, expect, it } from 'vitest';
import { fixtureQuery, fixtureSort, fixtureWhen } from './fixtureFilters';

const NOW = Date.parse('2026-11-23T10:30:00.000Z');
const base = { sportId: 240, leagueId: null, when: 'all', sort: 'time', nowMs: NOW, utcOffsetMinutes: 0, pageSize: 20 } as const;

describe('fixture filters', () => {
  it('reads address values and falls back to all upcoming, by start time', () => {
    expect(fixtureWhen('this_week')).toBe('this_week');
    expect(fixtureWhen('6')).toBe('6');
    expect(fixtureWhen('5')).toBe('all');
    expect(fixtureWhen(null)).toBe('all');
    expect(fixtureSort('league')).toBe('league');
    expect(fixtureSort('nonsense')).toBe('time');
  });

  it('asks for a sport’s prematch games, 20 a page, with no dates for all upcoming', () => {
    expect(fixtureQuery(base)).toEqual({ periodType: 'PRE_MATCH', marketFilter: 'GAME', eventsPerPage: 20, eventPathIds: [240] });
    expect(fixtureQuery({ ...base, sportId: null })).toEqual({ periodType: 'PRE_MATCH', marketFilter: 'GAME', eventsPerPage: 20 });
  });

  it('narrows to a league by its path id, and sorts by league with sortByEventpath', () => {
    expect(fixtureQuery({ ...base, leagueId: '5001', sort: 'league' })).toMatchObject({ eventPathIds: [5001], sortByEventpath: true });
  });

  it('maps today, this week and custom hours to dateFrom and dateTo (spec 9)', () => {
    expect(fixtureQuery({ ...base, when: 'today' })).toMatchObject({ dateFrom: '2026-11-23T10:30:00.000Z', dateTo: '2026-11-24T10:30:00.000Z' });
    expect(fixtureQuery({ ...base, when: 'this_week', utcOffsetMinutes: 120 })).toMatchObject({ dateFrom: '2026-11-22T22:00:00.000Z', dateTo: '2026-11-29T22:00:00.000Z' });
    expect(fixtureQuery({ ...base, when: '3' })).toMatchObject({ dateFrom: '2026-11-23T10:30:00.000Z', dateTo: '2026-11-23T13:30:00.000Z' });
  });
});
