import { useSignals } from '@preact/signals-react/runtime';
import { jsonSetting } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { assetUrl } from './assetUrl';
import { useThemeScheme } from './useThemeScheme';

const isLogos = (value: unknown): value is { light?: unknown; dark?: unknown } => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The brand logo for the scheme on screen (spec 3 `logos`: { light, dark }), as an
 * absolute URL, or null when the brand has none. A scheme without its own logo uses the
 * other one rather than none.
 */
export function useBrandLogo(): string | null {
  useSignals();
  const { config, store, page } = useRuntime();
  const scheme = useThemeScheme();
  const logos = jsonSetting(store.settings.raw.value?.logos, isLogos);
  if (!logos.ok) return null;
  const other = scheme === 'dark' ? 'light' : 'dark';
  const base = config.apiBase.value;
  return assetUrl(logos.value[scheme], base, page.baseUrl) ?? assetUrl(logos.value[other], base, page.baseUrl);
}

/**
 * The brand's square mark (spec 3 `favicon_url`) as an absolute URL, or null without one: the
 * header shows it where the wide logo has no room.
 */
export function useBrandMark(): string | null {
  useSignals();
  const { config, store, page } = useRuntime();
  const raw = store.settings.raw.value;
  return assetUrl(raw?.favicon_url, config.apiBase.value, page.baseUrl);
}
