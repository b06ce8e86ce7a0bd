import type { LoginState } from './loginStatusSession';

/**
 * Franco-mode notifications: the session's own news the player should not miss, kept
 * small. A session that ended on its own (the token was refused or ran out) and a
 * balance that changed after the first figure (a deposit, a win, a bet elsewhere).
 * Logging in and out by the player's own hand are announced, not kept.
 */
export type LoginStatusNotification = { readonly kind: 'session-ended' } | { readonly kind: 'balance-updated'; readonly balance: number; readonly currency: string; readonly places: number };

/** Newest first; older ones drop off so the list never grows without bound. */
export const MAX_NOTIFICATIONS = 5;

export function notificationFor(previous: LoginState, next: LoginState): LoginStatusNotification | null {
  if (next.status === 'logged-out' && previous.status !== 'logged-out' && (next.reason === 'unauthorized' || next.reason === 'jwe_token_expired')) {
    return { kind: 'session-ended' };
  }
  if (previous.status === 'logged-in' && next.status === 'logged-in' && previous.accountId === next.accountId && previous.balance !== null && next.balance !== null && previous.balance !== next.balance) {
    return { kind: 'balance-updated', balance: next.balance, currency: next.currency, places: next.places };
  }
  return null;
}

export function withNotification(list: readonly LoginStatusNotification[], added: LoginStatusNotification): readonly LoginStatusNotification[] {
  return [added, ...list].slice(0, MAX_NOTIFICATIONS);
}
