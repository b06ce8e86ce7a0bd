/**
 * Cricket's scoreboard figures: each innings' runs, wickets and balls bowled, sent by the
 * feed as `cricketInnings` (a documented extension: docs/api.md "Scoreboard fields"), and
 * the overs they make (87 balls are 14.3 overs: fourteen overs and three balls).
 */
import type { CourtSide } from './tennisGame';

export interface CricketInnings {
  /** The side batting in this innings. */
  side: CourtSide;
  runs: number;
  wickets: number;
  /** Legal balls bowled in the innings. */
  balls: number;
}

export const BALLS_PER_OVER = 6;
/** A side is all out at ten wickets. */
export const ALL_OUT_WICKETS = 10;

const isCount = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** Overs as cricket writes them: completed overs, a dot, the balls of the over in progress ('14.3', '20.0'). */
export function formatOvers(balls: number): string {
  if (!Number.isInteger(balls) || balls < 0) throw new RangeError(`formatOvers: ${balls} is not a count of balls.`);
  return `${Math.floor(balls / BALLS_PER_OVER)}.${balls % BALLS_PER_OVER}`;
}

/** An innings' score as runs/wickets ('145/3'). */
export function inningsScore(innings: Pick<CricketInnings, 'runs' | 'wickets'>): string {
  return `${innings.runs}/${innings.wickets}`;
}

/**
 * The feed's `cricketInnings`, in playing order; `undefined` when it cannot be read (not
 * a list, or an innings with a count that is not a whole number, wickets past ten, a side
 * that is neither), so the event keeps what it had. One bad innings spoils the list: a
 * scoreboard missing the first innings would show the second as the first.
 */
export function readCricketInnings(value: unknown): CricketInnings[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const innings: CricketInnings[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { side, runs, wickets, balls } = entry as Record<string, unknown>;
    if ((side !== 'home' && side !== 'away') || !isCount(runs, 9999) || !isCount(wickets, ALL_OUT_WICKETS) || !isCount(balls, 9999)) return undefined;
    innings.push({ side, runs, wickets, balls });
  }
  return innings;
}
