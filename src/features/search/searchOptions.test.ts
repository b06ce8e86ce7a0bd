import { describe, expect, it } from 'vitest';
import { formatStartTime } from './formatStartTime';
import { eventPath, leaguePath, searchOptions } from './searchOptions';

describe('search result links', () => {
  it('sends a live event to /live/{slug} and any other to /events/{slug} (spec 2)', () => {
    expect(eventPath({ slug: '100638-a-v-b', state: 'LIVE' })).toBe('/live/100638-a-v-b');
    expect(eventPath({ slug: '100078-aldmoor-city-v-elmstead-city', state: 'PREMATCH' })).toBe('/events/100078-aldmoor-city-v-elmstead-city');
  });

  it('sends a league to its sport page with ?league=', () => {
    expect(leaguePath({ id: 5001, sportId: 240, sportCode: 'FOOT' })).toBe('/sports/240-FOOT?league=5001');
  });

  it('lists events, then teams (linked to their next event), then leagues', () => {
    const nextEvent = { id: '100552', slug: '100552-deepdale-rangers-v-aldmoor-albion', description: 'Deepdale Rangers v Aldmoor Albion', startTime: '2026-11-27T04:00:00.000Z', state: 'LIVE' as const };
    const options = searchOptions({
      query: 'ald',
      events: [{ ...nextEvent, state: 'PREMATCH', sportCode: 'FOOT', leagueName: 'England Premier Division' }],
      teams: [{ id: 'c1093', name: 'Aldmoor Albion', sportCode: 'FOOT', leagueName: 'England Premier Division', nextEvent }],
      leagues: [{ id: 5001, name: 'England Premier Division', sportId: 240, sportCode: 'FOOT', countryName: 'England', eventCount: 53 }],
    });
    expect(options.map((option) => [option.kind, option.key, option.href])).toEqual([
      ['event', 'event-100552', '/events/100552-deepdale-rangers-v-aldmoor-albion'],
      ['team', 'team-c1093', '/live/100552-deepdale-rangers-v-aldmoor-albion'],
      ['league', 'league-5001', '/sports/240-FOOT?league=5001'],
    ]);
    expect(searchOptions(null)).toEqual([]);
  });

  it('writes a start as day and 24-hour time in the bettor’s language', () => {
    expect(formatStartTime('2026-11-23T11:10:00.000Z', 'en', 'UTC')).toBe('Mon 23 Nov, 11:10');
    expect(formatStartTime('2026-11-23T21:05:00.000Z', 'fr', 'UTC')).toBe('lun. 23 nov., 21:05');
    expect(formatStartTime('not a time', 'en')).toBe('');
  });
});
