import { unsupportedLanguagesWarning } from '../../core';
import type { ConfigModel } from '../../store';

/**
 * What the console says when the sportsbook is given a locale its brand does not offer
 * (spec 2: such a locale goes to the default one), at start or later: the same fallback
 * both times, and the operator learns why and how to fix it.
 */
export function unsupportedLocaleWarning(brand: string, locale: string, locales: readonly string[], shown: string): string {
  const offered = locales.join(', ');
  return (
    `Sportsbook: locale "${locale}" is not one of brand "${brand}"'s languages (${offered}), so the sportsbook shows "${shown}". ` +
    `Set locale to one of ${offered} (the locale attribute, Sportsbook.init({ locale }) or the frame's set-locale command), or add "${locale}" to the brand's languages in the operator's settings.`
  );
}

// Once per runtime, brand and locale: the sync runs on every address change.
const reported = new WeakMap<ConfigModel, Set<string>>();

export function reportUnsupportedLocale(config: ConfigModel, locale: string, locales: readonly string[], shown: string): void {
  const brand = config.brand.peek();
  const key = `${brand}:${locale}`;
  const seen = reported.get(config) ?? new Set<string>();
  reported.set(config, seen);
  if (seen.has(key)) return;
  seen.add(key);
  console.warn(unsupportedLocaleWarning(brand, locale, locales, shown));
}

// Once per runtime and brand: every element's sync would say it again.
const reportedBrands = new WeakMap<ConfigModel, Set<string>>();

/**
 * Tells the operator, once, that the brand lists languages the sportsbook has no texts
 * for and that they are not offered (core offeredLanguages; docs/site.md "Languages").
 */
export function reportUnsupportedLanguages(config: ConfigModel, unsupported: readonly string[], offered: readonly string[]): void {
  if (unsupported.length === 0) return;
  const brand = config.brand.peek();
  const seen = reportedBrands.get(config) ?? new Set<string>();
  reportedBrands.set(config, seen);
  if (seen.has(brand)) return;
  seen.add(brand);
  console.warn(unsupportedLanguagesWarning(brand, unsupported, offered));
}
