import { themeModeSetting, type ThemeMode } from '../core/settingsParsing/settingValues';
import type { ColorScheme } from './brandTokens';

const CHOICES: readonly string[] = ['light', 'dark', 'system'];

function choiceFrom(value: string | null | undefined): ThemeMode | null {
  const text = value?.trim().toLowerCase() ?? '';
  return CHOICES.includes(text) ? (text as ThemeMode) : null;
}

/**
 * Which colour scheme was asked for: the `?theme=` query switch (spec 2; a tester's or
 * support agent's one-off look), else the element's `theme` attribute (the embedding
 * page's decision: its page is drawn in it), else the bettor's own choice (account
 * preferences, issue 21), else the operator's default_theme_mode. Unknown values are skipped.
 */
export function resolveThemeChoice({ query, attribute, bettor = null, operatorDefault }: { query: string | null; attribute: string | null; bettor?: string | null; operatorDefault: unknown }): ThemeMode {
  return choiceFrom(query) ?? choiceFrom(attribute) ?? choiceFrom(bettor) ?? themeModeSetting(operatorDefault);
}

/** The scheme shown: 'system' follows the device's prefers-color-scheme. */
export function activeScheme(choice: ThemeMode, systemPrefersDark: boolean): ColorScheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}
