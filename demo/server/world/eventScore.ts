import { tiebreakServer, type CourtSide, type CricketInnings, type TennisGame } from '../../../src/core/index';
import type { SportModel } from './sportProfiles';
import type { LiveState, SandboxEvent } from './worldTypes';

const SIDES: readonly [CourtSide, CourtSide] = ['home', 'away'];

/** Whether a set at these games is in its tie-break (tennis: 6-6 in a set capped at 7). */
export function isTiebreak(model: SportModel, [home, away]: readonly [number, number]): boolean {
  return model.kind === 'sets' && model.cap !== null && home === model.cap - 1 && away === model.cap - 1;
}

/**
 * Tennis: the game in play as the feed sends it (docs/api.md "Scoreboard fields"): points,
 * tie-break or not, and who serves the next point; null when no game is being played (the
 * match is over). Undefined for other sports, which do not send the field.
 */
export function currentTennisGame(event: SandboxEvent): TennisGame | null | undefined {
  const { model, state } = event;
  if (model.kind !== 'sets' || !model.tennisPoints || state.kind !== 'sets') return undefined;
  const game = state.game;
  if (event.phase !== 'live' || !game) return null;
  const tiebreak = isTiebreak(model, state.sets[state.sets.length - 1] ?? [0, 0]);
  const gameServer = SIDES[game.server];
  return { home: game.points[0], away: game.points[1], tiebreak, server: tiebreak ? tiebreakServer(gameServer, game.points[0] + game.points[1]) : gameServer };
}

/** Cricket: each innings' runs, wickets and balls (the home side bats first); undefined for other sports. */
export function cricketInningsOf(event: SandboxEvent): CricketInnings[] | undefined {
  const state = event.state;
  if (state.kind !== 'runs') return undefined;
  return state.innings.map((innings, index) => ({ side: SIDES[index === 0 ? 0 : 1], runs: innings.runs, wickets: innings.wickets, balls: innings.balls }));
}

/** Home and away totals of a goals or sets event (sets won), or innings runs for cricket. */
export function totals(state: LiveState): [number, number] {
  switch (state.kind) {
    case 'goals':
      return state.periodScores.reduce<[number, number]>(([h, a], [ph, pa]) => [h + ph, a + pa], [0, 0]);
    case 'sets':
      return state.setsWon;
    case 'runs':
      return [state.innings[0]?.runs ?? 0, state.innings[1]?.runs ?? 0];
    case 'race':
      return [0, 0];
  }
}

/** The per-period score lines of spec 4 (opponent, instance, key, score). */
export function periodScoreLines(event: SandboxEvent): { opponentId: string; instance: number; key: string; score: string }[] {
  const [home, away] = event.competitors;
  if (home === undefined || away === undefined) return [];
  const state = event.state;
  const key = event.model.kind === 'goals' || event.model.kind === 'sets' ? event.model.periodAbbreviation : 'PERIOD';
  const lines = (pairs: readonly [number, number][]) =>
    pairs.flatMap(([h, a], index) => [
      { opponentId: home.id, instance: index + 1, key, score: String(h) },
      { opponentId: away.id, instance: index + 1, key, score: String(a) },
    ]);
  if (state.kind === 'goals') return lines(state.periodScores);
  if (state.kind === 'sets') return lines(state.sets);
  if (state.kind === 'runs') return lines(state.innings.map((innings, index) => (index === 0 ? [innings.runs, 0] : [0, innings.runs])));
  return [];
}
