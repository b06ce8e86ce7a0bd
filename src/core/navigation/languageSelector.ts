import { CORE_CONSTANTS } from '../settings/defaults';

/**
 * Spec 2 header: the language selector is shown (on desktop) only when flags are enabled
 * (enable_flags) and more than one language exists.
 */
export function isLanguageSelectorShown(languageCount: number, flagsEnabled: boolean): boolean {
  return flagsEnabled && languageCount > 1;
}

/** Spec 2/9: the dropdown is one column for 7 or fewer languages, a wrapped grid above that. */
export function languageSelectorLayout(languageCount: number): 'single-column' | 'grid' {
  return languageCount <= CORE_CONSTANTS.languageDropdownThreshold ? 'single-column' : 'grid';
}
