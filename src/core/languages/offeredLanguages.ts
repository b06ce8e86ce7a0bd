/**
 * Which of a brand's languages the sportsbook offers (issue 23). An operator's settings may
 * list languages the SDK ships no texts for (de, it, ms ...): offering one would show a
 * German flag over English texts and put "/de/" and `<html lang="de">` on English pages.
 * So a language is offered only when the SDK ships a complete locale for it (the i18n
 * completeness test holds every shipped language to every text); the others are dropped
 * from the selector and never chosen from the address, and the operator is told which.
 */

export interface ListedLanguage {
  locale: string;
}

export interface OfferedLanguages<L extends ListedLanguage> {
  /** The brand's languages the SDK has complete texts for, in the brand's order. */
  offered: L[];
  /** The brand's languages the SDK has no complete texts for (locale codes, brand order, no repeats). */
  unsupported: string[];
}

/**
 * Splits the brand's `listed` languages by whether `shipped` (the SDK's complete locales)
 * holds them. When none is shipped, `fallback` (the SDK's own language, English) is
 * offered alone: the texts are in it whatever the brand lists, so the page says so.
 */
export function offeredLanguages<L extends ListedLanguage>(listed: readonly L[], shipped: readonly string[], fallback: L): OfferedLanguages<L> {
  const offered: L[] = [];
  const unsupported: string[] = [];
  for (const language of listed) {
    const locale = language.locale.toLowerCase();
    if (shipped.includes(locale)) {
      if (!offered.some((kept) => kept.locale.toLowerCase() === locale)) offered.push(language);
    } else if (!unsupported.includes(locale)) unsupported.push(locale);
  }
  return { offered: offered.length > 0 ? offered : [fallback], unsupported };
}

/**
 * Where a bare or unknown address goes: the brand's `default_locale` when offered, else
 * English when offered, else the brand's first offered language.
 */
export function defaultOfferedLocale(offered: readonly string[], configured: unknown, fallback = 'en'): string {
  if (typeof configured === 'string' && offered.includes(configured)) return configured;
  return offered.includes(fallback) ? fallback : (offered[0] ?? fallback);
}

/**
 * The console's words for a brand listing languages the SDK cannot show (Stripe-style:
 * what happened, then how to fix it).
 */
export function unsupportedLanguagesWarning(brand: string, unsupported: readonly string[], offered: readonly string[]): string {
  const names = unsupported.map((locale) => `"${locale}"`).join(', ');
  return (
    `Sportsbook: brand "${brand}" lists languages the sportsbook has no texts for (${names}), so they are not offered: ` +
    `the language selector leaves them out, and a locale setting or an address in one of them shows ${offered[0] ?? 'en'} instead. ` +
    `Remove them from the brand's languages in the operator's settings, or add their translations (src/i18n/locales/<language>/, every namespace, checked by src/i18n/completeness.test.ts). ` +
    `Offered: ${offered.join(', ')}.`
  );
}
