import { effect, type ReadonlySignal } from '@preact/signals-core';
import type { EventQuery } from '../api';

/** The lists asked again after a resync: the most recently loaded ones, what the bettor is looking at or just was. */
export const LISTS_RELOADED_AFTER_RESYNC = 6;
/** A list loaded longer ago than this is not on screen any more; it is asked again when it is next shown. */
export const RELOAD_LISTS_LOADED_WITHIN_MS = 5 * 60_000;

export interface EventListsAfterResyncOptions {
  /** The live model's snapshots: each one after the first is a resync. */
  snapshot: ReadonlySignal<{ generation: number }>;
  /** Asks the operator for a list again, past the cache, into the catalogue. */
  reload(query: EventQuery): Promise<unknown>;
  now(): number;
}

/**
 * After the live feed resyncs (a restart of the operator's feed, a gap, the feed back after
 * an outage; docs/reliability.md "Live feed: restarts, staleness, ordering"), the event
 * lists loaded lately are asked for again. The snapshot carries live events only: a
 * prematch price or a kick-off the feed sent while the page was away would otherwise show
 * its old value until it moved again. The answers' feed order keeps whatever the stream
 * delivered after they were read.
 *
 * The runtime tells it each list it loads (`loaded`); `dispose` ends the watch.
 */
export function createEventListsAfterResync({ snapshot, reload, now }: EventListsAfterResyncOptions) {
  /** Each list by its query's text, with when it was last loaded; oldest first. */
  const recent = new Map<string, { query: EventQuery; at: number }>();
  let seen = snapshot.peek().generation;
  const dispose = effect(() => {
    const { generation } = snapshot.value;
    if (generation === seen) return;
    seen = generation;
    // The feed's first snapshot (it starts with the page) replaces nothing the lists loaded.
    if (generation <= 1) return;
    const due = [...recent.values()]
      .filter((entry) => now() - entry.at <= RELOAD_LISTS_LOADED_WITHIN_MS)
      .slice(-LISTS_RELOADED_AFTER_RESYNC);
    // A list that fails keeps what it shows: the next resync or visit asks again.
    for (const entry of due) void reload(entry.query).catch(() => undefined);
  });
  return {
    /** A list was loaded (from the operator or the cache): it is one of the lately shown. */
    loaded(query: EventQuery): void {
      const key = JSON.stringify(query);
      recent.delete(key);
      recent.set(key, { query, at: now() });
      // Only the newest few are ever reloaded: the map stays that small.
      const oldest = recent.keys().next();
      if (recent.size > LISTS_RELOADED_AFTER_RESYNC && !oldest.done) recent.delete(oldest.value);
    },
    dispose,
  };
}
