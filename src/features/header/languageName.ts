import type { Language } from '../routing/useLanguages';

/**
 * A language's name for people who read it: the operator's name, unless the operator
 * sent only the code ('DE'), in which case the language names itself ('Deutsch').
 */
export function languageName(language: Pick<Language, 'name' | 'locale'>): string {
  const name = language.name.trim();
  if (name !== '' && name.toLowerCase() !== language.locale.toLowerCase()) return name;
  try {
    const own = new Intl.DisplayNames([language.locale], { type: 'language' }).of(language.locale);
    if (own && own.toLowerCase() !== language.locale.toLowerCase()) return own.charAt(0).toLocaleUpperCase(language.locale) + own.slice(1);
  } catch {
    // An engine without Intl.DisplayNames (or without this language) keeps the code.
  }
  return name || language.locale.toUpperCase();
}
