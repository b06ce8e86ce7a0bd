import { Hono } from 'hono';
import { errorBody } from '../http/requestContext';
import { activeEvents, type World } from '../world/world';
import type { SandboxEvent } from '../world/worldTypes';

/** Shorter queries match nearly everything; the client does not send them either. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_GROUP_LIMITS = Object.freeze({ events: 8, teams: 5, leagues: 5 });

/** Lower case without accents, so "sao" finds "São Paulo" and "MUNCHEN" finds "München". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * How well a name matches (lower is better), or null for no match: the whole name starting
 * with the query beats a later word starting with it, which beats a match inside a word.
 */
export function matchRank(name: string, foldedQuery: string): number | null {
  const folded = foldForSearch(name);
  const at = folded.indexOf(foldedQuery);
  if (at === -1) return null;
  if (at === 0) return 0;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${foldedQuery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(folded) ? 1 : 2;
}

interface EventRef {
  id: string;
  slug: string;
  description: string;
  startTime: string;
  state: 'LIVE' | 'PREMATCH';
}

function eventRef(event: SandboxEvent): EventRef {
  return { id: event.id, slug: event.slug, description: event.description ?? '', startTime: new Date(event.startMs).toISOString(), state: event.phase === 'live' ? 'LIVE' : 'PREMATCH' };
}

/** Live first, then the earliest start: the event a bettor looking for a team most likely wants. */
const byLiveThenStart = (a: SandboxEvent, b: SandboxEvent) => Number(b.phase === 'live') - Number(a.phase === 'live') || a.startMs - b.startMs;

function ranked<T>(items: readonly T[], rank: (item: T) => number | null, tieBreak: (a: T, b: T) => number, limit: number): T[] {
  return items
    .map((item) => ({ item, rank: rank(item) }))
    .filter((entry): entry is { item: T; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || tieBreak(a.item, b.item))
    .slice(0, limit)
    .map((entry) => entry.item);
}

/**
 * Our design (the spec has no search): events, teams and leagues whose name contains the
 * query, each group ranked and capped. A team comes with the event it plays next (live
 * first), since the sportsbook has no team page; a league with its sport, so the client
 * can link to the sports page. Only what is still on offer is found.
 */
export function searchWorld(world: World, query: string) {
  const folded = foldForSearch(query.trim());
  const events = activeEvents(world).filter((event) => !event.outright);
  const leagueById = new Map(world.leagues.map((league) => [league.id, league]));
  const leagueName = (event: SandboxEvent) => leagueById.get(event.leagueId)?.name ?? '';

  const foundEvents = ranked(events, (event) => matchRank(event.description ?? '', folded), byLiveThenStart, SEARCH_GROUP_LIMITS.events).map((event) => ({
    ...eventRef(event),
    sportCode: event.sportCode,
    leagueName: leagueName(event),
  }));

  // A competitor plays many fixtures; each team is listed once, with its next event. The
  // world's name generator can give two competitors of a sport the same name; to a bettor
  // that is one team, so the name and sport are the key.
  const nextEventByTeam = new Map<string, { id: string; name: string; event: SandboxEvent }>();
  for (const event of [...events].sort(byLiveThenStart)) {
    if (event.model.kind === 'race') continue;
    for (const competitor of event.competitors) {
      const key = `${event.sportId}/${competitor.name}`;
      if (!nextEventByTeam.has(key)) nextEventByTeam.set(key, { id: competitor.id, name: competitor.name, event });
    }
  }
  const foundTeams = ranked([...nextEventByTeam.values()], (team) => matchRank(team.name, folded), (a, b) => a.name.localeCompare(b.name), SEARCH_GROUP_LIMITS.teams).map((team) => ({
    id: team.id,
    name: team.name,
    sportCode: team.event.sportCode,
    leagueName: leagueName(team.event),
    nextEvent: eventRef(team.event),
  }));

  const eventCountByLeague = new Map<number, number>();
  for (const event of events) eventCountByLeague.set(event.leagueId, (eventCountByLeague.get(event.leagueId) ?? 0) + 1);
  const leaguesOnOffer = world.leagues.filter((league) => eventCountByLeague.has(league.id));
  const foundLeagues = ranked(leaguesOnOffer, (league) => matchRank(league.name, folded), (a, b) => a.name.localeCompare(b.name), SEARCH_GROUP_LIMITS.leagues).map((league) => ({
    id: league.id,
    name: league.name,
    sportId: league.sportId,
    sportCode: league.sportCode,
    countryName: league.countryName,
    eventCount: eventCountByLeague.get(league.id) ?? 0,
  }));

  return { query: query.trim(), events: foundEvents, teams: foundTeams, leagues: foundLeagues };
}

export function searchRoutes(world: World): Hono {
  const app = new Hono();
  app.get('/xapi/rest/search', (c) => {
    const query = (c.req.query('q') ?? '').trim();
    if (query.length < SEARCH_MIN_LENGTH) return c.json(errorBody('search-query-too-short', `Send q with at least ${SEARCH_MIN_LENGTH} characters.`), 400);
    return c.json(searchWorld(world, query));
  });
  return app;
}
