import type { CompetitionInput } from './desktopLiveFilter';
import type { FilterableEvent } from './liveFilter';

/** One step of an event's path as the filter needs it. */
export interface PathStep {
  id: string;
  name: string;
}

/** What the live filter reads of an event: its country (the competition) and league. */
export interface CompetitionPathEvent {
  competition: PathStep | null;
  league: PathStep | null;
}

export interface LiveLeagueOption {
  id: string;
  name: string;
  eventCount: number;
}

export interface LiveCompetitionOption {
  id: string;
  name: string;
  eventCount: number;
  leagues: readonly LiveLeagueOption[];
}

/** The filter's choices for a set of live events, by name; leagues without a country stand apart. */
export interface LiveCompetitions {
  competitions: readonly LiveCompetitionOption[];
  leaguesWithoutCompetition: readonly LiveLeagueOption[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

function countLeague(leagues: Map<string, LiveLeagueOption>, league: PathStep): void {
  const known = leagues.get(league.id);
  leagues.set(league.id, { id: league.id, name: league.name, eventCount: (known?.eventCount ?? 0) + 1 });
}

/**
 * The competitions (countries, spec 3 eventPaths) and leagues of the live events, with
 * how many events each holds. An event without a league (a path of the sport only) has
 * nothing to filter by and is left out; it still shows while nothing is narrowed.
 */
export function liveCompetitionsOf(events: readonly CompetitionPathEvent[]): LiveCompetitions {
  const competitions = new Map<string, { id: string; name: string; eventCount: number; leagues: Map<string, LiveLeagueOption> }>();
  const loose = new Map<string, LiveLeagueOption>();
  for (const { competition, league } of events) {
    if (league === null) continue;
    if (competition === null) {
      countLeague(loose, league);
      continue;
    }
    const entry = competitions.get(competition.id) ?? { id: competition.id, name: competition.name, eventCount: 0, leagues: new Map<string, LiveLeagueOption>() };
    entry.eventCount += 1;
    countLeague(entry.leagues, league);
    competitions.set(competition.id, entry);
  }
  return {
    competitions: [...competitions.values()].map((entry) => ({ id: entry.id, name: entry.name, eventCount: entry.eventCount, leagues: [...entry.leagues.values()].sort(byName) })).sort(byName),
    leaguesWithoutCompetition: [...loose.values()].sort(byName),
  };
}

/** The desktop filter's competition list (spec 3 competitionDesktopList input). */
export function competitionInputsOf(competitions: LiveCompetitions): CompetitionInput[] {
  return competitions.competitions.map((competition) => ({ competitionId: competition.id, leagueIds: competition.leagues.map((league) => league.id) }));
}

/** An event as the filter reducers test it; null when it has no league to test. */
export function filterableEvent(event: CompetitionPathEvent): FilterableEvent | null {
  return event.league === null ? null : { competitionId: event.competition?.id ?? null, leagueId: event.league.id };
}

/** What the bettor chose that may have no live event right now. */
export interface ChosenIds {
  competitionIds: readonly string[];
  /** Leagues chosen on their own (the desktop's leagues without a country). */
  leagueIds: readonly string[];
  /** Leagues chosen within a chosen competition, by its id (the phone's league chips). */
  leagueIdsByCompetition?: Readonly<Record<string, readonly string[]>>;
}

/** `leagues` with the chosen ones that are not among them added at 0, when their names are known. */
function withAbsentLeagues(leagues: readonly LiveLeagueOption[], chosen: readonly string[], names: ReadonlyMap<string, string>): readonly LiveLeagueOption[] {
  const listed = new Set(leagues.map((league) => league.id));
  const absent = chosen.flatMap((id) => {
    const name = names.get(`l:${id}`);
    return listed.has(id) || name === undefined ? [] : [{ id, name, eventCount: 0 }];
  });
  return absent.length === 0 ? leagues : [...leagues, ...absent].sort(byName);
}

/**
 * The filter's choices with the chosen competitions and leagues that have no live event
 * right now added at 0 (issue 23): they stay chosen, so the bettor sees them, pressed, and
 * can let them go. `names` are the names seen before, by id ("c:" a competition, "l:" a
 * league); a choice never seen is left out (nothing to call it).
 */
export function withChosenAbsent(shown: LiveCompetitions, chosen: ChosenIds, names: ReadonlyMap<string, string>): LiveCompetitions {
  const byCompetition = chosen.leagueIdsByCompetition ?? {};
  const listedCompetitions = new Set(shown.competitions.map((competition) => competition.id));
  const listedLeagues = new Set([...shown.competitions.flatMap((competition) => competition.leagues), ...shown.leaguesWithoutCompetition].map((league) => league.id));
  const absentCompetitions = chosen.competitionIds.flatMap((id) => {
    const name = names.get(`c:${id}`);
    return listedCompetitions.has(id) || name === undefined ? [] : [{ id, name, eventCount: 0, leagues: withAbsentLeagues([], byCompetition[id] ?? [], names) }];
  });
  const absentLeagues = chosen.leagueIds.flatMap((id) => {
    const name = names.get(`l:${id}`);
    return listedLeagues.has(id) || name === undefined ? [] : [{ id, name, eventCount: 0 }];
  });
  let changed = absentCompetitions.length > 0 || absentLeagues.length > 0;
  const competitions = shown.competitions.map((competition) => {
    const leagues = withAbsentLeagues(competition.leagues, byCompetition[competition.id] ?? [], names);
    if (leagues === competition.leagues) return competition;
    changed = true;
    return { ...competition, leagues };
  });
  if (!changed) return shown;
  return {
    competitions: [...competitions, ...absentCompetitions].sort(byName),
    leaguesWithoutCompetition: [...shown.leaguesWithoutCompetition, ...absentLeagues].sort(byName),
  };
}

/** Every competition and league name of `shown`, by id ("c:" and "l:"), added to `names`. */
export function rememberNames(names: Map<string, string>, shown: LiveCompetitions): void {
  for (const competition of shown.competitions) {
    names.set(`c:${competition.id}`, competition.name);
    for (const league of competition.leagues) names.set(`l:${league.id}`, league.name);
  }
  for (const league of shown.leaguesWithoutCompetition) names.set(`l:${league.id}`, league.name);
}
