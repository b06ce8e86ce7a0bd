/**
 * Fired when a part of the sportsbook failed to render (or its code failed to load) and
 * shows its own "could not be shown" notice with a Retry button instead; the rest of the
 * sportsbook, and the betslip's selections, carry on. For the host's monitoring: the
 * bettor has already been told, in place.
 */
export const SPORTSBOOK_ERROR = 'sportsbook-error';

/**
 * The part that failed; each has its own notice, so one failure never blanks the others.
 * 'widget': a `<sportsbook-event>`, `<sportsbook-live-now>`, `<sportsbook-top-events>` or
 * `<sportsbook-search>` on a host page (the event's target says which; docs/widgets.md).
 */
export type SportsbookErrorRegion = 'market' | 'operator-content' | 'betslip' | 'my-bets' | 'page' | 'header' | 'footer' | 'widget';

export interface SportsbookErrorDetail {
  region: SportsbookErrorRegion;
  /** The error's message, one line, at most 200 characters (never a stack). */
  message: string;
}

export type SportsbookErrorEvent = CustomEvent<SportsbookErrorDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-error': SportsbookErrorEvent;
  }
}
