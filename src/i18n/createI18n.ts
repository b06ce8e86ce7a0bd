import { signal, type ReadonlySignal } from '@preact/signals-core';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { COMPLETE_LANGUAGES, FALLBACK_LANGUAGE, NAMESPACES } from './languages';
import { loadLocaleResource } from './loadLocaleResource';
import { missingKeys } from './missingKeys';

export type { I18n };

export interface SportsbookI18n {
  readonly i18n: I18n;
  /** Settles when the first language's texts are loaded (never rejects: texts fall back to keys). */
  readonly ready: Promise<void>;
  /**
   * Counts language changes and text loads. Code that writes words outside React's render
   * (the price buttons' labels, written by an effect on the hot path) reads it, so a
   * language change reaches those words without rendering anything.
   */
  readonly textsVersion: ReadonlySignal<number>;
  /** Loads a language and makes it current; every mounted text follows without a reload. */
  changeLanguage(language: string): Promise<void>;
  /** Spec 2 `mode=translations`: the keys `language` lacks against English, per namespace. */
  missingKeys(language: string): Promise<Record<string, string[]>>;
}

/** i18next's fallback for `language`: none for a language we ship complete, English for the others. */
function fallbackFor(language: string): string[] {
  return (COMPLETE_LANGUAGES as readonly string[]).includes(language) ? [] : [FALLBACK_LANGUAGE];
}

/**
 * One i18next instance per runtime (never the global one, so two sportsbooks or a host
 * page using i18next itself do not share a language). Resources load lazily per language
 * and namespace; English is the fallback for anything a language lacks.
 */
export function createI18n(language: string): SportsbookI18n {
  const i18n = i18next.createInstance();
  const textsVersion = signal(0);
  const textsChanged = () => void (textsVersion.value += 1);
  i18n.on('initialized', textsChanged);
  i18n.on('loaded', textsChanged);
  i18n.on('languageChanged', textsChanged);
  i18n.use(resourcesToBackend((lng: string, ns: string) => loadLocaleResource(lng, ns).then((resource) => resource ?? {})));
  const ready = i18n
    .init({
      lng: language,
      // A complete language needs no fallback (src/i18n/completeness.test.ts checks it has every
      // text), so the page downloads its texts alone; any other falls back to English.
      fallbackLng: fallbackFor,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      // React escapes what it renders; escaping here too would show '&amp;'.
      interpolation: { escapeValue: false },
      returnNull: false,
      // A component whose namespace has not arrived yet suspends (the nearest <Suspense>
      // shows its fallback: the element's loading indicator, or nothing under RouteView)
      // rather than render its keys, which it did until its texts came.
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    })
    .then(
      () => undefined,
      (error: unknown) => console.error(`The sportsbook could not load its texts (${String(error)}); keys are shown instead.`),
    );

  return {
    i18n,
    ready,
    textsVersion,
    async changeLanguage(next) {
      if (i18n.language === next) return;
      await ready;
      await i18n.changeLanguage(next);
    },
    async missingKeys(target) {
      const result: Record<string, string[]> = {};
      for (const namespace of NAMESPACES) {
        const [reference, translation] = await Promise.all([loadLocaleResource(FALLBACK_LANGUAGE, namespace), loadLocaleResource(target, namespace)]);
        const missing = missingKeys(reference ?? {}, translation);
        if (missing.length > 0) result[namespace] = missing;
      }
      return result;
    },
  };
}
