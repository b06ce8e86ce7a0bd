import { dec, toNumber } from '../decimal/exact';

/** A pick on a jackpot coupon: an outcome of the event at `ordinal` (1..N). */
export interface JackpotPick {
  outcomeId: string;
  ordinal: number;
}

function picksPerOrdinal(picks: readonly JackpotPick[]): Map<number, number> {
  const counts = new Map<number, number>();
  const seen = new Set<string>();
  for (const pick of picks) {
    const key = `${pick.ordinal}:${pick.outcomeId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    counts.set(pick.ordinal, (counts.get(pick.ordinal) ?? 0) + 1);
  }
  return counts;
}

/** Spec 4: complete when every ordinal from 1 to the number of events has a pick. */
export function isJackpotComplete(eventCount: number, picks: readonly JackpotPick[]): boolean {
  if (!Number.isInteger(eventCount) || eventCount < 1) return false;
  const counts = picksPerOrdinal(picks);
  for (let ordinal = 1; ordinal <= eventCount; ordinal += 1) if (!counts.has(ordinal)) return false;
  return true;
}

/**
 * Bets on the coupon: the product of picks per event (two picks on one event and three on
 * another make 6 lines). 0 until the coupon is complete: an incomplete coupon cannot be
 * placed, and showing a partial product would suggest it can. A repeated pick counts once.
 */
export function jackpotNumberOfBets(eventCount: number, picks: readonly JackpotPick[]): number {
  if (!isJackpotComplete(eventCount, picks)) return 0;
  const counts = picksPerOrdinal(picks);
  let bets = 1;
  for (let ordinal = 1; ordinal <= eventCount; ordinal += 1) bets *= counts.get(ordinal) ?? 0;
  return bets;
}

/** jackpotTotalStake = globalStake x number of bets, exactly. */
export function jackpotTotalStake(globalStake: number, eventCount: number, picks: readonly JackpotPick[]): number {
  if (!Number.isFinite(globalStake) || globalStake <= 0) return 0;
  return toNumber(dec(globalStake).times(jackpotNumberOfBets(eventCount, picks)));
}
