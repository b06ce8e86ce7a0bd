/**
 * Fired when the operator's API answers with its maintenance page (spec 2: a response that
 * ended at /maintenance). Embedded, the host page stays where it is: every sportsbook
 * element shows the branded maintenance shell in its place and the sportsbook checks, with
 * a growing delay, whether the operator is back (then `sportsbook-available` follows).
 */
export const SPORTSBOOK_MAINTENANCE = 'sportsbook-maintenance';

/** Whether the operator serves the sportsbook, in the host's words. */
export type SportsbookAvailabilityState = 'available' | 'maintenance' | 'blocked';

export interface SportsbookMaintenanceDetail {
  state: 'maintenance';
  /** What held before: 'available', or 'blocked' when a block turned into maintenance. */
  previousState: 'available' | 'blocked';
}

export type SportsbookMaintenanceEvent = CustomEvent<SportsbookMaintenanceDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-maintenance': SportsbookMaintenanceEvent;
  }
}
