/**
 * How each sport scores, so the simulator moves it like the real thing and the pricing
 * model can turn a score and a clock into probabilities.
 *
 *  - goals: two Poisson scorers over a fixed clock (football, ice hockey, basketball ...);
 *  - sets:  points make sets, sets make the match (tennis, volleyball, darts, e-sports);
 *  - runs:  cricket, overs of runs over innings;
 *  - race:  an outright field (horse racing, golf), one winner drawn at the end.
 */
export type SportModel =
  | {
      kind: 'goals';
      /** Mean score per team over the whole game. */
      meanPerTeam: number;
      periods: number;
      periodAbbreviation: string;
      /** Game seconds per period. */
      periodSeconds: number;
      threeWay: boolean;
    }
  | {
      kind: 'sets';
      setsToWin: number;
      pointsPerSet: number;
      winByTwo: boolean;
      /** Highest score a set can reach when win-by-two applies (tennis 7-6). */
      cap: number | null;
      periodAbbreviation: string;
      /** Game seconds per point (per game in tennis, whose points are `tennisPoints`). */
      pointSeconds: number;
      /**
       * Tennis: each game is played point by point (0, 15, 30, 40, deuce and advantage, a
       * tie-break at 6-6), the players serving in turn, `pointSeconds` of game time a point.
       * Without it a set's points are its units (a volleyball rally, a darts leg).
       */
      tennisPoints?: { pointSeconds: number };
    }
  | { kind: 'runs'; innings: number; oversPerInnings: number; runsPerOver: number; overSeconds: number }
  | { kind: 'race'; runners: number; durationSeconds: number; places: number };

export interface SportProfile {
  code: string;
  model: SportModel;
  /** Leagues per country and countries for the main sports; one league elsewhere. */
  countries: number;
  leaguesPerCountry: number;
  eventsPerLeague: number;
  /** Live events the simulator keeps running for this sport. */
  liveTarget: number;
  naming: 'clubs' | 'franchises' | 'players' | 'esports' | 'runners';
}

const goals = (meanPerTeam: number, periods: number, periodAbbreviation: string, periodMinutes: number, threeWay: boolean): SportModel => ({
  kind: 'goals',
  meanPerTeam,
  periods,
  periodAbbreviation,
  periodSeconds: periodMinutes * 60,
  threeWay,
});
const sets = (setsToWin: number, pointsPerSet: number, winByTwo: boolean, cap: number | null, periodAbbreviation: string, pointSeconds: number): SportModel => ({
  kind: 'sets',
  setsToWin,
  pointsPerSet,
  winByTwo,
  cap,
  periodAbbreviation,
  pointSeconds,
});

/** Best of three sets, a tie-break at 6-6; about 6.5 points a game at 7 s each, so a game still takes some 45 s. */
const TENNIS: SportModel = { kind: 'sets', setsToWin: 2, pointsPerSet: 6, winByTwo: true, cap: 7, periodAbbreviation: 'SETS', pointSeconds: 45, tennisPoints: { pointSeconds: 7 } };

const MAIN: readonly SportProfile[] = [
  { code: 'FOOT', model: goals(1.35, 2, 'HALF', 45, true), countries: 6, leaguesPerCountry: 2, eventsPerLeague: 8, liveTarget: 10, naming: 'clubs' },
  { code: 'BASK', model: goals(108, 4, 'QTR', 12, false), countries: 4, leaguesPerCountry: 1, eventsPerLeague: 8, liveTarget: 6, naming: 'franchises' },
  { code: 'TENN', model: TENNIS, countries: 3, leaguesPerCountry: 2, eventsPerLeague: 8, liveTarget: 8, naming: 'players' },
  { code: 'CRIC', model: { kind: 'runs', innings: 2, oversPerInnings: 20, runsPerOver: 8, overSeconds: 240 }, countries: 3, leaguesPerCountry: 1, eventsPerLeague: 6, liveTarget: 2, naming: 'clubs' },
  { code: 'ICEH', model: goals(3, 3, 'PERIOD', 20, true), countries: 3, leaguesPerCountry: 1, eventsPerLeague: 8, liveTarget: 4, naming: 'franchises' },
  { code: 'VOLL', model: sets(3, 25, true, null, 'SETS', 20), countries: 3, leaguesPerCountry: 1, eventsPerLeague: 6, liveTarget: 3, naming: 'clubs' },
  { code: 'TABL', model: sets(3, 11, true, null, 'GAMES', 12), countries: 2, leaguesPerCountry: 1, eventsPerLeague: 8, liveTarget: 5, naming: 'players' },
  { code: 'CSGO', model: sets(2, 13, false, null, 'MAP', 100), countries: 1, leaguesPerCountry: 2, eventsPerLeague: 6, liveTarget: 2, naming: 'esports' },
  { code: 'LOLS', model: sets(2, 1, false, null, 'MAP', 1800), countries: 1, leaguesPerCountry: 2, eventsPerLeague: 6, liveTarget: 2, naming: 'esports' },
  { code: 'DOTA', model: sets(2, 1, false, null, 'MAP', 2400), countries: 1, leaguesPerCountry: 2, eventsPerLeague: 6, liveTarget: 2, naming: 'esports' },
  { code: 'VALO', model: sets(2, 13, false, null, 'MAP', 100), countries: 1, leaguesPerCountry: 1, eventsPerLeague: 6, liveTarget: 1, naming: 'esports' },
  { code: 'DART', model: sets(3, 3, false, null, 'SETS', 150), countries: 2, leaguesPerCountry: 1, eventsPerLeague: 6, liveTarget: 2, naming: 'players' },
  { code: 'HAND', model: goals(28, 2, 'HALF', 30, true), countries: 3, leaguesPerCountry: 1, eventsPerLeague: 6, liveTarget: 2, naming: 'clubs' },
  { code: 'EFOT', model: goals(1.6, 2, 'HALF', 6, true), countries: 1, leaguesPerCountry: 1, eventsPerLeague: 8, liveTarget: 2, naming: 'esports' },
  { code: 'EBSK', model: goals(40, 4, 'QTR', 5, false), countries: 1, leaguesPerCountry: 1, eventsPerLeague: 8, liveTarget: 2, naming: 'esports' },
  { code: 'GOLF', model: { kind: 'race', runners: 12, durationSeconds: 4 * 3600, places: 5 }, countries: 2, leaguesPerCountry: 1, eventsPerLeague: 2, liveTarget: 0, naming: 'players' },
  { code: 'HORS', model: { kind: 'race', runners: 10, durationSeconds: 120, places: 3 }, countries: 3, leaguesPerCountry: 2, eventsPerLeague: 8, liveTarget: 0, naming: 'runners' },
  { code: 'GREY', model: { kind: 'race', runners: 6, durationSeconds: 30, places: 2 }, countries: 2, leaguesPerCountry: 1, eventsPerLeague: 8, liveTarget: 0, naming: 'runners' },
];

const MAIN_BY_CODE = new Map(MAIN.map((profile) => [profile.code, profile]));

/** Sports outside the main set: one league, a few head-to-head events, no live play. */
function minorProfile(code: string): SportProfile {
  return { code, model: goals(2, 2, 'HALF', 30, false), countries: 1, leaguesPerCountry: 1, eventsPerLeague: 2, liveTarget: 0, naming: 'clubs' };
}

export function sportProfile(code: string): SportProfile {
  return MAIN_BY_CODE.get(code) ?? minorProfile(code);
}

export const MAIN_SPORT_CODES: readonly string[] = MAIN.map((profile) => profile.code);

/** Game seconds a fixture is expected to last, for start-time spacing and settlement. */
export function expectedDurationSeconds(model: SportModel): number {
  switch (model.kind) {
    case 'goals':
      return model.periods * model.periodSeconds;
    case 'sets':
      return (model.setsToWin * 2 - 1) * model.pointsPerSet * 1.6 * model.pointSeconds;
    case 'runs':
      return model.innings * model.oversPerInnings * model.overSeconds;
    case 'race':
      return model.durationSeconds;
  }
}
