/**
 * Fired when the operator refuses this visitor (spec 2: a response redirected to /blocked,
 * for example a country the operator may not serve). Embedded, the host page stays where it
 * is: every sportsbook element shows the blocked notice in the maintenance shell, and the
 * sportsbook keeps checking, with a growing delay, whether the operator serves it again
 * (then `sportsbook-available` follows).
 */
export const SPORTSBOOK_UNAVAILABLE = 'sportsbook-unavailable';

export interface SportsbookUnavailableDetail {
  /** Why the sportsbook cannot be used: 'blocked', the operator's refusal. */
  state: 'blocked';
  previousState: 'available' | 'maintenance';
}

export type SportsbookUnavailableEvent = CustomEvent<SportsbookUnavailableDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-unavailable': SportsbookUnavailableEvent;
  }
}
