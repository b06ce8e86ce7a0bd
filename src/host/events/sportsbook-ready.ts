/** Fired once by each sportsbook element when it has rendered for the first time. */
export const SPORTSBOOK_READY = 'sportsbook-ready';

export interface SportsbookReadyDetail {
  /** The SDK release, for example "0.1.0". */
  version: string;
  brand: string;
  locale: string;
  /**
   * What this build supports: element methods as "method:navigate" ..., parent-frame
   * commands as "command:set-token" ... (src/host/capabilities.ts).
   */
  capabilities: string[];
}

export type SportsbookReadyEvent = CustomEvent<SportsbookReadyDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-ready': SportsbookReadyEvent;
  }
}
