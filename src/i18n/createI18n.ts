import { signal, type ReadonlySignal } from '@preact/signals-core';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { FIRST_NAMESPACES, LATER_NAMESPACES, isFirstNamespace } from './firstNamespaces';
import { COMPLETE_LANGUAGES, FALLBACK_LANGUAGE, NAMESPACES } from './languages';
import { loadLocaleResource } from './loadLocaleResource';
import { missingKeys } from './missingKeys';

export type { I18n };

export interface SportsbookI18n {
  readonly i18n: I18n;
  /**
   * Settles when the first screen's texts (FIRST_NAMESPACES) of the first language are
   * loaded (never rejects: texts fall back to keys). The others come with `loadLaterTexts`.
   */
  readonly ready: Promise<void>;
  /**
   * Loads the texts the first screen does not show (LATER_NAMESPACES, one chunk per
   * language) for the current language; settles when they are in. The page calls it once
   * its first odds are on screen; a component that needs one of them earlier loads it
   * itself (react-i18next suspends it meanwhile). From then on a language change loads
   * both parts of the new language before it switches. Calling it again does nothing more.
   */
  loadLaterTexts(): Promise<void>;
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
 * page using i18next itself do not share a language). Resources load lazily per language,
 * in two parts (firstNamespaces.ts): the first screen's namespaces at once, the rest with
 * `loadLaterTexts` or when a component first needs one; English is the fallback for
 * anything a language lacks (not for a complete one).
 */
export function createI18n(language: string): SportsbookI18n {
  const i18n = i18next.createInstance();
  const textsVersion = signal(0);
  const textsChanged = () => void (textsVersion.value += 1);
  i18n.on('initialized', textsChanged);
  i18n.on('loaded', textsChanged);
  i18n.on('languageChanged', textsChanged);
  // A later namespace arrives with its whole chunk (vite.config.ts), so whoever asks for one
  // (react-i18next, for a component that needs it) gets them all registered at once: the
  // next component needing another later text finds it there instead of suspending again.
  const loadNamespaces = i18n.loadNamespaces.bind(i18n);
  i18n.loadNamespaces = (ns, callback) => {
    const asked = typeof ns === 'string' ? [ns] : [...ns];
    return loadNamespaces(asked.every(isFirstNamespace) ? asked : [...new Set([...asked, ...LATER_NAMESPACES])], callback);
  };
  i18n.use(resourcesToBackend((lng: string, ns: string) => loadLocaleResource(lng, ns).then((resource) => resource ?? {})));
  const ready = i18n
    .init({
      lng: language,
      // A complete language needs no fallback (src/i18n/completeness.test.ts checks it has every
      // text), so the page downloads its texts alone; any other falls back to English.
      fallbackLng: fallbackFor,
      // The first screen's namespaces only: the other part waits for the first odds
      // (loadLaterTexts). i18next adds every namespace loaded later to this list, and a
      // language change loads the whole list of the new language before it switches.
      ns: [...FIRST_NAMESPACES],
      defaultNS: 'common',
      // Every namespace of a language and its fallback read at once (i18next reads 10 at a time
      // by default): the reads are imports of at most two chunks per language, and queued they
      // would ask for the later chunk only once the first had arrived, a language change's
      // two parts one after the other.
      maxParallelReads: NAMESPACES.length * 2,
      // React escapes what it renders; escaping here too would show '&amp;'.
      interpolation: { escapeValue: false },
      returnNull: false,
      // A component whose namespace has not arrived yet suspends (the nearest <Suspense>
      // shows its fallback) rather than render its keys: the element's loading indicator
      // until the first texts are in, an empty spot for what needs the later part.
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    })
    .then(
      () => undefined,
      (error: unknown) => console.error(`The sportsbook could not load its texts (${String(error)}); keys are shown instead.`),
    );

  let later: Promise<void> | undefined;
  return {
    i18n,
    ready,
    textsVersion,
    loadLaterTexts() {
      later ??= ready.then(() => i18n.loadNamespaces([...LATER_NAMESPACES]));
      return later;
    },
    async changeLanguage(next) {
      if (i18n.language === next) return;
      await ready;
      // i18next loads every namespace loaded so far (its `ns` list) in `next` before it
      // switches: both parts once the later texts were asked for, so nothing shows a key.
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
