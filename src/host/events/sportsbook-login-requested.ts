/**
 * Fired, cancelable, when a logged-out bettor starts a login (the header's login button,
 * My Bets, the footer's account item, placing a bet). `preventDefault()` keeps the
 * sportsbook's own login dialog closed: the host logs the player in and sets the `token`.
 */
export const SPORTSBOOK_LOGIN_REQUESTED = 'sportsbook-login-requested';

/** Nothing to tell: the request itself is the news. */
export type SportsbookLoginRequestedDetail = Record<string, never>;

export type SportsbookLoginRequestedEvent = CustomEvent<SportsbookLoginRequestedDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-login-requested': SportsbookLoginRequestedEvent;
  }
}
