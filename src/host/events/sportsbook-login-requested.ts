/**
 * Fired (cancelable) when the player asks to log in. A host with its own login calls
 * preventDefault() and opens it; otherwise the sportsbook opens its login dialog.
 */
export const SPORTSBOOK_LOGIN_REQUESTED = 'sportsbook-login-requested';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the contract's detail is {}: the event itself is the message.
export interface SportsbookLoginRequestedDetail {}

export type SportsbookLoginRequestedEvent = CustomEvent<SportsbookLoginRequestedDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-login-requested': SportsbookLoginRequestedEvent;
  }
}
