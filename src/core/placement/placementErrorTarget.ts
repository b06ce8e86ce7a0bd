import { betPlacementOutcome, type BetPlacementOutcome } from '../errors/betPlacementCodes';

/** Where a placement error is shown: inside the bet row it concerns, or at the top of the slip. */
export type PlacementErrorTarget = { where: 'bet'; ref: string } | { where: 'slip' };

/**
 * Codes about the account or the slip as a whole: shown at the top even when the server
 * names a bet, because no single row can fix them (the balance, the account, another slip).
 */
const SLIP_WIDE: ReadonlySet<BetPlacementOutcome> = new Set<BetPlacementOutcome>([
  'stake-greater-than-balance',
  'running-bet-greater-than-balance',
  'wagers-disallowed',
  'another-bet-in-progress',
  'number-of-bets-exceeded',
  'timed-out',
]);

/**
 * Spec 8 "on the slip or the selection it concerns": a RES code with the ref of a bet on
 * the slip (sel1, mul1, 058 ...) shows in that row, unless it is about the whole slip;
 * everything else (no ref, a ref no longer on the slip, a transport error id) at the top.
 */
export function placementErrorTarget(error: { code: string; ref?: string | undefined }, refsOnSlip: readonly string[]): PlacementErrorTarget {
  const outcome = betPlacementOutcome(error.code);
  if (error.ref && refsOnSlip.includes(error.ref) && !SLIP_WIDE.has(outcome)) return { where: 'bet', ref: error.ref };
  return { where: 'slip' };
}

/** What the bettor can do about an error, beyond reading it. */
export type PlacementRemedy = 'accept-new-prices' | 'check-my-bets' | 'deposit' | null;

/**
 * RES-00152 (bet change) and RES-00153 (spread changed) offer the new prices; a timed-out
 * bet may have been taken, so the bettor checks My Bets before placing again; a stake the
 * balance does not cover (RES-00056, RES-00057) offers the way to deposit.
 */
export function placementRemedy(code: string): PlacementRemedy {
  const outcome = betPlacementOutcome(code);
  if (outcome === 'bet-change' || outcome === 'spread-changed') return 'accept-new-prices';
  if (outcome === 'timed-out') return 'check-my-bets';
  if (outcome === 'stake-greater-than-balance' || outcome === 'running-bet-greater-than-balance') return 'deposit';
  return null;
}
