/** Fired when a player's session starts (a login, or a token the host handed over). */
export const SPORTSBOOK_LOGIN = 'sportsbook-login';

export interface SportsbookLoginDetail {
  /** The name the player logs in with (franco standalone: the profile's name, which has no username). */
  username: string;
  /** The player's ISO currency code, for example "EUR". */
  currency: string;
  /** The player's account id at the operator. */
  accountId: string;
}

export type SportsbookLoginEvent = CustomEvent<SportsbookLoginDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-login': SportsbookLoginEvent;
  }
}
