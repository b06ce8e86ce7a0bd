import { afterEach, describe, expect, it, vi } from 'vitest';
import { followRedirects } from '../tests/support/followRedirects';
import { sandboxFetch } from '../tests/support/sandboxFetch';
import { createRuntime, memoryPageEnvironment, RECOVERY_CHECK_DELAYS_MS } from '../src/store';
import { acceptFramingHost, type FramedSiteWindow } from './framedSite';

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-sportsbook-framed');
});

/** The framed site's window: framed by `hostOrigin` (the sandbox allows its own origin, http://sandbox.test). */
function framedWindow(hostOrigin: string): FramedSiteWindow {
  return { location: { search: `?host-origin=${encodeURIComponent(hostOrigin)}`, pathname: '/en/' }, parent: {}, document, console: { error: vi.fn() } };
}

describe('acceptFramingHost', () => {
  it('framed while the operator is down: accepts the host once the operator is back and its allow-list can be read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const operator = sandboxFetch({ seed: 'framed-maintenance' });
    operator.sandbox.faults.set({ maintenance: true });
    const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { page: memoryPageEnvironment({ url: 'http://sandbox.test/en/' }), fetch: followRedirects(operator.fetch), reload: () => undefined });
    const win = framedWindow('http://sandbox.test');
    let accepted: boolean | undefined;
    void acceptFramingHost(runtime, win).then((result) => (accepted = result));
    await vi.waitFor(() => expect(runtime.store.availability.state.value).toBe('maintenance'));
    expect(accepted).toBeUndefined();
    expect(runtime.config.hostOrigin.value).toBeNull();

    operator.sandbox.faults.reset();
    await vi.advanceTimersByTimeAsync(RECOVERY_CHECK_DELAYS_MS[0]!);
    await vi.waitFor(() => expect(accepted).toBe(true));
    expect(runtime.config.hostOrigin.value).toBe('http://sandbox.test');
    expect(win.console.error).not.toHaveBeenCalled();
    runtime.dispose();
  });
});
