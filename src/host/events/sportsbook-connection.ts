/** Fired when the live feed's connection changes state (not on every message). */
export const SPORTSBOOK_CONNECTION = 'sportsbook-connection';

/**
 * - `connecting`: the first connection is being made;
 * - `open`: live prices arrive (through the stream or, where a stream cannot work, by polling);
 * - `reconnecting`: the connection dropped and is being made again; prices may be stale;
 * - `closed`: the feed gave up (offline); prices are stale until it comes back.
 */
export type SportsbookConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface SportsbookConnectionDetail {
  state: SportsbookConnectionState;
}

export type SportsbookConnectionEvent = CustomEvent<SportsbookConnectionDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-connection': SportsbookConnectionEvent;
  }
}
