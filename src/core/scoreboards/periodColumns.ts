/**
 * The period columns of a basketball or football scoreboard: every regular period from
 * the start (Q1 to Q4, both halves), so the board keeps its shape as the game goes, then
 * whatever extra periods the feed has scored (overtimes, extra time, penalties). Each
 * column carries both sides' scores from spec 3 `scoresPerPeriod` and whether it is the
 * period being played (`currentPeriodAbbreviation` and `currentPeriodNumber`).
 */
import type { PeriodScore } from '../catalogue/entities';

export type PeriodColumnKind = 'quarter' | 'overtime' | 'half' | 'extra-time' | 'extra-time-half' | 'penalties';

export interface PeriodColumn {
  /** The feed's period key and instance this column shows. */
  key: string;
  instance: number;
  kind: PeriodColumnKind;
  /** The number shown with the kind: Q3 is quarter 3, OT2 the second overtime. */
  number: number;
  /** The period in play now. */
  current: boolean;
  /** Each side's score in it; '' before the feed scores it. */
  home: string;
  away: string;
}

export interface PeriodBoardInput {
  scoresPerPeriod: readonly PeriodScore[];
  opponents: readonly { id: string; home: boolean }[];
  currentPeriodAbbreviation: string | null;
  currentPeriodNumber: number | null;
  /** Only a game in play has a current period (a finished one keeps its last abbreviation). */
  inPlay: boolean;
}

export type PeriodBoardSport = 'basketball' | 'football';

const REGULAR: Readonly<Record<PeriodBoardSport, { key: string; count: number; kind: PeriodColumnKind }>> = {
  basketball: { key: 'QTR', count: 4, kind: 'quarter' },
  football: { key: 'HALF', count: 2, kind: 'half' },
};

/** Extra periods by feed key, in the order they are played. */
const EXTRA: Readonly<Record<PeriodBoardSport, readonly { key: string; kind: PeriodColumnKind }[]>> = {
  basketball: [{ key: 'ET', kind: 'overtime' }],
  football: [
    { key: 'ET', kind: 'extra-time' },
    { key: 'ET_HALF', kind: 'extra-time-half' },
    { key: 'PENS', kind: 'penalties' },
  ],
};

function scoreOf(scores: readonly PeriodScore[], opponentId: string | undefined, key: string, instance: number): string {
  if (opponentId === undefined) return '';
  return scores.find((score) => score.opponentId === opponentId && score.key === key && score.instance === instance)?.score ?? '';
}

const instancesOf = (scores: readonly PeriodScore[], key: string): number[] => [...new Set(scores.filter((score) => score.key === key && Number.isInteger(score.instance) && score.instance > 0).map((score) => score.instance))].sort((a, b) => a - b);

/**
 * The columns of a basketball board (Q1-Q4, then OT: a quarter past the fourth or an ET
 * period, as feeds send overtime either way) or a football board (both halves, then extra
 * time and penalties).
 */
export function periodColumns(sport: PeriodBoardSport, input: PeriodBoardInput): PeriodColumn[] {
  const { scoresPerPeriod, opponents, currentPeriodAbbreviation, currentPeriodNumber, inPlay } = input;
  const home = opponents.find((opponent) => opponent.home)?.id;
  const away = opponents.find((opponent) => !opponent.home)?.id;
  const regular = REGULAR[sport];
  const column = (key: string, instance: number, kind: PeriodColumnKind, number: number): PeriodColumn => ({
    key,
    instance,
    kind,
    number,
    current: inPlay && currentPeriodAbbreviation === key && currentPeriodNumber === instance,
    home: scoreOf(scoresPerPeriod, home, key, instance),
    away: scoreOf(scoresPerPeriod, away, key, instance),
  });
  const columns: PeriodColumn[] = [];
  const regularInstances = new Set([...Array.from({ length: regular.count }, (_, index) => index + 1), ...instancesOf(scoresPerPeriod, regular.key)]);
  // The period in play is a column even before the feed scores it.
  if (currentPeriodAbbreviation === regular.key && currentPeriodNumber !== null && currentPeriodNumber > 0) regularInstances.add(currentPeriodNumber);
  for (const instance of [...regularInstances].sort((a, b) => a - b)) {
    const overtime = sport === 'basketball' && instance > regular.count;
    columns.push(column(regular.key, instance, overtime ? 'overtime' : regular.kind, overtime ? instance - regular.count : instance));
  }
  const overtimesSoFar = columns.filter((entry) => entry.kind === 'overtime').length;
  for (const extra of EXTRA[sport]) {
    const instances = new Set(instancesOf(scoresPerPeriod, extra.key));
    if (currentPeriodAbbreviation === extra.key && currentPeriodNumber !== null && currentPeriodNumber > 0) instances.add(currentPeriodNumber);
    for (const instance of [...instances].sort((a, b) => a - b)) columns.push(column(extra.key, instance, extra.kind, extra.kind === 'overtime' ? overtimesSoFar + instance : instance));
  }
  return columns;
}
