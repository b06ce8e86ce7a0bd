import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '../api';
import { createSearchModel, SEARCH_DEBOUNCE_MS, searchTerm } from './searchModel';
import { createServerStateClient } from './serverState';

const resultsFor = (term: string): SearchResults => ({
  query: term,
  events: [{ id: '100078', slug: `100078-${term}`, description: `${term} v Elmstead City`, startTime: '2026-11-23T11:10:00.000Z', state: 'PREMATCH', sportCode: 'FOOT', leagueName: 'France Championship' }],
  teams: [],
  leagues: [],
});

/** A search endpoint whose answers the test releases one by one, in any order. */
function controllableSearch() {
  const pending = new Map<string, { resolve: (value: SearchResults) => void; reject: (error: unknown) => void }>();
  const search = vi.fn(
    (term: string) =>
      new Promise<SearchResults>((resolve, reject) => {
        pending.set(term, { resolve, reject });
      }),
  );
  return {
    search,
    answer: async (term: string) => {
      pending.get(term)!.resolve(resultsFor(term));
      await vi.advanceTimersByTimeAsync(0);
    },
    fail: async (term: string) => {
      pending.get(term)!.reject(new Error('offline'));
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

describe('search model', () => {
  const serverState = createServerStateClient();
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    serverState.clear();
  });

  it('asks once per pause in typing, SEARCH_DEBOUNCE_MS (250 ms) after the last key', async () => {
    const api = controllableSearch();
    const model = createSearchModel({ search: api.search, serverState });
    for (const text of ['a', 'al', 'ald', 'aldm']) {
      model.setInput(text);
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(api.search).not.toHaveBeenCalled();
    expect(model.status.value).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(api.search).toHaveBeenCalledTimes(1);
    expect(api.search.mock.calls[0]![0]).toBe('aldm');
    await api.answer('aldm');
    expect(model.status.value).toBe('ready');
    expect(model.results.value?.events[0]?.description).toBe('aldm v Elmstead City');
  });

  it('sends nothing under 2 characters and says why', async () => {
    const api = controllableSearch();
    const model = createSearchModel({ search: api.search, serverState });
    expect(model.status.value).toBe('idle');
    model.setInput(' a ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 4);
    expect(model.status.value).toBe('too-short');
    expect(api.search).not.toHaveBeenCalled();
    model.setInput('   ');
    expect(model.status.value).toBe('idle');
  });

  it('folds case and spaces, so the same words share one request through the cache', async () => {
    expect(searchTerm('  Aldmoor   CITY ')).toBe('aldmoor city');
    const api = controllableSearch();
    const model = createSearchModel({ search: api.search, serverState });
    model.setInput('Aldmoor');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await api.answer('aldmoor');
    model.setInput('Aldmoor C');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await api.answer('aldmoor c');
    model.setInput('aldmoor ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(api.search.mock.calls.map(([term]) => term)).toEqual(['aldmoor', 'aldmoor c']);
    expect(model.status.value).toBe('ready');
    expect(model.results.value?.query).toBe('aldmoor');
  });

  it('drops an older answer that arrives after the newer one', async () => {
    const api = controllableSearch();
    const model = createSearchModel({ search: api.search, serverState });
    model.setInput('ald');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    model.setInput('upton');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await api.answer('upton');
    await api.answer('ald');
    expect(model.results.value?.query).toBe('upton');
    expect(model.status.value).toBe('ready');
    // The late answer is not shown, but it is cached: going back to it asks nothing.
    model.setInput('ald');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(api.search).toHaveBeenCalledTimes(2);
    expect(model.results.value?.query).toBe('ald');
  });

  it('keeps the previous results while the next ones load, and drops an answer once the input is too short', async () => {
    const api = controllableSearch();
    const model = createSearchModel({ search: api.search, serverState });
    model.setInput('ald');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await api.answer('ald');
    model.setInput('aldm');
    expect(model.status.value).toBe('loading');
    expect(model.results.value?.query).toBe('ald');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    model.setInput('a');
    await api.answer('aldm');
    expect(model.status.value).toBe('too-short');
    expect(model.results.value?.query).toBe('ald');
  });

  it('reports a failed request for what is typed now, and retry asks again', async () => {
    const api = controllableSearch();
    const model = createSearchModel({ search: api.search, serverState });
    model.setInput('ald');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await api.fail('ald');
    expect(model.status.value).toBe('error');
    model.retry();
    expect(model.status.value).toBe('loading');
    expect(api.search).toHaveBeenCalledTimes(2);
    await api.answer('ald');
    expect(model.status.value).toBe('ready');
  });

  it('clear empties the search and forgets a request under way', async () => {
    const api = controllableSearch();
    const model = createSearchModel({ search: api.search, serverState });
    model.setInput('ald');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    model.clear();
    await api.answer('ald');
    expect(model.input.value).toBe('');
    expect(model.status.value).toBe('idle');
    expect(model.results.value).toBeNull();
    model.setInput('up');
    model.dispose();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(api.search).toHaveBeenCalledTimes(1);
  });

  it('dispose ends the debounce and sends nothing for what is typed or retried afterwards', async () => {
    const api = controllableSearch();
    const model = createSearchModel({ search: api.search, serverState });
    model.setInput('arsenal');
    expect(vi.getTimerCount()).toBe(1);
    model.dispose();
    expect(vi.getTimerCount()).toBe(0);
    model.setInput('chelsea');
    model.retry();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 10);
    expect(api.search).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
