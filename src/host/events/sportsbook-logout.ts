/** Fired when the player's session ends, with why it ended. */
export const SPORTSBOOK_LOGOUT = 'sportsbook-logout';

/**
 * - `user`: the bettor logged out in the sportsbook (or declined the terms of use);
 * - `unauthorized`: the server refused the session (a 401, or a game token it does not know);
 * - `jwe_token_expired`: the session token ran out;
 * - `host`: the host page asked (the element's `logout()`, the frame's `logout` command) or
 *   removed the `token` it had set.
 */
export type SportsbookLogoutReason = 'user' | 'unauthorized' | 'jwe_token_expired' | 'host';

export interface SportsbookLogoutDetail {
  reason: SportsbookLogoutReason;
}

export type SportsbookLogoutEvent = CustomEvent<SportsbookLogoutDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-logout': SportsbookLogoutEvent;
  }
}
