import { vi } from 'vitest';
import { BRANDS } from '../../../demo/server/content/brands';
import { createRuntime, memoryStorage, type StorageLike } from '../../store';
import { ownedTestPage } from '../runtime/testRuntime';

/** The sandbox's ten brands as all_cached_settings answers them (web channel). */
export const ALL_BRAND_SETTINGS = Object.fromEntries(BRANDS.map((brand) => [brand.id, { web: { ...brand.settings, locale: 'en', channel: 'web', brand: brand.id } }]));

/** A runtime whose fetch answers the ten brands' settings; `settingsCalls` counts the fetches. */
export function themeTestRuntime(brand: string, { storage = memoryStorage(), theme = null, ownsDocument = false }: { storage?: StorageLike; theme?: 'light' | 'dark' | 'system' | null; ownsDocument?: boolean } = {}) {
  const fetch = vi.fn(async () => Response.json(ALL_BRAND_SETTINGS));
  const runtime = createRuntime(
    { brand, theme, apiBase: 'http://operator.test/' },
    { storage, reload: () => undefined, fetch: fetch as unknown as typeof globalThis.fetch, ...(ownsDocument ? { page: ownedTestPage() } : {}) },
  );
  return { runtime, fetch };
}

/** A prefers-color-scheme the test can flip, as the device would at dusk. */
export function fakeColorScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((media: string) => (media === query.media ? query : { ...query, matches: false })) as unknown as typeof window.matchMedia;
  return {
    listeners,
    set(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}
