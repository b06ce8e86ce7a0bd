import { effect, untracked } from '@preact/signals-react';
import { useEffect } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Asks the operator for the open event again each time the live feed resyncs (a restart of
 * the operator's feed, a gap, the feed back after an outage; docs/reliability.md "Live
 * feed: restarts, staleness, ordering"). The feed's snapshot carries live events only, and
 * above the lazy-markets threshold their main markets only: the changes it replaced for
 * the page's other markets, or for a prematch event, would otherwise stay missed. The
 * answer's feed order keeps any price streamed after it was read.
 *
 * It follows the snapshot with a signal effect of its own, not a value read during render:
 * the page around it does not re-render on a snapshot, so a render-time read saw a resync
 * only when something else happened to render the page (a fresh-clone CI met a page that
 * kept 9 stale prices after a feed restart).
 */
export function useEventAfterResync(eventId: string | null): void {
  const runtime = useRuntime();
  useEffect(() => {
    if (eventId === null) return undefined;
    const snapshot = runtime.store.live.snapshot;
    let seen = snapshot.peek().generation;
    return effect(() => {
      const generation = snapshot.value.generation;
      if (generation === seen) return;
      seen = generation;
      // The feed's first snapshot (it starts with the page) replaces nothing the page loaded.
      if (generation <= 1) return;
      // The page keeps what it shows if this fails: the next resync or visit asks again.
      // Untracked: what the load reads must not make this effect run again.
      untracked(() => runtime.loadEvent(eventId, { fresh: true })).catch(() => undefined);
    });
  }, [eventId, runtime]);
}
