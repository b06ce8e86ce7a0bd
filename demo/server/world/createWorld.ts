import { SPORTS, type Sport } from '../../../src/core/index';
import { createChangeLog } from './changeLog';
import { CITIES, CLUB_SUFFIXES, COUNTRIES, ESPORTS_TEAMS, FIRST_NAMES, FRANCHISE_SUFFIXES, HORSE_NAMES, LAST_NAMES } from './names';
import { addEvent } from './fixtures';
import { createRandom, type Random } from './random';
import { MAIN_SPORT_CODES, expectedDurationSeconds, sportProfile } from './sportProfiles';
import { advanceEvent, startEvent } from './simulator';
import { activeEvents, liveTargetOf, type World } from './world';
import type { Competitor, Jackpot, League } from './worldTypes';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface WorldOptions {
  seed: string;
  now: number;
  /** Game seconds per real second (SANDBOX_SPEED). */
  speed?: number;
  /**
   * Whether the world raises feed alerts of its own now and then (SANDBOX_FEED_ALERTS=random),
   * or only when asked through POST /sandbox/feed-alert (manual).
   */
  randomFeedAlerts?: boolean;
  /**
   * About how many events are live at once (SANDBOX_LIVE_EVENTS): each main sport keeps its
   * usual share, scaled. Unset: the usual world, about 53 live events.
   */
  liveEvents?: number;
}

/** The usual number of live events, all main sports together. */
export const USUAL_LIVE_EVENTS = MAIN_SPORT_CODES.reduce((total, code) => total + sportProfile(code).liveTarget, 0);

function competitorNames(random: Random, naming: string, count: number, sport: Sport): string[] {
  const names = new Set<string>();
  let guard = 0;
  while (names.size < count && guard < count * 50) {
    guard += 1;
    if (naming === 'players') names.add(`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);
    else if (naming === 'esports') names.add(random.pick(ESPORTS_TEAMS));
    else if (naming === 'runners') names.add(random.pick(HORSE_NAMES));
    else if (naming === 'franchises') names.add(`${random.pick(CITIES)} ${random.pick(FRANCHISE_SUFFIXES)}`);
    else names.add(`${random.pick(CITIES)} ${sport.code === 'FOOT' ? random.pick(CLUB_SUFFIXES) : random.pick([...CLUB_SUFFIXES, sport.name])}`);
  }
  // Small pools (e-sports) can run out; number the rest so names stay unique.
  let extra = 2;
  while (names.size < count) names.add(`${random.pick(ESPORTS_TEAMS)} ${extra++}`);
  return [...names];
}

function leagueName(sport: Sport, country: string, tier: number): string {
  if (sport.code === 'FOOT') return tier === 0 ? `${country} Premier Division` : `${country} Championship`;
  if (sport.code === 'TENN') return tier === 0 ? `${country} Open` : `${country} Challenger`;
  if (['CSGO', 'LOLS', 'DOTA', 'VALO'].includes(sport.code)) return tier === 0 ? `${sport.name} Masters` : `${sport.name} Challengers`;
  if (sport.code === 'HORS' || sport.code === 'GREY') return `${country} ${tier === 0 ? 'Park' : 'Downs'}`;
  return `${country} ${sport.name}${tier === 0 ? ' League' : ' Cup'}`;
}

function teamWithPlayers(random: Random, sportCode: string, id: string, name: string): Competitor {
  const strength = Number((random.next() * 1.2 - 0.6).toFixed(3));
  if (sportCode === 'BASK') {
    const shares = [0.27, 0.21, 0.17];
    return { id, name, strength, players: shares.map((share) => ({ name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`, share })) };
  }
  if (sportCode === 'FOOT') {
    const shares = [0.32, 0.18];
    const players = shares.map((share) => ({ name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`, share }));
    return { id, name, strength, players, squad: squadFor(id, players) };
  }
  return { id, name, strength };
}

/** The rest of a football squad's scorers (after the props players); the rest of its goals go to players not listed. */
const SQUAD_SHARES: readonly number[] = [0.12, 0.09, 0.07, 0.05];

/**
 * Named from a random stream of the team's own, so the catalogue's draws (and every name and
 * fixture after this team) stay what they were before squads existed.
 */
function squadFor(id: string, players: readonly { name: string }[]): { name: string; share: number }[] {
  const random = createRandom(`squad/${id}`);
  const taken = new Set(players.map((player) => player.name));
  return SQUAD_SHARES.map((share) => {
    let name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    for (let guard = 0; taken.has(name) && guard < 20; guard += 1) name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    taken.add(name);
    return { name, share };
  });
}

/** Sports whose top leagues' first fixtures are top matches (the deep market set). */
const TOP_MATCH_SPORTS: ReadonlySet<string> = new Set(['FOOT', 'BASK', 'ICEH']);
/** How many of a top league's first fixtures are top matches: one keeps a sports page's list answer small (each brings 60+ markets). */
const TOP_MATCHES_PER_LEAGUE = 1;

/**
 * Builds the world from a seed: every sport of the core catalogue, the main sports with
 * countries, leagues and a week of fixtures, league outrights, live events already under
 * way, and two jackpots. The same seed and start time give the same world.
 */
export function createWorld({ seed, now, speed = 10, randomFeedAlerts = true, liveEvents }: WorldOptions): World {
  const world: World = {
    seed,
    speed,
    randomFeedAlerts,
    tick: 0,
    lastTickMs: now,
    random: createRandom(`${seed}/simulation`),
    sports: SPORTS,
    leagues: [],
    events: new Map(),
    jackpots: [],
    nextEventNumber: 100001,
    feedAlert: null,
    changes: createChangeLog(),
    onEventEnded: [],
    liveScale: liveEvents === undefined ? 1 : liveEvents / USUAL_LIVE_EVENTS,
    frozen: false,
    priceMovesOnPlacement: new Map(),
    priceHolds: new Map(),
  };
  const random = createRandom(`${seed}/catalogue`);
  let leagueNumber = 5001;
  let competitorNumber = 1;
  const newCompetitors = (sport: Sport, count: number): Competitor[] =>
    competitorNames(random, sportProfile(sport.code).naming, count, sport).map((name) => teamWithPlayers(random, sport.code, `c${competitorNumber++}`, name));

  for (const sport of SPORTS) {
    const profile = sportProfile(sport.code);
    const countries = MAIN_SPORT_CODES.includes(sport.code) ? COUNTRIES.slice(0, profile.countries) : [random.pick(COUNTRIES)];
    countries.forEach((countryName, countryIndex) => {
      for (let tier = 0; tier < profile.leaguesPerCountry; tier += 1) {
        const league: League = { id: leagueNumber++, name: leagueName(sport, countryName, tier), sportId: sport.id, sportCode: sport.code, countryId: 900 + COUNTRIES.indexOf(countryName), countryName };
        world.leagues.push(league);
        const runners = profile.model.kind === 'race' ? profile.model.runners : 2;
        const pool = newCompetitors(sport, profile.model.kind === 'race' ? runners * 2 : profile.eventsPerLeague + 4);
        for (let index = 0; index < profile.eventsPerLeague; index += 1) {
          const startMs = Math.round(now + ((index + 1) / (profile.eventsPerLeague + 1)) * 7 * DAY_MS + countryIndex * 3_600_000 + tier * 1_800_000);
          const competitors = pickDistinct(random, pool, runners);
          const top = TOP_MATCH_SPORTS.has(sport.code) && tier === 0 && index < TOP_MATCHES_PER_LEAGUE;
          addEvent(world, { league, sport, competitors, startMs, top });
        }
        if (profile.model.kind === 'goals' && MAIN_SPORT_CODES.includes(sport.code) && tier === 0) {
          addEvent(world, { league, sport, competitors: pool.slice(0, 8), startMs: now + 120 * DAY_MS, outright: true });
        }
      }
    });
  }

  addJackpots(world, random, newCompetitors, now);

  // Live play already under way, so the site shows moving events from the first second.
  for (const code of MAIN_SPORT_CODES) {
    const profile = sportProfile(code);
    const sport = SPORTS.find((candidate) => candidate.code === code);
    // Spread over the sport's leagues (countries first), so the live filter has competitions and leagues to narrow.
    const leagues = world.leagues.filter((candidate) => candidate.sportCode === code);
    if (!sport || leagues.length === 0) continue;
    const target = liveTargetOf(world, code);
    // A short match can finish during its warm-up. A scaled world (SANDBOX_LIVE_EVENTS) starts
    // more until the sport has its target live (bounded, so it cannot loop); the usual world
    // is left exactly as it always was, since tests name its fixtures by id.
    const liveNow = () => activeEvents(world, 'live').filter((event) => event.sportCode === code).length;
    const topUp = world.liveScale !== 1;
    for (let index = 0; index < target * 2 && (index < target || (topUp && liveNow() < target)); index += 1) {
      const league = leagues[index % leagues.length] as League;
      const progress = ((index % target) + 0.5) / (target + 1);
      const elapsedGame = progress * expectedDurationSeconds(profile.model) * 0.8;
      const event = addEvent(world, { league, sport, competitors: newCompetitors(sport, 2), startMs: now - (elapsedGame / speed) * 1000 });
      startEvent(world, event);
      advanceEvent(world, event, elapsedGame, createRandom(`${seed}/warmup/${event.id}`), { publish: false });
    }
  }
  addTennisIndia(world, newCompetitors, now);
  return world;
}

/**
 * A tennis india league (spec 1's variant, offered by the wicket brand's sports_order): a
 * few prematch matches the feed sends as 'TENN-india', whose page lists markets in that
 * variant's order (core listsSetsWithMatch). Added last, with league id 9001, so every
 * fixture before it keeps the id tests know it by.
 */
function addTennisIndia(world: World, newCompetitors: (sport: Sport, count: number) => Competitor[], now: number): void {
  const tennis = SPORTS.find((sport) => sport.code === 'TENN');
  if (!tennis) return;
  const countryName = 'India';
  const league: League = { id: 9001, name: 'India Tennis Premier League', sportId: tennis.id, sportCode: tennis.code, countryId: 900 + COUNTRIES.indexOf(countryName), countryName, variant: 'india' };
  world.leagues.push(league);
  const players = newCompetitors(tennis, 8);
  for (let index = 0; index < 4; index += 1) {
    const startMs = now + (3 + index * 0.25) * DAY_MS;
    addEvent(world, { league, sport: tennis, competitors: [players[index * 2] as Competitor, players[index * 2 + 1] as Competitor], startMs });
  }
}

function pickDistinct<T>(random: Random, pool: readonly T[], count: number): T[] {
  const copy = [...pool];
  const picked: T[] = [];
  while (picked.length < count && copy.length > 0) picked.push(copy.splice(Math.floor(random.next() * copy.length), 1)[0] as T);
  return picked;
}

function addJackpots(world: World, random: Random, newCompetitors: (sport: Sport, count: number) => Competitor[], now: number): void {
  const football = SPORTS.find((sport) => sport.code === 'FOOT');
  const league = world.leagues.find((candidate) => candidate.sportCode === 'FOOT');
  if (!football || !league) return;
  const plans: { id: string; name: string; events: number; prize: number }[] = [
    { id: 'JP-WEEKEND-12', name: 'Weekend 12', events: 12, prize: 250000 },
    { id: 'JP-MIDWEEK-10', name: 'Midweek 10', events: 10, prize: 50000 },
    { id: 'JP-MEGA-13', name: 'Mega 13', events: 13, prize: 1000000 },
  ];
  for (const plan of plans) {
    const jackpot: Jackpot = { id: plan.id, name: plan.name, eventIds: [], unitStake: 1, prize: plan.prize, currency: 'EUR' };
    for (let index = 0; index < plan.events; index += 1) {
      const startMs = now + (2 + random.next()) * DAY_MS + index * 900_000;
      const event = addEvent(world, { league, sport: football, competitors: newCompetitors(football, 2), startMs, jackpotId: plan.id });
      // A jackpot coupon offers the match result only.
      event.markets = event.markets.filter((market) => market.spec.kind === 'match-result');
      jackpot.eventIds.push(event.id);
    }
    world.jackpots.push(jackpot);
  }
}
