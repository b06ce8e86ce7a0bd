import { CancelledError } from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPolledValue, createServerStateClient, disposeServerStateClient, focusManager, retryDelay } from './serverState';

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('server state (spec 9 query cache)', () => {
  it('backs off from 300 ms, doubling up to shift 5', () => {
    expect([0, 1, 2, 5, 6, 9].map(retryDelay)).toEqual([300, 600, 1200, 9600, 9600, 9600]);
  });

  it('polls on its interval while focused, pauses while hidden, and refetches on focus', async () => {
    vi.useFakeTimers();
    focusManager.setFocused(true);
    const client = createServerStateClient();
    let balance = 100;
    const fetch = vi.fn(async () => balance);
    const wallet = createPolledValue(client, { queryKey: ['wallet', 'demo'], fetch, intervalMs: 10_000, enabled: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(wallet.data.value).toBe(100);
    balance = 90;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(wallet.data.value).toBe(90);
    expect(fetch).toHaveBeenCalledTimes(2);

    focusManager.setFocused(false);
    balance = 80;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(wallet.data.value).toBe(90);

    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(wallet.data.value).toBe(80);
    wallet.dispose();
    client.clear();
  });

  it('does not poll while disabled (logged out) and starts when enabled', async () => {
    vi.useFakeTimers();
    focusManager.setFocused(true);
    const client = createServerStateClient();
    const fetch = vi.fn(async () => 3);
    const count = createPolledValue(client, { queryKey: ['betcount', null], fetch, intervalMs: 15_000, enabled: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).not.toHaveBeenCalled();
    count.update({ queryKey: ['betcount', '1001'], enabled: true, intervalMs: 15_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(count.data.value).toBe(3);
    count.dispose();
    client.clear();
  });

  it('a disposed polled value polls no more, even when updated or refetched', async () => {
    vi.useFakeTimers();
    focusManager.setFocused(true);
    const client = createServerStateClient();
    const fetch = vi.fn(async () => 100);
    const wallet = createPolledValue(client, { queryKey: ['wallet', 'demo'], fetch, intervalMs: 10_000, enabled: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    wallet.dispose();
    wallet.update({ queryKey: ['wallet', 'demo'], enabled: true, intervalMs: 1_000 });
    await wallet.refetch();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    client.clear();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('disposed while a fetch is under way, leaves no timer: the cancelled query schedules no collection', async () => {
    vi.useFakeTimers();
    const client = createServerStateClient();
    // A request the network has not answered yet (nor will before the runtime ends).
    const load = client.fetchQuery({ queryKey: ['settings', 'eurobet', 'web'], queryFn: () => new Promise<never>(() => undefined) }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.isFetching()).toBe(1);

    disposeServerStateClient(client);
    // The fetch settles (cancelled) after the cache was cleared: TanStack then schedules a
    // 60 s collection of the removed query, which would hold it and its query function.
    expect(await load).toBeInstanceOf(CancelledError);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
