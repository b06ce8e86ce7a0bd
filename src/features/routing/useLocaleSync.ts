import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { buildLink, localeRedirect, resolveLocale } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { reportUnsupportedLanguages, reportUnsupportedLocale } from './unsupportedLocale';
import { useLanguages } from './useLanguages';

/**
 * Keeps the address's locale segment and the runtime's locale together (spec 2 locale
 * rules): an address with an unknown locale is replaced by the default locale's (paths
 * holding a number above 400 are exempt); a new address sets the locale; a locale set
 * from elsewhere (the `locale` attribute, the language selector) rewrites the address.
 * Nothing is decided before the operator's language list has arrived. A locale the brand
 * does not offer, given at start or set later, goes to the address's language (the
 * default one at start, spec 2) with a console warning that says how to fix it. A language
 * the brand lists but the sportsbook has no texts for is not offered at all (core
 * offeredLanguages): its address prefix is replaced, and the console says so once.
 */
export function useLocaleSync(): void {
  useSignals();
  const { config } = useRuntime();
  const [path, setLocation] = useLocation();
  const search = useSearch();
  const { locales, unsupported, defaultLocale, known } = useLanguages();
  const locale = config.locale.value;
  const seen = useRef<{ path: string | null; locale: string | null }>({ path: null, locale: null });

  useEffect(() => {
    if (!known) return;
    const previous = seen.current;
    seen.current = { path, locale };
    const offered = locales.includes(locale);
    // The standalone site (path routing) sends a bare or unknown address to the operator's
    // default language; an embedded element (hash or memory) to the language its host set.
    const target = config.routing.peek() !== 'path' && offered ? locale : defaultLocale;
    const redirect = localeRedirect(path, locales, target, unsupported);
    const fromPath = resolveLocale({ pathname: path, locales, fallback: defaultLocale });
    reportUnsupportedLanguages(config, unsupported, locales);
    // A language the brand lists but we cannot show is named by the brand-wide warning.
    if (!offered && !unsupported.includes(locale)) reportUnsupportedLocale(config, locale, locales, redirect === null ? fromPath : target);
    if (redirect !== null) {
      setLocation(search ? `${redirect}?${search}` : redirect, { replace: true });
      return;
    }
    if (previous.path !== path || previous.locale === locale) {
      // The address moved (or nothing else did): the address decides the language.
      if (fromPath !== locale) config.apply({ locale: fromPath });
    } else if (!offered) {
      // Set later to a language the brand does not offer: as at start, the address's
      // language stays (it used to switch the texts and leave the address behind).
      config.apply({ locale: fromPath });
    } else if (fromPath !== locale) {
      // The language changed while the address stood still: the address follows.
      // The query stays: ?jackpotEvent= or ?mode=translations belong to the page, not the language.
      const moved = buildLink(path, locale, locales);
      setLocation(search ? `${moved}?${search}` : moved, { replace: true });
    }
  }, [path, search, locale, locales, unsupported, defaultLocale, known, config, setLocation]);
}
