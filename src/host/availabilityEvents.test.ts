import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followRedirects } from '../../tests/support/followRedirects';
import { hostPage } from '../../tests/support/hostPage';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { createRuntime, memoryPageEnvironment, RECOVERY_CHECK_DELAYS_MS } from '../store';
import { SPORTSBOOK_AVAILABLE } from './events/sportsbook-available';
import { SPORTSBOOK_MAINTENANCE } from './events/sportsbook-maintenance';
import { SPORTSBOOK_UNAVAILABLE } from './events/sportsbook-unavailable';

const pages: ReturnType<typeof hostPage>[] = [];
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  for (const page of pages.splice(0)) page.dispose();
  vi.useRealTimers();
});

/** A framed host page around a runtime on the in-process sandbox, whose faults the test raises. */
function casinoWithSportsbook() {
  const operator = sandboxFetch({ seed: 'availability' });
  const page = memoryPageEnvironment({ url: 'https://casino.example/lobby' });
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/', hostOrigin: 'https://casino.example' }, { page, fetch: followRedirects(operator.fetch), reload: () => undefined });
  const host = hostPage(runtime, { framed: true });
  pages.push(host);
  host.listen(SPORTSBOOK_MAINTENANCE, SPORTSBOOK_UNAVAILABLE, SPORTSBOOK_AVAILABLE);
  return { runtime, host, page, faults: operator.sandbox.faults };
}

/** A call a view would make (the sports menu); its failure is the view's business. */
const browse = (runtime: ReturnType<typeof createRuntime>) => runtime.api.marketData.sports().catch(() => undefined);

describe('host events: maintenance, blocked and the way back', () => {
  it('tells the host page and the parent frame, never moves the page, and announces the recovery', async () => {
    const { runtime, host, page, faults } = casinoWithSportsbook();
    await browse(runtime);
    expect(host.heard).toEqual([]);

    faults.set({ maintenance: true });
    await browse(runtime);
    expect(runtime.store.availability.state.value).toBe('maintenance');
    expect(host.details(SPORTSBOOK_MAINTENANCE)).toEqual([{ state: 'maintenance', previousState: 'available' }]);

    faults.set({ maintenance: false, blocked: true });
    await browse(runtime);
    expect(host.details(SPORTSBOOK_UNAVAILABLE)).toEqual([{ state: 'blocked', previousState: 'maintenance' }]);

    faults.reset();
    // The first check comes after the first delay; the operator answers it normally.
    await vi.advanceTimersByTimeAsync(RECOVERY_CHECK_DELAYS_MS[0]!);
    await vi.waitFor(() => expect(runtime.store.availability.state.value).toBe('available'));
    expect(host.details(SPORTSBOOK_AVAILABLE)).toEqual([{ state: 'available', previousState: 'blocked' }]);
    expect(host.heard.map((entry) => entry.type)).toEqual([SPORTSBOOK_MAINTENANCE, SPORTSBOOK_UNAVAILABLE, SPORTSBOOK_AVAILABLE]);
    expect(host.messages().map((message) => [message.type, message.payload, message.origin])).toEqual(
      expect.arrayContaining([
        ['maintenance', { state: 'maintenance', previousState: 'available' }, 'https://casino.example'],
        ['unavailable', { state: 'blocked', previousState: 'maintenance' }, 'https://casino.example'],
        ['available', { state: 'available', previousState: 'blocked' }, 'https://casino.example'],
      ]),
    );
    // The host's page: never left, never reloaded.
    expect(page.url()).toBe('https://casino.example/lobby');
    expect(page.left).toEqual([]);
    expect(page.reloads).toBe(0);
  });

  it('a server error is no maintenance: the host hears nothing', async () => {
    const { runtime, host, faults } = casinoWithSportsbook();
    faults.set({ errorRate: { '/': 1 } });
    await browse(runtime);
    expect(runtime.store.availability.state.value).toBe('available');
    expect(host.heard).toEqual([]);
  });
});
