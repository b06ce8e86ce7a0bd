/** Fired when the player's session ends. */
export const SPORTSBOOK_LOGOUT = 'sportsbook-logout';

export interface SportsbookLogoutDetail {
  /**
   * user: the player logged out; unauthorized: the server refused the token;
   * jwe_token_expired: the token ran out; host: the host page took the token away.
   */
  reason: 'user' | 'unauthorized' | 'jwe_token_expired' | 'host';
}

export type SportsbookLogoutEvent = CustomEvent<SportsbookLogoutDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-logout': SportsbookLogoutEvent;
  }
}
