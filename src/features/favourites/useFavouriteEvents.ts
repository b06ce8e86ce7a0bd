import { batch } from '@preact/signals-react';
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { favouritesOrder, type FavouriteCandidate } from '../../core';
import type { Runtime } from '../../store';
import { useStableIds } from '../events/useStableIds';
import { useRuntime } from '../runtime/RuntimeContext';

/** Ids per request: a short GET (the API client turns a long one into a POST anyway). */
const IDS_PER_REQUEST = 50;

/** Loads events by id, a page per 50 ids, and resolves with the ids the operator returned. */
async function loadByIds(runtime: Runtime, ids: readonly string[]): Promise<string[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) chunks.push(ids.slice(start, start + IDS_PER_REQUEST));
  const pages = await Promise.all(chunks.map((chunk) => runtime.loadEvents({ ids: chunk, eventsPerPage: chunk.length })));
  return pages.flat();
}

export interface FavouriteEvents {
  /** loading until the first answer; failed when the last request failed. */
  status: 'loading' | 'ready' | 'failed';
  /** The favourite events the operator returned, live ones first. */
  eventIds: readonly string[];
  retry(): void;
}

/**
 * The favourites view's events. Each favourite id is asked for once
 * (GET /xapi/rest/events?ids=); an id the operator does not return (the event finished or
 * never existed) is dropped from the stored favourites. Unstarring an event takes it out
 * at once, without a request; a star added elsewhere while the view is open is fetched.
 */
export function useFavouriteEvents(): FavouriteEvents {
  useSignals();
  const runtime = useRuntime();
  const { favourites, catalogue } = runtime.store;
  const answered = useSignal<ReadonlySet<string>>(new Set());
  const failed = useSignal(false);
  const [attempt, setAttempt] = useState(0);
  const pendingKey = favourites.ids.value.filter((id) => !answered.value.has(id)).join(',');

  useEffect(() => {
    if (pendingKey === '') return;
    const requested = pendingKey.split(',');
    let current = true;
    failed.value = false;
    loadByIds(runtime, requested).then(
      (found) => {
        if (!current) return;
        const returned = new Set(found);
        batch(() => {
          answered.value = new Set([...answered.value, ...requested]);
          favourites.forget(requested.filter((id) => !returned.has(id)));
        });
      },
      () => {
        if (current) failed.value = true;
      },
    );
    return () => {
      current = false;
    };
  }, [pendingKey, attempt, runtime, favourites, answered, failed]);

  const eventIds = useStableIds(() => {
    const shown: FavouriteCandidate[] = [];
    for (const id of favourites.ids.value) {
      const event = answered.value.has(id) ? catalogue.event(id)?.value : undefined;
      if (event) shown.push({ id, live: event.live, isFinished: event.isFinished, startTime: event.startTime });
    }
    return favouritesOrder(shown);
  });

  const status = failed.value ? 'failed' : pendingKey !== '' && eventIds.length === 0 ? 'loading' : 'ready';
  return { status, eventIds, retry: () => setAttempt((count) => count + 1) };
}
