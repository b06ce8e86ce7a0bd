/** Fired when the live feed's connection changes state, or its prices stop or start being live (not on every message). */
export const SPORTSBOOK_CONNECTION = 'sportsbook-connection';

/**
 * - `connecting`: the first connection is being made;
 * - `open`: live prices arrive (through the stream or, where a stream cannot work, by polling);
 * - `reconnecting`: the connection dropped and is being made again; prices may be stale;
 * - `closed`: the feed gave up (offline); prices are stale until it comes back.
 */
export type SportsbookConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * Why the prices on show are not live (docs/reliability.md "Live feed: restarts,
 * staleness, ordering"): the browser is offline, the feed is down or reconnecting, or it
 * has said nothing for 15 s (FEED_STALE_AFTER_MS).
 */
export type SportsbookPricesNotLiveReason = 'browser-offline' | 'feed-down' | 'feed-silent';

export interface SportsbookConnectionDetail {
  state: SportsbookConnectionState;
  /**
   * Whether the prices on show are live. While false the sportsbook locks its prices, shows
   * "Prices are not live" and holds placement; it turns true again after a fresh snapshot.
   */
  pricesLive: boolean;
  /** Why not, while `pricesLive` is false; null while it is true. */
  notLiveReason: SportsbookPricesNotLiveReason | null;
}

export type SportsbookConnectionEvent = CustomEvent<SportsbookConnectionDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-connection': SportsbookConnectionEvent;
  }
}
