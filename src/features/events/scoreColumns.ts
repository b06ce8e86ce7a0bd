import type { PeriodScore } from '../../core';

export interface ScoreColumn {
  /** The period abbreviation the feed scores it under (HALF, SETS, QTR, PERIOD ...). */
  key: string;
  instance: number;
}

/**
 * The per-period columns of a live scoreboard: one per period key and instance the feed
 * has scored, keys in the order the feed first uses them, instances ascending.
 */
export function scoreColumns(scores: readonly PeriodScore[]): ScoreColumn[] {
  const keys: string[] = [];
  const instances = new Map<string, Set<number>>();
  for (const score of scores) {
    if (!instances.has(score.key)) {
      keys.push(score.key);
      instances.set(score.key, new Set());
    }
    instances.get(score.key)?.add(score.instance);
  }
  return keys.flatMap((key) => [...(instances.get(key) ?? [])].sort((a, b) => a - b).map((instance) => ({ key, instance })));
}

/** One opponent's score in one column; '' when the feed has not scored it. */
export function periodScore(scores: readonly PeriodScore[], opponentId: string, column: ScoreColumn): string {
  return scores.find((score) => score.opponentId === opponentId && score.key === column.key && score.instance === column.instance)?.score ?? '';
}

/** The `events` text key of the scoreboard's header over the totals: sets for a tennis-like sport, runs for cricket, else the total. */
export function scoreTotalKey(layout: string): 'score.sets' | 'score.runs' | 'score.total' {
  return layout === 'secondary' ? 'score.sets' : layout === 'cricket' ? 'score.runs' : 'score.total';
}
