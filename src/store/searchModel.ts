import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { QueryClient } from '@tanstack/query-core';
import type { SearchResults } from '../api';
import { ownedModel, type OwnedTimer } from './ownedModel';

// Views may not import the API client; they read the answer's shape from here.
export type { SearchEventRef, SearchResults } from '../api';

/** Fewer characters match half the catalogue; the sandbox refuses them too. */
export const SEARCH_MIN_LENGTH = 2;
/** Long enough that typing "arsenal" sends one request, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The same words typed again within this time are answered from the cache. */
const SEARCH_STALE_MS = 30_000;

/**
 * idle: nothing typed; too-short: under SEARCH_MIN_LENGTH characters; loading: waiting for
 * the pause in typing or for the answer; ready: `results` answer what is typed now;
 * error: the request for what is typed now failed.
 */
export type SearchStatus = 'idle' | 'too-short' | 'loading' | 'ready' | 'error';

export interface SearchModel {
  /** What the bettor typed, as typed. */
  readonly input: ReadonlySignal<string>;
  readonly status: ReadonlySignal<SearchStatus>;
  /** The latest answer; kept while the next one loads so the list does not flash empty. */
  readonly results: ReadonlySignal<SearchResults | null>;
  /** Types into the search: the request goes after SEARCH_DEBOUNCE_MS without typing. */
  setInput(text: string): void;
  /** Asks again for what is typed now (after an error). */
  retry(): void;
  /** Empties the search (closing the panel, following a result). */
  clear(): void;
  /** Cancels the debounce; an answer still on its way is dropped. */
  dispose(): void;
}

/** The words a request is for: trimmed, case folded, so "Arsenal " and "arsenal" share one request. */
export function searchTerm(input: string): string {
  return input.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The header search (our design; the spec has no search): debounced, at least two
 * characters, through the server-state cache, and the answer to the latest request wins.
 * An answer to an older request that arrives late is dropped rather than shown over the
 * newer one; it still lands in the cache, so backspacing to it is instant.
 */
export function createSearchModel({
  search,
  serverState,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: {
  search: (term: string, signal: AbortSignal) => Promise<SearchResults>;
  serverState: QueryClient;
  debounceMs?: number;
}): SearchModel {
  return ownedModel<Omit<SearchModel, 'dispose'>>((owner) => {
    const input = signal('');
    const answer = signal<{ term: string; results: SearchResults } | null>(null);
    const failure = signal<string | null>(null);
    let timer: OwnedTimer | null = null;
    let latestRequest = 0;
    // An answer arriving after dispose is no longer the latest.
    owner.onDispose(() => void (latestRequest += 1));

    const cancelTimer = () => {
      owner.clearTimeout(timer);
      timer = null;
    };

    const request = (term: string) => {
      if (owner.disposed) return;
      const requestNumber = (latestRequest += 1);
      serverState
        // No retries with backoff: the bettor is waiting on every keystroke, and the error
        // state offers Try again (typing on asks again too).
        .fetchQuery({ queryKey: ['search', term], queryFn: ({ signal: abort }) => search(term, abort), staleTime: SEARCH_STALE_MS, retry: false })
        .then(
          (results) => {
            if (requestNumber !== latestRequest) return;
            answer.value = { term, results };
            failure.value = null;
          },
          () => {
            if (requestNumber === latestRequest) failure.value = term;
          },
        );
    };

    const schedule = () => {
      cancelTimer();
      const term = searchTerm(input.peek());
      if (term.length < SEARCH_MIN_LENGTH) {
        // Nothing to wait for: a request already under way is no longer the latest.
        latestRequest += 1;
        return;
      }
      timer = owner.setTimeout(() => {
        timer = null;
        request(term);
      }, debounceMs);
    };

    const status = computed<SearchStatus>(() => {
      const term = searchTerm(input.value);
      if (term === '') return 'idle';
      if (term.length < SEARCH_MIN_LENGTH) return 'too-short';
      if (answer.value?.term === term) return 'ready';
      if (failure.value === term) return 'error';
      return 'loading';
    });

    return {
      input,
      status,
      results: computed(() => answer.value?.results ?? null),
      setInput(text) {
        if (text === input.peek()) return;
        input.value = text;
        schedule();
      },
      retry() {
        const term = searchTerm(input.peek());
        if (term.length < SEARCH_MIN_LENGTH) return;
        cancelTimer();
        failure.value = null;
        request(term);
      },
      clear() {
        cancelTimer();
        latestRequest += 1;
        input.value = '';
        answer.value = null;
        failure.value = null;
      },
    };
  });
}
