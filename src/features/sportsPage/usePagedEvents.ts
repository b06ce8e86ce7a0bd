import { useCallback, useEffect, useRef, useState } from 'react';
import type { Runtime } from '../../store';
import { expectOdds } from '../../ui/firstOddsShown';
import { useRuntime } from '../runtime/RuntimeContext';

export interface PagedEvents {
  /** Every page loaded so far, in the feed's order; a new array only when a page arrives. */
  eventIds: readonly string[];
  /** A page is on its way (the first one, or the next). */
  loading: boolean;
  /** The last page failed; `loadMore` asks for it again. */
  failed: boolean;
  /** The last page was full, so there may be another. */
  hasMore: boolean;
  loadMore(): void;
}

interface PagingState {
  key: string;
  eventIds: readonly string[];
  pages: number;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
}

type EventQuery = Parameters<Runtime['loadEvents']>[0] & { eventsPerPage: number };

const fresh = (key: string): PagingState => ({ key, eventIds: [], pages: 0, loading: true, failed: false, hasMore: false });

/**
 * A list query read page by page (`eventsPerPage` events each) through the runtime's
 * catalogue. `key` names the query: a new key builds the query again (`buildQuery`, so a
 * date range starts from the moment the filter was chosen, and every later page asks for
 * that same range) and starts at page one; an answer for an older key is dropped, so a
 * slow page never lands in a list that changed filters. `keep` drops events a list must
 * not show (an outright in a fixture list).
 */
export function usePagedEvents(buildQuery: () => EventQuery, key: string, keep?: (eventId: string) => boolean): PagedEvents {
  const runtime = useRuntime();
  const [state, setState] = useState<PagingState>(() => fresh(key));
  const built = useRef<{ key: string; query: EventQuery } | null>(null);
  const latest = useRef({ buildQuery, key, keep, state });
  latest.current = { buildQuery, key, keep, state };

  const loadPage = useCallback(
    (page: number) => {
      const { key: askedKey, keep: filter } = latest.current;
      if (built.current?.key !== askedKey) built.current = { key: askedKey, query: latest.current.buildQuery() };
      const asked = built.current.query;
      setState((current) => (current.key === askedKey ? { ...current, loading: true, failed: false } : fresh(askedKey)));
      expectOdds(runtime.loadEvents({ ...asked, page })).then(
        (ids) => {
          if (latest.current.key !== askedKey) return;
          const shown = filter ? ids.filter(filter) : ids;
          setState((current) =>
            current.key !== askedKey || current.pages >= page
              ? current
              : { key: askedKey, eventIds: [...current.eventIds, ...shown.filter((id) => !current.eventIds.includes(id))], pages: page, loading: false, failed: false, hasMore: ids.length >= asked.eventsPerPage },
          );
        },
        () => {
          if (latest.current.key !== askedKey) return;
          setState((current) => (current.key === askedKey ? { ...current, loading: false, failed: true } : current));
        },
      );
    },
    [runtime],
  );

  useEffect(() => {
    loadPage(1);
  }, [key, loadPage]);

  // The feed carries prematch price drift and kick-offs, so listed prices stay the operator's.
  useEffect(() => {
    void runtime.store.live.start();
  }, [runtime]);

  const loadMore = useCallback(() => {
    const current = latest.current.state;
    if (current.key !== latest.current.key || current.loading || (!current.hasMore && !current.failed)) return;
    loadPage(current.pages + 1);
  }, [loadPage]);

  const current = state.key === key ? state : fresh(key);
  return { eventIds: current.eventIds, loading: current.loading, failed: current.failed, hasMore: current.hasMore, loadMore };
}
