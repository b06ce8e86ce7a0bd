import type { EventClock, PeriodScore, SportEvent } from '../catalogue/entities';

/** The live changes an event receives (spec 4 "Live event updates"). */
export type LiveEventChange =
  | { type: 'clock'; clock: EventClock }
  | { type: 'end-of-event' }
  | {
      type: 'scores';
      /** Only the period lines that moved; the rest are kept. */
      scoresPerPeriod: readonly PeriodScore[];
      /** Opponent id -> total score; merged over the current totals. */
      scores?: Readonly<Record<string, string>>;
      currentPeriod?: string;
      currentPeriodAbbreviation?: string;
      currentPeriodNumber?: number;
    }
  | { type: 'market-count'; liveOpenMarketCount: number }
  | { type: 'cricket-outcomes'; cricketOutcomes: readonly string[] };

/** The clock status the feed sends when an event is over. */
export const END_OF_EVENT = 'END_OF_EVENT';

const scoreKey = (score: PeriodScore): string => JSON.stringify([score.opponentId, score.instance, score.key]);
const isUsableScore = (score: PeriodScore): boolean => Number.isFinite(score.instance);
const sameScore = (a: PeriodScore | undefined, b: PeriodScore): boolean => a !== undefined && a.score === b.score && scoreKey(a) === scoreKey(b);

/**
 * Spec 4: merges per-period scores by opponent, period instance and period key. An
 * incoming line replaces the line with the same three in its place, new lines are added
 * at the end, and lines the change does not mention are kept (a change carries only the
 * periods that moved). A line whose instance is not a number is skipped. Returns
 * `current` itself when nothing changed.
 */
export function mergePeriodScores(current: readonly PeriodScore[], incoming: readonly PeriodScore[]): readonly PeriodScore[] {
  const before = new Map(current.map((score) => [scoreKey(score), score]));
  const merged = new Map(before);
  for (const score of incoming) if (isUsableScore(score)) merged.set(scoreKey(score), score);
  // Compared once at the end: a change may carry the same line twice, and only the last counts.
  const changed = merged.size !== before.size || [...merged].some(([key, score]) => !sameScore(before.get(key), score));
  if (!changed) return current;
  return [...merged].map(([key, score]) => (sameScore(before.get(key), score) ? (before.get(key) ?? score) : score));
}

const isClockNumber = (value: number | undefined): boolean => value === undefined || (Number.isFinite(value) && value >= 0);
const sameClock = (a: EventClock | null | undefined, b: EventClock): boolean =>
  a !== null && a !== undefined && a.status === b.status && a.minutes === b.minutes && a.seconds === b.seconds;
const sameStrings = (a: readonly string[] | undefined, b: readonly string[]): boolean => a !== undefined && a.length === b.length && a.every((value, index) => value === b[index]);

function applyScores<T extends SportEvent>(event: T, change: Extract<LiveEventChange, { type: 'scores' }>): T {
  const current = event.scoresPerPeriod ?? [];
  const scoresPerPeriod = mergePeriodScores(current, change.scoresPerPeriod);
  const scoresMoved = change.scores !== undefined && Object.entries(change.scores).some(([opponentId, score]) => event.scores?.[opponentId] !== score);
  const period = {
    ...(change.currentPeriod !== undefined && change.currentPeriod !== event.currentPeriod ? { currentPeriod: change.currentPeriod } : {}),
    ...(change.currentPeriodAbbreviation !== undefined && change.currentPeriodAbbreviation !== event.currentPeriodAbbreviation
      ? { currentPeriodAbbreviation: change.currentPeriodAbbreviation }
      : {}),
    ...(change.currentPeriodNumber !== undefined && Number.isFinite(change.currentPeriodNumber) && change.currentPeriodNumber !== event.currentPeriodNumber
      ? { currentPeriodNumber: change.currentPeriodNumber }
      : {}),
  };
  if (scoresPerPeriod === current && !scoresMoved && Object.keys(period).length === 0) return event;
  return {
    ...event,
    ...(scoresPerPeriod === current ? {} : { scoresPerPeriod }),
    ...(scoresMoved ? { scores: { ...event.scores, ...change.scores } } : {}),
    ...period,
  };
}

/**
 * Applies one live change to an event, immutably; the same event object comes back when
 * the change changes nothing. END_OF_EVENT, as a change or as a clock status, marks the
 * event finished, and a finished event stays finished (a late clock tick still sets the
 * clock but cannot revive it). A change carrying an unusable number (a clock minute that is
 * negative or not finite, a market count that is not a whole number >= 0) is ignored rather than shown.
 */
export function applyLiveChange<T extends SportEvent>(event: T, change: LiveEventChange): T {
  switch (change.type) {
    case 'clock': {
      const { clock } = change;
      if (!isClockNumber(clock.minutes) || !isClockNumber(clock.seconds)) return event;
      const isFinished = event.isFinished === true || clock.status === END_OF_EVENT;
      if (sameClock(event.clock, clock) && isFinished === (event.isFinished === true)) return event;
      return { ...event, clock, isFinished };
    }
    case 'end-of-event':
      return event.isFinished === true ? event : { ...event, isFinished: true };
    case 'scores':
      return applyScores(event, change);
    case 'market-count': {
      const count = change.liveOpenMarketCount;
      if (!Number.isInteger(count) || count < 0 || event.liveOpenMarketCount === count) return event;
      return { ...event, liveOpenMarketCount: count };
    }
    case 'cricket-outcomes':
      return sameStrings(event.cricketOutcomes, change.cricketOutcomes) ? event : { ...event, cricketOutcomes: change.cricketOutcomes };
  }
}

/** Applies changes in order; the same event when none changed it. */
export function applyLiveChanges<T extends SportEvent>(event: T, changes: readonly LiveEventChange[]): T {
  return changes.reduce((current, change) => applyLiveChange(current, change), event);
}
