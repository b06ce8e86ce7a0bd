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
