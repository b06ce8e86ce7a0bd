import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAvailabilityModel, RECOVERY_CHECK_DELAYS_MS, RELAPSE_WINDOW_MS } from './availabilityModel';
import type { UnavailableAnswer } from './pageEnvironment';

/** A page that shows unavailability in place (every embedded mode) or leaves (the standalone site). */
function pageThat(shows: 'in-place' | 'leaving') {
  const asked: UnavailableAnswer[] = [];
  let availableCalls = 0;
  return {
    asked,
    get availableCalls() {
      return availableCalls;
    },
    unavailable: (answer: UnavailableAnswer) => {
      asked.push(answer);
      return shows;
    },
    available: () => void (availableCalls += 1),
  };
}

/** The operator behind the recovery check: down until `up()` is called. */
function operator() {
  let serving = false;
  const checks: number[] = [];
  return {
    checks,
    up: () => void (serving = true),
    down: () => void (serving = false),
    check: () => {
      checks.push(Date.now());
      return serving ? Promise.resolve([]) : Promise.reject(new Error('503 maintenance'));
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('availability model', () => {
  it('goes to maintenance in place, checks with a growing delay and comes back when the operator answers', async () => {
    const page = pageThat('in-place');
    const server = operator();
    const onRecovered = vi.fn();
    const model = createAvailabilityModel({ page, check: server.check, onRecovered });
    expect(model.state.value).toBe('available');

    model.answered('maintenance');
    expect(model.state.value).toBe('maintenance');
    expect(page.asked).toEqual(['maintenance']);
    // More maintenance answers (the other calls of the page) start no second round of checks.
    model.answered('maintenance');

    const start = Date.now();
    await vi.advanceTimersByTimeAsync(RECOVERY_CHECK_DELAYS_MS[0]! - 1);
    expect(server.checks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(RECOVERY_CHECK_DELAYS_MS[1]!);
    await vi.advanceTimersByTimeAsync(RECOVERY_CHECK_DELAYS_MS[2]!);
    expect(server.checks.map((at) => at - start)).toEqual([2_000, 6_000, 14_000]);
    expect(model.state.value).toBe('maintenance');
    expect(onRecovered).not.toHaveBeenCalled();

    server.up();
    await vi.advanceTimersByTimeAsync(RECOVERY_CHECK_DELAYS_MS[3]!);
    expect(model.state.value).toBe('available');
    expect(onRecovered).toHaveBeenCalledTimes(1);
    expect(page.availableCalls).toBe(1);
    // Back to normal: no more checks.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.checks).toHaveLength(4);
    model.dispose();
  });

  it('checks every minute at most, however long the maintenance lasts', async () => {
    const server = operator();
    const model = createAvailabilityModel({ page: pageThat('in-place'), check: server.check, onRecovered: () => undefined });
    model.answered('maintenance');
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    // 2+4+8+16+30 s, then one a minute for the rest of the hour.
    expect(server.checks).toHaveLength(5 + Math.floor((3_600_000 - 60_000) / 60_000));
    model.dispose();
  });

  it('a check answered while another call still met maintenance is no recovery', async () => {
    const server = operator();
    const model = createAvailabilityModel({
      page: pageThat('in-place'),
      check: () => {
        // The operator serves this call, but a poll running at the same time met the maintenance page.
        model.answered('maintenance');
        return server.check();
      },
      onRecovered: () => undefined,
    });
    server.up();
    model.answered('maintenance');
    await vi.advanceTimersByTimeAsync(RECOVERY_CHECK_DELAYS_MS[0]! + RECOVERY_CHECK_DELAYS_MS[1]!);
    expect(model.state.value).toBe('maintenance');
    model.dispose();
  });

  it('never spins when the check is served but the page’s own calls still meet maintenance: a relapse keeps the back-off', async () => {
    const page = pageThat('in-place');
    const checks: number[] = [];
    // A partial maintenance: the check (the sports list) is served, and everything the page
    // fetches again on recovery meets the maintenance page 100 ms later.
    const model = createAvailabilityModel({
      page,
      check: () => {
        checks.push(Date.now());
        return Promise.resolve([]);
      },
      onRecovered: () => void setTimeout(() => model.answered('maintenance'), 100),
    });
    model.answered('maintenance');
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    // As for a maintenance that never ends: 2+4+8+16+30 s, then one a minute, not one every 2 s.
    const gaps = checks.slice(1).map((at, index) => at - checks[index]!);
    expect(gaps.slice(0, 5)).toEqual([4_100, 8_100, 16_100, 30_100, 60_100]);
    expect(Math.min(...gaps.slice(4))).toBe(60_100);
    expect(page.asked.length).toBeLessThanOrEqual(1 + 5 + 60);
    expect(page.availableCalls).toBe(checks.length);
    model.dispose();
  });

  it('an outage long after the last recovery starts the back-off again from 2 s', async () => {
    const server = operator();
    const model = createAvailabilityModel({ page: pageThat('in-place'), check: server.check, onRecovered: () => undefined });
    model.answered('maintenance');
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000);
    server.up();
    await vi.advanceTimersByTimeAsync(16_000);
    expect(model.state.value).toBe('available');
    await vi.advanceTimersByTimeAsync(RELAPSE_WINDOW_MS);
    server.down();
    const start = Date.now();
    model.answered('maintenance');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.checks.at(-1)! - start).toBe(2_000);
    model.dispose();
  });

  it('blocked is its own state; maintenance after it replaces it', () => {
    const page = pageThat('in-place');
    const model = createAvailabilityModel({ page, check: () => new Promise(() => undefined), onRecovered: () => undefined });
    model.answered('blocked');
    expect(model.state.value).toBe('blocked');
    model.answered('maintenance');
    expect(model.state.value).toBe('maintenance');
    expect(page.asked).toEqual(['blocked', 'maintenance']);
    model.dispose();
  });

  it('where the page leaves (the standalone site), shows the state and neither checks nor asks the page again', async () => {
    const page = pageThat('leaving');
    const server = operator();
    const model = createAvailabilityModel({ page, check: server.check, onRecovered: () => undefined });
    model.answered('blocked');
    model.answered('blocked');
    model.answered('maintenance');
    expect(model.state.value).toBe('blocked');
    expect(page.asked).toEqual(['blocked']);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(server.checks).toHaveLength(0);
    model.dispose();
  });

  it('tells the page once that the operator serves (the standalone site forgets its blocked reloads)', () => {
    const page = pageThat('in-place');
    const model = createAvailabilityModel({ page, check: () => Promise.resolve(), onRecovered: () => undefined });
    model.answered('served');
    model.answered('served');
    expect(page.availableCalls).toBe(1);
    model.dispose();
  });

  it('stops checking when disposed', async () => {
    const server = operator();
    const model = createAvailabilityModel({ page: pageThat('in-place'), check: server.check, onRecovered: () => undefined });
    model.answered('maintenance');
    model.dispose();
    server.up();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(server.checks).toHaveLength(0);
    expect(model.state.value).toBe('maintenance');
  });
});
