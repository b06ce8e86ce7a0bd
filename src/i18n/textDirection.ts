/**
 * Languages written right to left (their default script is Arabic, Hebrew, Syriac or
 * Thaana). The sportsbook sets its own `dir` from its locale, never from the host page:
 * an English sportsbook on an Arabic casino page stays left to right, and the reverse.
 */
const RIGHT_TO_LEFT_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Scripts written right to left, for a locale that names one ("pa-Arab", "az-Arab"). */
const RIGHT_TO_LEFT_SCRIPTS = new Set(['arab', 'hebr', 'syrc', 'thaa', 'nkoo', 'adlm', 'rohg']);

export type TextDirection = 'ltr' | 'rtl';

/** 'rtl' for Arabic, Hebrew, Persian, Urdu ... ("ar", "he-IL", "pa-Arab"), else 'ltr'. */
export function textDirection(locale: string): TextDirection {
  const parts = locale.trim().toLowerCase().split(/[-_]/);
  const language = parts[0] ?? '';
  const script = parts.slice(1).find((part) => part.length === 4);
  if (script !== undefined) return RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
