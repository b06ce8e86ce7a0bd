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
  it('keeps waiting while a load that brings odds is in flight, and ends the short wait after it settles', async () => {
    const gate = await freshGate();
    let answer!: (ids: string[]) => void;
    const load = gate.expectOdds(new Promise<string[]>((resolve) => (answer = resolve)));
    let released = false;
    void gate.afterFirstOddsShown().then(() => (released = true));
    // A slow network: the odds' answer takes three times the short wait.
    await vi.advanceTimersByTimeAsync(gate.FIRST_ODDS_WAIT_MS * 3);
    expect(released, 'not while the odds are on the way').toBe(false);
    answer(['e1']);
    await expect(load).resolves.toEqual(['e1']);
    await vi.advanceTimersByTimeAsync(gate.FIRST_ODDS_WAIT_MS - 1);
    expect(released, 'the answer gets its time to render').toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failed load ends the wait as an answer does', async () => {
    const gate = await freshGate();
    let fail!: (error: Error) => void;
    const load = gate.expectOdds(new Promise<string[]>((_resolve, reject) => (fail = reject)));
    let released = false;
    void gate.afterFirstOddsShown().then(() => (released = true));
    fail(new Error('offline'));
    await expect(load).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(gate.FIRST_ODDS_WAIT_MS);
    expect(released).toBe(true);
  });

  it('lets what waits go after the longest wait, whatever is still on the way', async () => {
    const gate = await freshGate();
    void gate.expectOdds(new Promise<never>(() => undefined));
    let released = false;
    void gate.afterFirstOddsShown().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(gate.FIRST_ODDS_LONGEST_WAIT_MS - 1);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the odds shown end the wait at once, loads in flight or not', async () => {
    const gate = await freshGate();
    void gate.expectOdds(new Promise<never>(() => undefined));
    let released = false;
    void gate.afterFirstOddsShown().then(() => (released = true));
    gate.markFirstOddsShown();
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('onFirstOddsShown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls back once the odds are painted, and starts no timer of its own', async () => {
    const gate = await freshGate();
    const calls: string[] = [];
    gate.onFirstOddsShown(() => calls.push('first'));
    gate.onFirstOddsShown(() => calls.push('second'));
    expect(vi.getTimerCount(), 'no wait of its own').toBe(0);
    await vi.advanceTimersByTimeAsync(gate.FIRST_ODDS_LONGEST_WAIT_MS * 2);
    expect(calls, 'a page without odds never calls back').toEqual([]);
    gate.markFirstOddsShown();
    expect(calls, 'not before the odds are painted').toEqual([]);
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['first', 'second']);
    // Once shown, at once.
    gate.onFirstOddsShown(() => calls.push('later'));
    expect(calls).toEqual(['first', 'second', 'later']);
    await vi.advanceTimersByTimeAsync(gate.FIRST_ODDS_LONGEST_WAIT_MS);
    expect(calls, 'each is called once').toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is not called once stopped', async () => {
    const gate = await freshGate();
    let called = false;
    const stop = gate.onFirstOddsShown(() => (called = true));
    stop();
    gate.markFirstOddsShown();
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(called).toBe(false);
  });

  it('is called when the bounded wait another part asked for ends on a page without odds', async () => {
    const gate = await freshGate();
    let called = false;
    gate.onFirstOddsShown(() => (called = true));
    void gate.afterFirstOddsShown();
    await vi.advanceTimersByTimeAsync(gate.FIRST_ODDS_WAIT_MS);
    expect(called).toBe(true);
  });
});

describe('onOddsPainted', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is not called when the wait ends without odds (the pre-paint must not hand over to an empty page), only once odds are painted', async () => {
    const gate = await freshGate();
    const calls: string[] = [];
    gate.onOddsPainted(() => calls.push('painted'));
    gate.onFirstOddsShown(() => calls.push('wait over'));
    void gate.afterFirstOddsShown();
    await vi.advanceTimersByTimeAsync(gate.FIRST_ODDS_WAIT_MS);
    expect(calls).toEqual(['wait over']);
    gate.markFirstOddsShown();
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['wait over', 'painted']);
    // A listener that comes later is called at once.
    gate.onOddsPainted(() => calls.push('late'));
    expect(calls.at(-1)).toBe('late');
  });
});
