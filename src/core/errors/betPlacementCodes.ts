/** What a bet-placement RES code means (spec 8 "Bet-placement codes"). */
export type BetPlacementOutcome =
  | 'bet-change'
  | 'bet-suspended'
  | 'single-bet-or-event-suspended'
  | 'stake-greater-than-balance'
  | 'stake-above-maximum'
  | 'wagers-disallowed'
  | 'stake-below-minimum'
  | 'running-bet-greater-than-balance'
  | 'spread-changed'
  | 'rejected-by-attendant'
  | 'event-passed'
  | 'force-feed-error'
  | 'starting-price-not-allowed'
  | 'no-price-available'
  | 'timed-out'
  | 'outcomes-combined-not-allowed'
  | 'critical-combination-limit-reached'
  | 'free-bet-failed'
  | 'exception-occurred'
  | 'another-bet-in-progress'
  | 'number-of-bets-exceeded'
  | 'feed-alert-active'
  | 'unknown';

const RES_CODES: Readonly<Record<string, BetPlacementOutcome>> = Object.freeze({
  'RES-00152': 'bet-change',
  'RES-00048': 'bet-suspended',
  'RES-00109': 'bet-suspended',
  'RES-00108': 'single-bet-or-event-suspended',
  'RES-00056': 'stake-greater-than-balance',
  'RES-00034': 'stake-above-maximum',
  'RES-00103': 'wagers-disallowed',
  'RES-00140': 'stake-below-minimum',
  'RES-00057': 'running-bet-greater-than-balance',
  'RES-00153': 'spread-changed',
  'RES-00195': 'rejected-by-attendant',
  'RES-00047': 'event-passed',
  'RES-00046': 'force-feed-error',
  'RES-00100': 'starting-price-not-allowed',
  'RES-00098': 'no-price-available',
  'RES-00199': 'timed-out',
  'RES-00196': 'timed-out',
  'RES-00218': 'outcomes-combined-not-allowed',
  'RES-00233': 'critical-combination-limit-reached',
  'RES-00241': 'free-bet-failed',
  'RES-00049': 'exception-occurred',
  'RES-00246': 'another-bet-in-progress',
  'RES-00247': 'number-of-bets-exceeded',
  'RES-00249': 'feed-alert-active',
});

/** English text per outcome, written to tell the bettor what to do next. */
export const BET_PLACEMENT_MESSAGES: Readonly<Record<BetPlacementOutcome, string>> = Object.freeze({
  'bet-change': 'Your bet has changed. Please review it and place it again.',
  'bet-suspended': 'Betting is suspended on a selection. Remove it or wait for it to reopen.',
  'single-bet-or-event-suspended': 'A selection or its event is suspended. Remove it or wait for it to reopen.',
  'stake-greater-than-balance': 'Your stake is greater than your balance. Lower the stake or deposit.',
  'stake-above-maximum': 'Your stake is above the maximum. Lower the stake.',
  'wagers-disallowed': 'Betting is not allowed on this account.',
  'stake-below-minimum': 'Your stake is below the minimum. Raise the stake.',
  'running-bet-greater-than-balance': 'Your bets together exceed your balance. Lower the stakes or deposit.',
  'spread-changed': 'The line has changed. Please review the new line and place the bet again.',
  'rejected-by-attendant': 'Your bet was rejected by the trader.',
  'event-passed': 'The event has already started or finished.',
  'force-feed-error': 'The price could not be confirmed. Please try again.',
  'starting-price-not-allowed': 'Starting price is not allowed for this selection.',
  'no-price-available': 'No price is available for a selection.',
  'timed-out': 'Your bet timed out. Check My Bets before placing it again.',
  'outcomes-combined-not-allowed': 'These selections cannot be combined.',
  'critical-combination-limit-reached': 'The limit for this combination has been reached.',
  'free-bet-failed': 'The free bet could not be used.',
  'exception-occurred': 'Something went wrong placing your bet. Please try again.',
  'another-bet-in-progress': 'Another bet is being placed. Please wait for it to finish.',
  'number-of-bets-exceeded': 'Too many bets on the slip. Remove some selections.',
  'feed-alert-active': 'Prices are being updated. Please try again in a moment.',
  unknown: 'Your bet could not be placed.',
});

/** The meaning of a RES code; codes are matched case-insensitively, unknown ones are 'unknown'. */
export function betPlacementOutcome(code: string): BetPlacementOutcome {
  const key = code.trim().toUpperCase();
  return (Object.hasOwn(RES_CODES, key) ? RES_CODES[key] : undefined) ?? 'unknown';
}

/** The English message for a RES code (the 'unknown' message for a code not in spec 8's table). */
export function betPlacementMessage(code: string): string {
  return BET_PLACEMENT_MESSAGES[betPlacementOutcome(code)];
}
