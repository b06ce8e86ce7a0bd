import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module each test: the unit setup marks the shared one as shown (tests/unit/setup.ts).
async function freshGate() {
  vi.resetModules();
  return import('./firstOddsShown');
}

describe('afterFirstOddsShown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first odds, then lets what waited go at once', async () => {
    const gate = await freshGate();
    const order: string[] = [];
    const waited = gate.afterFirstOddsShown().then(() => order.push('released'));
    await vi.advanceTimersByTimeAsync(gate.FIRST_ODDS_WAIT_MS / 2);
    expect(order).toEqual([]);
    gate.markFirstOddsShown();
    await Promise.resolve();
    expect(order, 'not before the odds are painted').toEqual([]);
    await vi.advanceTimersToNextFrame();
    // The task after the frame (fake timers run a 0 ms timeout a millisecond on).
    await vi.advanceTimersByTimeAsync(1);
    await waited;
    expect(order).toEqual(['released']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets a page without odds go after the longest wait', async () => {
    const gate = await freshGate();
    let released = false;
    void gate.afterFirstOddsShown().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(gate.FIRST_ODDS_WAIT_MS - 1);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
  });

  it('does not wait once odds have been shown, and marking twice changes nothing', async () => {
    const gate = await freshGate();
    gate.markFirstOddsShown();
    gate.markFirstOddsShown();
    await vi.advanceTimersToNextFrame();
    // The task after the frame (fake timers run a 0 ms timeout a millisecond on).
    await vi.advanceTimersByTimeAsync(1);
    let released = false;
    void gate.afterFirstOddsShown().then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
