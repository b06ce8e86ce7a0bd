/**
 * Fired when a player session is established: any login path (the sportsbook's own login
 * dialog, a one-time code or security answer, the host's game token, franco's session
 * service) and also a session restored at start, so a host learns the state it starts in.
 */
export const SPORTSBOOK_LOGIN = 'sportsbook-login';

export interface SportsbookLoginDetail {
  /** The player's username, for example "demo". */
  username: string;
  /** The player's ISO currency code, for example "EUR". */
  currency: string;
  /** The player's account id at the operator ("" when the login path names none). */
  accountId: string;
}

export type SportsbookLoginEvent = CustomEvent<SportsbookLoginDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-login': SportsbookLoginEvent;
  }
}
