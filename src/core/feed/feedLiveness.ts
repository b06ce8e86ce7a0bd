/**
 * How old the feed's last sign of life (a change, a heartbeat, a poll answer, a snapshot)
 * may be before the product stops showing its prices as live (docs/reliability.md "Live
 * feed: restarts, staleness, ordering"). Three heartbeats: one late heartbeat on a busy
 * network is not an outage, three missing ones are.
 */
export const FEED_STALE_AFTER_MS = 15_000;

/**
 * How often an idle stream says it is alive (the sandbox sends a `heartbeat` message at
 * this pace; an operator's stream must send something at least this often).
 */
export const FEED_HEARTBEAT_MS = 5_000;
