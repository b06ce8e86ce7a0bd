/**
 * Tennis inside a set: the points of the game being played and who serves it. The feed
 * sends raw point counts (`currentGame`, a documented extension: docs/api.md "Scoreboard
 * fields"); their names (0, 15, 30, 40, AD) are the product's, so both the sandbox, which
 * plays the points, and the scoreboard, which names them, count with these functions.
 */

export type CourtSide = 'home' | 'away';

export interface TennisGame {
  /** Points won in the current game (tie-break points in a tie-break). */
  home: number;
  away: number;
  /** The game is a tie-break (6-6 in a set): its points are counted 1, 2, 3 ..., first to 7 by two. */
  tiebreak: boolean;
  /** Who serves the next point. */
  server: CourtSide;
}

/** The points a game or a tie-break is played to (won by two clear points). */
export const GAME_POINTS = 4;
export const TIEBREAK_POINTS = 7;

const POINT_NAMES = ['0', '15', '30', '40'] as const;

const isPointCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 99;

/** Who has won the game (or tie-break) at this score, or null while it goes on. */
export function tennisGameWinner(home: number, away: number, tiebreak: boolean): CourtSide | null {
  const target = tiebreak ? TIEBREAK_POINTS : GAME_POINTS;
  if (home >= target && home - away >= 2) return 'home';
  if (away >= target && away - home >= 2) return 'away';
  return null;
}

/**
 * The names of the score of a game being played: '0', '15', '30', '40', then deuce as
 * 40-40 and the advantage as AD-40; a tie-break's points as numbers. Null for a score no
 * game in play can have (one already won, a count past the win), so a scoreboard never
 * names a wrong score.
 */
export function tennisPointNames(game: Pick<TennisGame, 'home' | 'away' | 'tiebreak'>): { home: string; away: string } | null {
  const { home, away, tiebreak } = game;
  if (!isPointCount(home) || !isPointCount(away) || tennisGameWinner(home, away, tiebreak) !== null) return null;
  if (tiebreak) return { home: String(home), away: String(away) };
  // Past deuce only the lead counts: a lead of more than one would have won the game.
  if (home >= 3 && away >= 3) {
    if (home === away) return { home: '40', away: '40' };
    return home > away ? { home: 'AD', away: '40' } : { home: '40', away: 'AD' };
  }
  // Below deuce a side with 4 or more points has won (caught above).
  return { home: POINT_NAMES[home] ?? '', away: POINT_NAMES[away] ?? '' };
}

/**
 * Who serves the next point of a tie-break: the player whose turn it was serves the first
 * point, then each serves two in turn.
 */
export function tiebreakServer(firstServer: CourtSide, pointsPlayed: number): CourtSide {
  const other: CourtSide = firstServer === 'home' ? 'away' : 'home';
  return Math.floor((pointsPlayed + 1) / 2) % 2 === 0 ? firstServer : other;
}

/**
 * The feed's `currentGame`: the game, `null` when the feed says no game is being played
 * (before the first serve, after the match), `undefined` when the value cannot be read
 * (a count that is not a whole number, a server that is neither side, a game already won),
 * so the event keeps what it had, as for any unreadable live field.
 */
export function readTennisGame(value: unknown): TennisGame | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const { home, away, server } = record;
  const tiebreak = record.tiebreak === true;
  if (!isPointCount(home) || !isPointCount(away) || (server !== 'home' && server !== 'away')) return undefined;
  if (tennisGameWinner(home, away, tiebreak) !== null) return undefined;
  return { home, away, tiebreak, server };
}
