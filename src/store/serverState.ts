import { QueryClient, QueryObserver, focusManager, type QueryKey } from '@tanstack/query-core';
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { ownedModel } from './ownedModel';

/** Spec 9 "Query cache" numbers. */
export const QUERY_DEFAULTS = Object.freeze({
  /** Unused data is kept 60 s. */
  gcTimeMs: 60_000,
  /** Retry backoff: base 300 ms, doubling up to shift 5 (9.6 s). */
  retryBaseMs: 300,
  retryMaxShift: 5,
  retries: 3,
});

export function retryDelay(attempt: number): number {
  return QUERY_DEFAULTS.retryBaseMs * 2 ** Math.min(attempt, QUERY_DEFAULTS.retryMaxShift);
}

/**
 * The runtime's cache for server state (TanStack query-core): one place decides caching,
 * retries, polling and pausing while the tab is hidden, instead of timers in every model.
 */
export function createServerStateClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: QUERY_DEFAULTS.retries,
        retryDelay,
        // Polls stop while the tab is hidden and catch up on focus (spec 7).
        refetchIntervalInBackground: false,
        refetchOnWindowFocus: true,
      },
    },
  });
  // Mounting subscribes the cache to focus and online changes (refetch on focus).
  client.mount();
  return client;
}

/**
 * Ends the cache with its runtime: no focus or online subscription, no query, and no timer
 * left behind. clear() cancels a fetch under way, but TanStack's fetch then settles after
 * the query was removed and schedules its collection (gcTime, 60 s), a timer that would
 * keep the query and its query function (the API client, the runtime) alive after dispose.
 * A removed query has nothing left to collect, so its gcTime becomes Infinity, for which
 * TanStack schedules none.
 */
export function disposeServerStateClient(client: QueryClient): void {
  client.unmount();
  for (const query of client.getQueryCache().getAll()) query.setOptions({ ...query.options, gcTime: Infinity });
  client.clear();
}

export interface PolledValue<T> {
  readonly data: ReadonlySignal<T | undefined>;
  readonly error: ReadonlySignal<unknown>;
  readonly loading: ReadonlySignal<boolean>;
  /** Fetches now (e.g. after placing a bet). */
  refetch(): Promise<void>;
  /** Changes what is polled, or stops it (enabled false). */
  update(options: { queryKey: QueryKey; enabled: boolean; intervalMs: number }): void;
  /** Stops polling and lets go of the query (its interval timer with it). */
  dispose(): void;
}

/** A polled server value exposed as signals (wallet every 10 s, bet count ...). */
export function createPolledValue<T>(client: QueryClient, options: { queryKey: QueryKey; fetch: () => Promise<T>; intervalMs: number; enabled: boolean }): PolledValue<T> {
  return ownedModel<Omit<PolledValue<T>, 'dispose'>>((owner) => {
    const data = signal<T | undefined>(undefined);
    const error = signal<unknown>(null);
    const loading = signal(false);
    // An interval of 0 means "no polling": fetched when enabled, on focus and on demand.
    const interval = (ms: number) => (ms > 0 ? ms : false);
    const observer = new QueryObserver<T>(client, { queryKey: options.queryKey, queryFn: options.fetch, refetchInterval: interval(options.intervalMs), enabled: options.enabled });
    const unsubscribe = observer.subscribe((result) => {
      data.value = result.data;
      error.value = result.error;
      loading.value = result.isFetching;
    });
    owner.onDispose(() => {
      unsubscribe();
      observer.destroy();
    });
    return {
      data,
      error,
      loading,
      async refetch() {
        if (owner.disposed) return;
        await observer.refetch();
      },
      update({ queryKey, enabled, intervalMs }) {
        if (owner.disposed) return;
        observer.setOptions({ queryKey, queryFn: options.fetch, refetchInterval: interval(intervalMs), enabled });
      },
    };
  });
}

export { focusManager };
