/** What the tree needs of an event: its path below the sport (spec 3 eventPaths). */
export interface EventPlace {
  competition: { id: string; name: string } | null;
  league: { id: string; name: string } | null;
  outright: boolean;
}

export interface LeagueEntry {
  id: string;
  name: string;
  /** Fixtures (outrights left out) among the events the tree was built from. */
  fixtureCount: number;
}

export interface CompetitionEntry {
  /** The country's path id; null gathers leagues whose path names no country. */
  id: string | null;
  name: string | null;
  leagues: readonly LeagueEntry[];
}

const byName = (a: { name: string | null }, b: { name: string | null }) => (a.name ?? '').localeCompare(b.name ?? '');

/**
 * A sport's competitions (countries) and their leagues, from its events' paths (sport,
 * country, league), each in alphabetical order. Leagues with only an outright still appear
 * (a bettor may come for the winner market), with no fixtures counted. Leagues whose path
 * has no country are gathered under one entry with a null id, listed last.
 */
export function competitionTree(events: readonly EventPlace[]): CompetitionEntry[] {
  const competitions = new Map<string | null, { id: string | null; name: string | null; leagues: Map<string, LeagueEntry> }>();
  for (const event of events) {
    if (!event.league) continue;
    const key = event.competition?.id ?? null;
    let competition = competitions.get(key);
    if (!competition) {
      competition = { id: key, name: event.competition?.name ?? null, leagues: new Map() };
      competitions.set(key, competition);
    }
    const league = competition.leagues.get(event.league.id) ?? { id: event.league.id, name: event.league.name, fixtureCount: 0 };
    competition.leagues.set(event.league.id, event.outright ? league : { ...league, fixtureCount: league.fixtureCount + 1 });
  }
  const named = [...competitions.values()].filter((entry) => entry.id !== null).sort(byName);
  const countryless = competitions.get(null);
  return [...named, ...(countryless ? [countryless] : [])].map((entry) => ({ id: entry.id, name: entry.name, leagues: [...entry.leagues.values()].sort(byName) }));
}

/** The league with this id in the tree, or null (an address may name a league the sport no longer has). */
export function findLeague(tree: readonly CompetitionEntry[], leagueId: string): LeagueEntry | null {
  for (const competition of tree) {
    const league = competition.leagues.find((entry) => entry.id === leagueId);
    if (league) return league;
  }
  return null;
}
