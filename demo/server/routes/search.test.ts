// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harness } from '../testing/harness';
import { foldForSearch, matchRank } from './search';

interface EventRef { id: string; slug: string; description: string; startTime: string; state: string }
interface SearchAnswer {
  query: string;
  events: (EventRef & { sportCode: string; leagueName: string })[];
  teams: { id: string; name: string; sportCode: string; leagueName: string; nextEvent: EventRef }[];
  leagues: { id: number; name: string; sportId: number; sportCode: string; countryName: string; eventCount: number }[];
}

describe('GET /xapi/rest/search (our design: the spec has no search)', () => {
  const h = harness();
  const search = async (q: string) => {
    const answer = await h.call(`/xapi/rest/search?q=${encodeURIComponent(q)}`);
    expect(answer.status).toBe(200);
    return answer.json as unknown as SearchAnswer;
  };

  it('finds events and teams by a team name, every hit containing it, capped per group', async () => {
    const answer = await search('aldmoor');
    expect(answer.query).toBe('aldmoor');
    expect(answer.events).toHaveLength(8);
    expect(answer.events.every((event) => event.description.toLowerCase().includes('aldmoor'))).toBe(true);
    expect(answer.events[0]).toMatchObject({ id: '100078', slug: '100078-aldmoor-city-v-elmstead-city', description: 'Aldmoor City v Elmstead City', sportCode: 'FOOT', leagueName: 'France Championship', state: 'PREMATCH' });
    expect(answer.teams).toHaveLength(5);
    for (const team of answer.teams) {
      expect(team.name.toLowerCase()).toContain('aldmoor');
      // The team's next event is one it plays in, found by its own slug.
      expect(team.nextEvent.description).toContain(team.name);
      const event = await h.call(`/xapi/rest/events/${team.nextEvent.id}`);
      expect(event.json.slug).toBe(team.nextEvent.slug);
    }
  });

  it('lists a team once per sport, even when two competitors share its name', async () => {
    const answer = await search('town');
    const keys = answer.teams.map((team) => `${team.sportCode}/${team.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    const live = await h.call('/xapi/rest/live/events?eventsPerPage=200');
    for (const event of live.json.events as { sportCode: string; opponents: { description: string }[] }[]) {
      const name = event.opponents[0]?.description;
      if (!name) continue;
      const found = (await search(name)).teams.filter((team) => team.name === name && team.sportCode === event.sportCode);
      expect(found.length).toBeLessThanOrEqual(1);
    }
  });

  it('ranks a name starting with the query before a later word, before a match inside a word', async () => {
    expect(matchRank('Aldmoor City v Elmstead City', 'ald')).toBe(0);
    expect(matchRank('Elmstead FC v Aldmoor Wanderers', 'ald')).toBe(1);
    expect(matchRank('Emerald Rovers', 'ald')).toBe(2);
    expect(matchRank('Upton Town', 'ald')).toBeNull();
    const answer = await search('city');
    const ranks = answer.events.map((event) => matchRank(event.description, 'city'));
    expect(ranks).toEqual([...ranks].sort());
  });

  it('ignores case and accents', async () => {
    expect(foldForSearch('São Paulo MÜNCHEN')).toBe('sao paulo munchen');
    expect(await search('ÁLDMOOR')).toEqual({ ...(await search('aldmoor')), query: 'ÁLDMOOR' });
  });

  it('finds leagues with their sport and the number of events on offer', async () => {
    const answer = await search('premier');
    expect(answer.leagues[0]).toEqual({ id: 5001, name: 'England Premier Division', sportId: 240, sportCode: 'FOOT', countryName: 'England', eventCount: 44 });
    expect(answer.leagues.every((league) => league.name.includes('Premier'))).toBe(true);
    const listed = await h.call('/xapi/rest/events?eventPathIds=5001&eventsPerPage=200');
    expect((listed.json.events as { outright: boolean }[]).filter((event) => !event.outright)).toHaveLength(44);
  });

  it('puts live events first: a live team’s match leads the events and is its next event', async () => {
    const live = await h.call('/xapi/rest/live/events?eventsPerPage=1');
    const event = (live.json.events as { id: string; opponents: { description: string }[] }[])[0]!;
    const team = event.opponents[0]!.description;
    const answer = await search(team);
    expect(answer.events[0]).toMatchObject({ id: event.id, state: 'LIVE' });
    expect(answer.teams.find((candidate) => candidate.name === team)?.nextEvent).toMatchObject({ id: event.id, state: 'LIVE' });
  });

  it('answers nothing found with empty groups, and refuses a query under 2 characters', async () => {
    expect(await search('zzzq')).toEqual({ query: 'zzzq', events: [], teams: [], leagues: [] });
    const short = await h.call('/xapi/rest/search?q=%20a%20');
    expect(short.status).toBe(400);
    expect(short.json.error).toBe('search-query-too-short');
    expect((await h.call('/xapi/rest/search')).status).toBe(400);
  });
});
