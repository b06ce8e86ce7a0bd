import { useSignals } from '@preact/signals-react/runtime';
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
  /** The operator's languages; until settings arrive, only the current locale. */
  languages: readonly Language[];
  locales: readonly string[];
  /** Where an unknown locale is sent: the setting default_locale, else en if offered, else the first language. */
  defaultLocale: string;
  /** False until the operator's settings have arrived (no redirect decisions before that). */
  known: boolean;
}

export function useLanguages(): Languages {
  useSignals();
  const { config, store } = useRuntime();
  const raw = store.settings.raw.value;
  const listed = Array.isArray(raw?.languages) ? raw.languages.filter(isLanguage) : [];
  const languages: Language[] = listed.length > 0 ? listed : [{ id: config.locale.value, name: config.locale.value.toUpperCase(), locale: config.locale.value }];
  const locales = languages.map((language) => language.locale);
  const configured = typeof raw?.default_locale === 'string' && locales.includes(raw.default_locale) ? raw.default_locale : null;
  const defaultLocale = configured ?? (locales.includes('en') ? 'en' : (locales[0] ?? 'en'));
  return { languages, locales, defaultLocale, known: listed.length > 0 };
}
