import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollLoop } from './pollLoop';

describe('poll loop (the spec calls polled at poll_changes_refresh_interval)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once, then at the interval read before each wait (a login changes it from the next round)', async () => {
    const rounds: number[] = [];
    let interval = 5000;
    const loop = createPollLoop({ run: async () => void rounds.push(Date.now()), intervalMs: () => interval });
    const start = Date.now();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds.map((at) => at - start)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds.map((at) => at - start)).toEqual([0, 5000]);
    interval = 2000;
    await vi.advanceTimersByTimeAsync(5000);
    // The wait already under way keeps its 5000; the ones after use 2000.
    expect(rounds.map((at) => at - start)).toEqual([0, 5000, 10000]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(rounds.map((at) => at - start)).toEqual([0, 5000, 10000, 12000]);
    loop.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rounds).toHaveLength(4);
  });

  it('never runs two rounds at once: a slow answer delays the next round, pollNow during one asks nothing more', async () => {
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    const loop = createPollLoop({
      run: () => {
        calls += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        return new Promise((resolve) => setTimeout(() => resolve(void (inFlight -= 1)), 7000));
      },
      intervalMs: () => 5000,
    });
    loop.start();
    loop.start();
    loop.pollNow();
    await vi.advanceTimersByTimeAsync(6000);
    expect(calls).toBe(1);
    // Answered at 7 s, the next round at 12 s.
    await vi.advanceTimersByTimeAsync(5500);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(most).toBe(1);
    loop.stop();
  });

  it('keeps polling after a failed round', async () => {
    let calls = 0;
    const failing = createPollLoop({
      run: () => {
        calls += 1;
        return Promise.reject(new Error('operator down'));
      },
      intervalMs: () => 1000,
    });
    failing.start();
    await vi.advanceTimersByTimeAsync(3100);
    expect(calls).toBe(4);
    failing.stop();
  });

  it('does not poll a hidden tab, and polls at once when it shows again', async () => {
    let shown = true;
    const listeners = new Set<() => void>();
    const rounds: number[] = [];
    const loop = createPollLoop({
      run: async () => void rounds.push(Date.now()),
      intervalMs: () => 5000,
      visible: () => shown,
      onVisible: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    });
    const start = Date.now();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    shown = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rounds.map((at) => at - start)).toEqual([0]);
    shown = true;
    for (const listener of listeners) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds.map((at) => at - start)).toEqual([0, 60_000]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds.map((at) => at - start)).toEqual([0, 60_000, 65_000]);
    // Shown again while a round is not due: nothing extra.
    for (const listener of listeners) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toHaveLength(3);
    loop.stop();
    expect(listeners.size).toBe(0);
  });
});
