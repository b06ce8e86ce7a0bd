import { dec, toNumber } from '../decimal/exact';

/** A pick on a jackpot coupon (spec 3 "Jackpot bet" singles): an outcome of the event at `ordinal`, 1..N. */
export interface JackpotPick {
  outcomeId: string;
  ordinal: number;
}

/** A usable number of events: a whole number of at least 1, else null. */
function usableEventCount(eventCount: number): number | null {
  return Number.isSafeInteger(eventCount) && eventCount >= 1 ? eventCount : null;
}

/**
 * Distinct picks per ordinal 1..eventCount. A repeated pick (same ordinal and outcome)
 * counts once; a pick whose ordinal is not one of the coupon's events is ignored.
 */
function picksPerOrdinal(eventCount: number, picks: readonly JackpotPick[]): Map<number, number> {
  const counts = new Map<number, number>();
  const seen = new Set<string>();
  for (const pick of picks) {
    if (!Number.isInteger(pick.ordinal) || pick.ordinal < 1 || pick.ordinal > eventCount) continue;
    const key = `${pick.ordinal}\u0000${pick.outcomeId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    counts.set(pick.ordinal, (counts.get(pick.ordinal) ?? 0) + 1);
  }
  return counts;
}

/**
 * Spec 4: complete when every ordinal from 1 to the number of events has at least one
 * pick. A coupon without events (eventCount not a whole number of at least 1) is never
 * complete.
 */
export function isJackpotComplete(eventCount: number, picks: readonly JackpotPick[]): boolean {
  const events = usableEventCount(eventCount);
  if (events === null) return false;
  return picksPerOrdinal(events, picks).size === events;
}

/**
 * Bets on the coupon (spec 3 noOfBets): every combination of one pick per event, so the
 * product of picks per event (1 x 2 x 3 = 6 lines). 0 until the coupon is complete: an
 * incomplete coupon cannot be placed, and a partial product would suggest it can.
 */
export function jackpotNumberOfBets(eventCount: number, picks: readonly JackpotPick[]): number {
  const events = usableEventCount(eventCount);
  if (events === null) return 0;
  const counts = picksPerOrdinal(events, picks);
  if (counts.size !== events) return 0;
  let bets = 1;
  for (const count of counts.values()) bets *= count;
  return bets;
}

/**
 * Spec 3 jackpotTotalStake = globalStake x noOfBets, exactly (0.1 x 3 is 0.3, not
 * 0.30000000000000004). 0 for an incomplete coupon or an unusable stake.
 */
export function jackpotTotalStake(globalStake: number, eventCount: number, picks: readonly JackpotPick[]): number {
  if (!Number.isFinite(globalStake) || globalStake <= 0) return 0;
  return toNumber(dec(globalStake).times(jackpotNumberOfBets(eventCount, picks)));
}

/**
 * How many of the coupon's events still have no pick (the "3 of 8 left" the coupon shows
 * until it is complete). Picks outside 1..N do not count; without events, 0.
 */
export function jackpotEventsLeft(eventCount: number, picks: readonly JackpotPick[]): number {
  const events = usableEventCount(eventCount);
  if (events === null) return 0;
  return events - picksPerOrdinal(events, picks).size;
}
