/**
 * One bet's cash out, from the offer on screen to the result (issue 8, spec 3 "My Bets
 * state": betsInConfirmationState, betsInCountdownState; spec 9 cashout_timeout).
 *
 * idle -> confirming (the bettor asked; a second tap or the dialog confirms)
 *      -> counting-down (the operator holds the request for cashout_timeout)
 *      -> cashed-out | value-changed (confirm the new value) | price-changing (a price of
 *         the bet was moving: nothing happened, ask again once the new value shows)
 *         | unavailable | failed.
 * Amounts are the operator's exact figures, carried unchanged.
 */
export type CashOutState =
  | { phase: 'idle' }
  | { phase: 'confirming'; value: number }
  | { phase: 'counting-down'; value: number; startedAt: number; durationMs: number }
  | { phase: 'value-changed'; value: number }
  | { phase: 'price-changing' }
  | { phase: 'unavailable' }
  | { phase: 'cashed-out'; value: number }
  | { phase: 'failed'; value: number };

export type CashOutAction =
  | { type: 'request'; value: number }
  | { type: 'cancel' }
  | { type: 'confirm'; now: number; durationMs: number }
  | { type: 'succeeded'; value: number }
  | { type: 'value-changed'; value: number }
  | { type: 'price-changing' }
  | { type: 'unavailable' }
  | { type: 'failed' };

export const IDLE_CASH_OUT: CashOutState = Object.freeze({ phase: 'idle' });

/** The bet is open and nothing is under way: a new offer can be taken up (from rest, or after a refusal). */
export function cashOutCanStart(state: CashOutState): boolean {
  return state.phase === 'idle' || state.phase === 'price-changing' || state.phase === 'unavailable' || state.phase === 'failed';
}

/** Actions that do not apply in a phase return the same state (a double tap changes nothing). */
export function cashOutReducer(state: CashOutState, action: CashOutAction): CashOutState {
  switch (action.type) {
    case 'request':
      return cashOutCanStart(state) ? { phase: 'confirming', value: action.value } : state;
    case 'cancel':
      return state.phase === 'confirming' || state.phase === 'value-changed' || cashOutCanStart(state) ? IDLE_CASH_OUT : state;
    case 'confirm':
      return state.phase === 'confirming' || state.phase === 'value-changed' ? { phase: 'counting-down', value: state.value, startedAt: action.now, durationMs: action.durationMs } : state;
    case 'succeeded':
      return state.phase === 'counting-down' ? { phase: 'cashed-out', value: action.value } : state;
    case 'value-changed':
      return state.phase === 'counting-down' ? { phase: 'value-changed', value: action.value } : state;
    case 'price-changing':
      return state.phase === 'counting-down' ? { phase: 'price-changing' } : state;
    case 'unavailable':
      return state.phase === 'counting-down' ? { phase: 'unavailable' } : state;
    case 'failed':
      return state.phase === 'counting-down' ? { phase: 'failed', value: state.value } : state;
  }
}

/** Whole seconds left of the countdown (rounded up, never below 0), for the progress text. */
export function cashOutSecondsLeft(state: CashOutState, now: number): number {
  if (state.phase !== 'counting-down') return 0;
  return Math.max(0, Math.ceil((state.startedAt + state.durationMs - now) / 1000));
}

/** The countdown's progress from 0 to 1, for a progress bar. */
export function cashOutProgress(state: CashOutState, now: number): number {
  if (state.phase !== 'counting-down') return state.phase === 'cashed-out' ? 1 : 0;
  if (state.durationMs <= 0) return 1;
  return Math.min(1, Math.max(0, (now - state.startedAt) / state.durationMs));
}
