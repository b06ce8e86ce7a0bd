import { useEffect } from 'react';

/**
 * The standalone site owns its document, so <html lang> follows the sportsbook's locale:
 * screen readers pronounce the texts in their language and browsers stop offering to
 * translate a page that is already in the bettor's. Embedded, the operator's document
 * keeps its own lang; the shell marks its own subtree instead.
 */
export function useDocumentLanguage(locale: string, owned: boolean): void {
  useEffect(() => {
    if (owned) document.documentElement.lang = locale;
  }, [locale, owned]);
}
