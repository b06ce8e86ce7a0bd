import type { Language } from '../routing/useLanguages';

/**
 * A language's name for people who read it: the operator's name, unless the operator
 * sent only the code ('DE'), in which case the language names itself ('Deutsch').
 */
export function languageName(language: Pick<Language, 'name' | 'locale'>): string {
  const name = language.name.trim();
  if (name !== '' && name.toLowerCase() !== language.locale.toLowerCase()) return name;
  return ownName(language.locale) ?? (name || language.locale.toUpperCase());
}

/**
 * What each language calls itself, asked of the engine once per locale: building an
 * `Intl.DisplayNames` loads the locale's data (60 ms of a cold start at 4x CPU for five
 * languages), and the header asks again on each of its renders.
 */
const ownNames = new Map<string, string | null>();

function ownName(locale: string): string | null {
  const known = ownNames.get(locale);
  if (known !== undefined) return known;
  let found: string | null = null;
  try {
    const own = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (own && own.toLowerCase() !== locale.toLowerCase()) found = own.charAt(0).toLocaleUpperCase(locale) + own.slice(1);
  } catch {
    // An engine without Intl.DisplayNames (or without this language) keeps the code.
  }
  ownNames.set(locale, found);
  return found;
}
