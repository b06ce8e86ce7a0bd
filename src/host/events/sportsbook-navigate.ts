/**
 * Fired when the sportsbook shows another page, in every routing mode (path, hash, memory),
 * including its first page, so a host can keep its own address or deep links in step.
 */
export const SPORTSBOOK_NAVIGATE = 'sportsbook-navigate';

export interface SportsbookNavigateDetail {
  /** The sportsbook's path with its locale, for example "/en/live/sport/". */
  path: string;
  /** The path before, or null for the first page the sportsbook shows. */
  previousPath: string | null;
}

export type SportsbookNavigateEvent = CustomEvent<SportsbookNavigateDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-navigate': SportsbookNavigateEvent;
  }
}
