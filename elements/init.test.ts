import { afterEach, describe, expect, it, vi } from 'vitest';
import { unansweredFetch } from '../tests/support/unansweredFetch';

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

describe("Sportsbook.init's settings are the page's", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a runtime the grace period or destroy() ended comes back with them, the element starting it on top, without the token', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', unansweredFetch);
    vi.resetModules();
    const { init } = await import('./init');
    const { joinPageRuntime, leavePageRuntime, destroyPageRuntime, getPageRuntime } = await import('./pageRuntime');
    const { RUNTIME_GRACE_MS } = await import('./runtimeGrace');
    void init({ apiBase: 'https://api.casino.example/', brand: 'eurobet', locale: 'fr', token: 'game-token-1' });
    // A later init() (a runtime running) counts too.
    void init({ oddsFormat: 'us' });
    const first = getPageRuntime().runtime;
    const app = { release: vi.fn() };
    joinPageRuntime(app);
    leavePageRuntime(app);
    await vi.advanceTimersByTimeAsync(RUNTIME_GRACE_MS);
    expect(first.disposed).toBe(true);

    // The host's page puts the sportsbook back (a single-page app's route): an element with a locale of its own.
    const { runtime: second } = joinPageRuntime(app, { locale: 'pt' });
    const settingsOf = (runtime: typeof first) => [runtime.config.apiBase.value, runtime.config.brand.value, runtime.config.locale.value, runtime.config.oddsFormat.value, runtime.config.token.value];
    expect(settingsOf(second)).toEqual(['https://api.casino.example/', 'eurobet', 'pt', 'us', null]);

    destroyPageRuntime();
    const { runtime: third } = joinPageRuntime(app);
    expect(settingsOf(third)).toEqual(['https://api.casino.example/', 'eurobet', 'fr', 'us', null]);
    destroyPageRuntime();
  });

  it('a refused init() leaves the remembered settings as they were', async () => {
    vi.stubGlobal('fetch', unansweredFetch);
    vi.resetModules();
    const { init } = await import('./init');
    const { destroyPageRuntime, getPageRuntime } = await import('./pageRuntime');
    void init({ apiBase: 'https://api.casino.example/', brand: 'eurobet' });
    expect(() => init({ apiBase: 'https://elsewhere.example/', brand: 'golazo' })).toThrow(TypeError);
    destroyPageRuntime();
    const { runtime } = getPageRuntime();
    expect([runtime.config.apiBase.value, runtime.config.brand.value]).toEqual(['https://api.casino.example/', 'eurobet']);
    destroyPageRuntime();
  });
});
