import { useSignals } from '@preact/signals-react/runtime';
import { useSearch } from 'wouter';
import { activeScheme, resolveThemeChoice } from '../../theme/themeChoice';
import type { ColorScheme } from '../../theme/brandTokens';
import { useRuntime } from '../runtime/RuntimeContext';
import { useMediaQuery } from '../../ui/useMediaQuery';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The colour scheme on screen, 'light' or 'dark': the `?theme=` switch, else the `theme`
 * attribute, else the bettor's choice, else the operator's default_theme_mode; 'system' follows the device's
 * prefers-color-scheme live, so a phone switching to dark at dusk switches the sportsbook.
 */
export function useThemeScheme(): ColorScheme {
  useSignals();
  const { config, store } = useRuntime();
  const search = useSearch();
  const systemDark = useMediaQuery(DARK_QUERY);
  const choice = resolveThemeChoice({
    query: new URLSearchParams(search).get('theme'),
    attribute: config.theme.value,
    bettor: store.preferences.theme.value,
    operatorDefault: store.settings.raw.value?.default_theme_mode,
  });
  return activeScheme(choice, systemDark);
}
