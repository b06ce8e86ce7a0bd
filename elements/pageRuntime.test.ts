import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unansweredFetch } from '../tests/support/unansweredFetch';

async function freshPageRuntime() {
  vi.resetModules();
  return (await import('./pageRuntime')).getPageRuntime();
}

afterEach(() => {
  document.documentElement.removeAttribute('data-sportsbook-standalone');
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('page runtime brand from the query', () => {
  it('takes ?brand= on the standalone site', async () => {
    document.documentElement.setAttribute('data-sportsbook-standalone', '');
    window.history.replaceState(null, '', '/en/sports?brand=safaribet');
    const { runtime } = await freshPageRuntime();
    expect(runtime.config.brand.value).toBe('safaribet');
    runtime.dispose();
  });

  it('ignores the query of an embedding page', async () => {
    window.history.replaceState(null, '', '/casino?brand=safaribet');
    const { runtime } = await freshPageRuntime();
    expect(runtime.config.brand.value).toBe('default');
    runtime.dispose();
  });

  it('reports a brand id it cannot use and keeps the default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.documentElement.setAttribute('data-sportsbook-standalone', '');
    window.history.replaceState(null, '', '/en/sports?brand=Not%20A%20Brand!');
    const { runtime } = await freshPageRuntime();
    expect(runtime.config.brand.value).toBe('default');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('is not a brand id'));
    runtime.dispose();
  });
});

describe('page runtime routing default', () => {
  it('routes by path on the standalone site', async () => {
    document.documentElement.setAttribute('data-sportsbook-standalone', '');
    const { runtime } = await freshPageRuntime();
    expect(runtime.config.routing.value).toBe('path');
    runtime.dispose();
  });

  it("keeps the page in memory on an embedding page, leaving the host's address alone", async () => {
    window.history.replaceState(null, '', '/demo/casino.html');
    const { runtime } = await freshPageRuntime();
    expect(runtime.config.routing.value).toBe('memory');
    runtime.config.apply({ routing: 'hash' });
    expect(runtime.config.routing.value).toBe('hash');
    runtime.dispose();
  });
});

describe('page runtime lifecycle (docs/embedding-api.md "Lifecycle")', () => {
  async function freshModule() {
    vi.resetModules();
    const pageRuntime = await import('./pageRuntime');
    const { RUNTIME_GRACE_MS } = await import('./runtimeGrace');
    return { ...pageRuntime, RUNTIME_GRACE_MS };
  }
  const user = () => ({ release: vi.fn() });
  beforeEach(() => vi.stubGlobal('fetch', unansweredFetch));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('disposes the runtime once the last user has been gone for the grace period', async () => {
    vi.useFakeTimers();
    const { joinPageRuntime, leavePageRuntime, hasPageRuntime, RUNTIME_GRACE_MS } = await freshModule();
    const app = user();
    const betslip = user();
    const { runtime } = joinPageRuntime(app);
    joinPageRuntime(betslip);
    leavePageRuntime(app);
    await vi.advanceTimersByTimeAsync(RUNTIME_GRACE_MS * 10);
    expect(runtime.disposed).toBe(false);
    leavePageRuntime(betslip);
    await vi.advanceTimersByTimeAsync(RUNTIME_GRACE_MS - 1);
    expect(runtime.disposed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(runtime.disposed).toBe(true);
    expect(hasPageRuntime()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the runtime for an element moved (left and joined again within the grace period)', async () => {
    vi.useFakeTimers();
    const { joinPageRuntime, leavePageRuntime, RUNTIME_GRACE_MS } = await freshModule();
    const app = user();
    const first = joinPageRuntime(app).runtime;
    leavePageRuntime(app);
    await vi.advanceTimersByTimeAsync(RUNTIME_GRACE_MS / 2);
    const again = joinPageRuntime(app).runtime;
    await vi.advanceTimersByTimeAsync(RUNTIME_GRACE_MS * 10);
    expect(again).toBe(first);
    expect(first.disposed).toBe(false);
    first.dispose();
  });

  it('destroy disposes at once, empties every user, ends the host command listener, and the next join starts a fresh runtime', async () => {
    vi.useFakeTimers();
    const { joinPageRuntime, destroyPageRuntime, hasPageRuntime } = await freshModule();
    const removed = vi.spyOn(window, 'removeEventListener');
    const app = user();
    const { runtime } = joinPageRuntime(app, { brand: 'eurobet' });
    destroyPageRuntime();
    expect(runtime.disposed).toBe(true);
    expect(app.release).toHaveBeenCalledTimes(1);
    expect(hasPageRuntime()).toBe(false);
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
    // The settings request the new runtime had sent is cancelled; nothing is left to run.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(vi.getTimerCount()).toBe(0);

    const next = joinPageRuntime(app, { brand: 'golazo' }).runtime;
    expect(next).not.toBe(runtime);
    expect(next.disposed).toBe(false);
    expect(next.config.brand.value).toBe('golazo');
    destroyPageRuntime();
    destroyPageRuntime();
    expect(app.release).toHaveBeenCalledTimes(2);
  });

  it('a script disposing the runtime itself ends the page runtime too', async () => {
    const { getPageRuntime, hasPageRuntime, joinPageRuntime } = await freshModule();
    const widget = user();
    const { runtime } = joinPageRuntime(widget);
    runtime.dispose();
    expect(widget.release).toHaveBeenCalledTimes(1);
    expect(hasPageRuntime()).toBe(false);
    expect(getPageRuntime().runtime).not.toBe(runtime);
    getPageRuntime().runtime.dispose();
  });

  it('a runtime started by init() (no element yet) is not disposed by a grace period', async () => {
    vi.useFakeTimers();
    const { getPageRuntime, RUNTIME_GRACE_MS } = await freshModule();
    const { runtime } = getPageRuntime();
    await vi.advanceTimersByTimeAsync(RUNTIME_GRACE_MS * 10);
    expect(runtime.disposed).toBe(false);
    runtime.dispose();
  });
});
