import type { EventClock, PeriodScore, SportEvent } from '../catalogue/entities';

/** The live changes an event receives (spec 4 "Live event updates"). */
export type LiveEventChange =
  | { type: 'clock'; clock: EventClock }
  | { type: 'end-of-event' }
  | { type: 'scores'; scoresPerPeriod: readonly PeriodScore[]; scores?: Readonly<Record<string, string>>; currentPeriodAbbreviation?: string; currentPeriodNumber?: number }
  | { type: 'market-count'; liveOpenMarketCount: number }
  | { type: 'cricket-outcomes'; cricketOutcomes: readonly string[] };

const scoreKey = (score: PeriodScore): string => `${score.opponentId}|${score.instance}|${score.key}`;

/**
 * Merges per-period scores by opponent, period instance and period key: an incoming line
 * replaces the line with the same three, new lines are added, and lines the change does
 * not mention are kept (a change carries only the periods that moved).
 */
export function mergePeriodScores(current: readonly PeriodScore[], incoming: readonly PeriodScore[]): PeriodScore[] {
  const merged = new Map(current.map((score) => [scoreKey(score), score]));
  for (const score of incoming) merged.set(scoreKey(score), score);
  return [...merged.values()];
}

/**
 * Applies one live change to an event, immutably. END_OF_EVENT (as a change, or as a clock
 * status) marks the event finished. A market count that is not a whole number >= 0 is
 * ignored rather than shown.
 */
export function applyLiveChange<T extends SportEvent>(event: T, change: LiveEventChange): T {
  switch (change.type) {
    case 'clock':
      return { ...event, clock: change.clock, isFinished: event.isFinished === true || change.clock.status === 'END_OF_EVENT' };
    case 'end-of-event':
      return event.isFinished === true ? event : { ...event, isFinished: true };
    case 'scores':
      return {
        ...event,
        scoresPerPeriod: mergePeriodScores(event.scoresPerPeriod ?? [], change.scoresPerPeriod),
        ...(change.scores ? { scores: { ...event.scores, ...change.scores } } : {}),
        ...(change.currentPeriodAbbreviation !== undefined ? { currentPeriodAbbreviation: change.currentPeriodAbbreviation } : {}),
        ...(change.currentPeriodNumber !== undefined ? { currentPeriodNumber: change.currentPeriodNumber } : {}),
      };
    case 'market-count':
      if (!Number.isInteger(change.liveOpenMarketCount) || change.liveOpenMarketCount < 0) return event;
      return event.liveOpenMarketCount === change.liveOpenMarketCount ? event : { ...event, liveOpenMarketCount: change.liveOpenMarketCount };
    case 'cricket-outcomes':
      return { ...event, cricketOutcomes: change.cricketOutcomes };
  }
}
