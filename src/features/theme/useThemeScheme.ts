import { useSignals } from '@preact/signals-react/runtime';
import { useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';
import { activeScheme, resolveThemeChoice } from '../../theme/themeChoice';
import type { ColorScheme } from '../../theme/brandTokens';
import { useRuntime } from '../runtime/RuntimeContext';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersDark = () => darkQuery()?.matches ?? false;

/**
 * The colour scheme on screen, 'light' or 'dark': the `?theme=` switch, else the `theme`
 * attribute, else the bettor's choice, else the operator's default_theme_mode; 'system' follows the device's
 * prefers-color-scheme live, so a phone switching to dark at dusk switches the sportsbook.
 */
export function useThemeScheme(): ColorScheme {
  useSignals();
  const { config, store } = useRuntime();
  const search = useSearch();
  const systemDark = useSyncExternalStore(subscribe, prefersDark, () => false);
  const choice = resolveThemeChoice({
    query: new URLSearchParams(search).get('theme'),
    attribute: config.theme.value,
    bettor: store.preferences.theme.value,
    operatorDefault: store.settings.raw.value?.default_theme_mode,
  });
  return activeScheme(choice, systemDark);
}
