import { afterEach, describe, expect, it, vi } from 'vitest';

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
