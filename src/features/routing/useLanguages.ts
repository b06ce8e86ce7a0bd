import { useSignals } from '@preact/signals-react/runtime';
import { defaultOfferedLocale, offeredLanguages } from '../../core';
import { COMPLETE_LANGUAGES, FALLBACK_LANGUAGE } from '../../i18n/languages';
import { useRuntime } from '../runtime/RuntimeContext';

/** Spec 3 Language. */
export interface Language {
  id: string;
  name: string;
  locale: string;
  external_locale?: string;
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'object' && value !== null && typeof (value as Language).locale === 'string' && /^[a-z]{2}$/.test((value as Language).locale);

export interface Languages {
  /**
   * The operator's languages the sportsbook has complete texts for (core offeredLanguages);
   * until settings arrive, only the current locale.
   */
  languages: readonly Language[];
  locales: readonly string[];
  /** The brand's languages left out because the sportsbook ships no texts for them. */
  unsupported: readonly string[];
  /** Where an unknown locale is sent: the setting default_locale, else en if offered, else the first language. */
  defaultLocale: string;
  /** False until the operator's settings have arrived (no redirect decisions before that). */
  known: boolean;
}

const FALLBACK: Language = { id: FALLBACK_LANGUAGE, name: 'English', locale: FALLBACK_LANGUAGE };

export function useLanguages(): Languages {
  useSignals();
  const { config, store } = useRuntime();
  const raw = store.settings.raw.value;
  const listed = Array.isArray(raw?.languages) ? raw.languages.filter(isLanguage) : [];
  if (listed.length === 0) {
    const current = config.locale.value;
    return { languages: [{ id: current, name: current.toUpperCase(), locale: current }], locales: [current], unsupported: [], defaultLocale: current, known: false };
  }
  const { offered, unsupported } = offeredLanguages(listed, COMPLETE_LANGUAGES, FALLBACK);
  const locales = offered.map((language) => language.locale);
  return { languages: offered, locales, unsupported, defaultLocale: defaultOfferedLocale(locales, raw?.default_locale), known: true };
}
