/**
 * Fired when the operator serves the sportsbook again after `sportsbook-maintenance` or
 * `sportsbook-unavailable`: the elements show their content again, fetched afresh. Never
 * fired at start (a sportsbook that was never down says nothing).
 */
export const SPORTSBOOK_AVAILABLE = 'sportsbook-available';

export interface SportsbookAvailableDetail {
  state: 'available';
  /** What ended. */
  previousState: 'maintenance' | 'blocked';
}

export type SportsbookAvailableEvent = CustomEvent<SportsbookAvailableDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-available': SportsbookAvailableEvent;
  }
}
