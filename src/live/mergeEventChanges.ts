import { mergePeriodScores } from '../core';
import type { EventChangePayload } from './decodeFeedChange';

/**
 * Two changes of one event that arrive within one frame, as one: what the later one sends
 * wins, what it leaves out is the earlier one's. A feed may send an event's clock in one
 * change and its score in the next; keeping only the last would drop the score until the
 * next goal.
 */
export function mergeEventChanges(earlier: EventChangePayload, later: EventChangePayload): EventChangePayload {
  const merged: EventChangePayload = { ...earlier };
  for (const [field, value] of Object.entries(later) as [keyof EventChangePayload, unknown][]) {
    if (value !== undefined) (merged as unknown as Record<string, unknown>)[field] = value;
  }
  if (earlier.scoresPerPeriod && later.scoresPerPeriod) merged.scoresPerPeriod = [...mergePeriodScores(earlier.scoresPerPeriod, later.scoresPerPeriod)];
  // An end stays an end: a late LIVE in the same frame does not bring the event back.
  if (earlier.status === 'END_OF_EVENT' && later.status === 'LIVE') merged.status = 'END_OF_EVENT';
  return merged;
}
