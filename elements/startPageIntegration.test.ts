import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.useRealTimers());

describe('the page runtime’s later texts (issue 19)', () => {
  it('are asked for once the page’s first odds are painted, not before', async () => {
    vi.resetModules();
    // Fresh modules: the first-odds moment is page-wide state.
    const { createRuntime, memoryStorage } = await import('../src/store');
    const { expectOdds, markFirstOddsShown } = await import('../src/ui/firstOddsShown');
    const { startPageIntegration } = await import('./startPageIntegration');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const runtime = createRuntime({}, { storage: memoryStorage(), reload: () => undefined });
    const loadLaterTexts = vi.spyOn(runtime.i18n, 'loadLaterTexts').mockResolvedValue();
    let oddsArrive!: () => void;
    expectOdds(new Promise<void>((resolve) => (oddsArrive = resolve)));
    const stop = startPageIntegration(runtime);
    // The odds are on the way for a long while: the later texts wait for them.
    await vi.advanceTimersByTimeAsync(5000);
    expect(loadLaterTexts).not.toHaveBeenCalled();
    oddsArrive();
    markFirstOddsShown();
    await vi.advanceTimersByTimeAsync(50);
    expect(loadLaterTexts).toHaveBeenCalledTimes(1);
    stop();
    runtime.dispose();
  });
});
