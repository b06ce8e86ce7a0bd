import { useComputed } from '@preact/signals-react';
import { useEffect, useRef } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Asks the operator for the open event again each time the live feed resyncs (a restart of
 * the operator's feed, a gap, the feed back after an outage; docs/reliability.md "Live
 * feed: restarts, staleness, ordering"). The feed's snapshot carries live events only, and
 * above the lazy-markets threshold their main markets only: the changes it replaced for
 * the page's other markets, or for a prematch event, would otherwise stay missed. The
 * answer's feed order keeps any price streamed after it was read.
 */
export function useEventAfterResync(eventId: string | null): void {
  const runtime = useRuntime();
  const generation = useComputed(() => runtime.store.live.snapshot.value.generation).value;
  const seen = useRef(generation);
  useEffect(() => {
    if (eventId === null || generation === seen.current) return;
    seen.current = generation;
    // The feed's first snapshot (it starts with the page) replaces nothing the page loaded.
    if (generation <= 1) return;
    // The page keeps what it shows if this fails: the next resync or visit asks again.
    runtime.loadEvent(eventId, { fresh: true }).catch(() => undefined);
  }, [eventId, generation, runtime]);
}
