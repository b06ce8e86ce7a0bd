import type { LiveState, SandboxEvent } from './worldTypes';

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
