import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('Sportsbook.init after the start', () => {
  it('throws for a different api-base, routing or base-path, each with its fix, and changes nothing; the same values pass', async () => {
    vi.resetModules();
    const { init } = await import('./init');
    const { getPageRuntime } = await import('./pageRuntime');
    void init({ apiBase: 'https://api.casino.example/', routing: 'hash', brand: 'eurobet' });
    const { runtime } = getPageRuntime();

    expect(() => init({ routing: 'path', basePath: '/sports', brand: 'lucky-star' })).toThrow(
      new TypeError(
        'Sportsbook.init: routing "path" is not used: the sportsbook started with "hash" and reads routing once, when it starts. Call Sportsbook.init({ routing }) before the first sportsbook element is on the page, or give the attribute to the first element. ' +
          'base-path "/sports" is not used: the sportsbook started with "" and reads base-path once, when it starts. Call Sportsbook.init({ basePath }) before the first sportsbook element is on the page, or give the attribute to the first element. Nothing was changed.',
      ),
    );
    expect([runtime.config.routing.value, runtime.config.basePath.value, runtime.config.brand.value]).toEqual(['hash', '', 'eurobet']);

    // The values in force (in any spelling the config accepts) are no change.
    void init({ apiBase: ' https://api.casino.example/ ', routing: 'HASH' as never, brand: 'lucky-star' });
    expect(runtime.config.brand.value).toBe('lucky-star');
    runtime.dispose();
  });
});
