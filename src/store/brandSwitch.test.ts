import { describe, expect, it, vi } from 'vitest';
import { createRuntime } from './createRuntime';
import { memoryStorage, type StorageLike } from './persistence';
import { seedCatalogue } from './testing/seedCatalogue';

const ALL_SETTINGS = {
  kingsbet: { web: { locale: 'en', channel: 'web', currency: 'GBP', color_theme: '{"primary":"#14532d"}', default_price_format: 'euro' } },
  safaribet: { web: { locale: 'en', channel: 'web', currency: 'KES', color_theme: '{"primary":"#b45309"}', default_price_format: 'us' } },
};

function runtimeFor(brand: string, storage: StorageLike = memoryStorage()) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    return url.pathname === '/api/all_cached_settings' ? Response.json(ALL_SETTINGS) : Response.json({});
  });
  const runtime = createRuntime({ brand, apiBase: 'http://operator.test/' }, { storage, reload: () => undefined, fetch: fetch as typeof globalThis.fetch });
  const settingsCalls = () => fetch.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('all_cached_settings')).length;
  return { runtime, settingsCalls };
}

describe('brand switch on a live page', () => {
  it('switches the settings to the new brand at once and fetches them again', async () => {
    const { runtime, settingsCalls } = runtimeFor('kingsbet');
    await runtime.store.settings.load();
    expect(runtime.store.settings.settings.value.currency).toBe('GBP');
    expect(runtime.store.preferences.oddsFormat.value).toBe('euro');
    runtime.config.apply({ brand: 'safaribet' });
    expect(runtime.store.settings.settings.value.currency).toBe('KES');
    expect(runtime.store.settings.raw.value?.color_theme).toBe('{"primary":"#b45309"}');
    expect(runtime.store.preferences.oddsFormat.value).toBe('us');
    await vi.waitFor(() => expect(settingsCalls()).toBe(2));
    runtime.dispose();
  });

  it('keeps the betslip across brand and theme changes', async () => {
    const { runtime } = runtimeFor('kingsbet');
    await runtime.store.settings.load();
    seedCatalogue(runtime.store.catalogue);
    runtime.store.betslip.addSelection('o1-2');
    runtime.config.apply({ brand: 'safaribet', theme: 'dark' });
    await runtime.store.settings.load();
    expect(runtime.store.betslip.count.value).toBe(1);
    expect(runtime.config.theme.value).toBe('dark');
    runtime.dispose();
  });

  it('remembers the new brand’s settings for the next visit, not the old brand’s', async () => {
    const storage = memoryStorage();
    const first = runtimeFor('kingsbet', storage).runtime;
    await first.store.settings.load();
    first.config.apply({ brand: 'safaribet' });
    await vi.waitFor(() => expect(JSON.parse(storage.getItem('sportsbook:settings') ?? '{}').state?.brand).toBe('safaribet'));
    first.dispose();
    const next = runtimeFor('safaribet', storage).runtime;
    expect(next.store.settings.settings.value.currency).toBe('KES');
    next.dispose();
  });

  it('does not fetch on a brand change when nothing has asked for the settings yet (embedded)', async () => {
    const { runtime, settingsCalls } = runtimeFor('kingsbet');
    runtime.config.apply({ brand: 'safaribet' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settingsCalls()).toBe(0);
    runtime.dispose();
  });
});
