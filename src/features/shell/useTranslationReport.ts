import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Spec 2 `mode=translations`: prints the keys the current language lacks (against
 * English), once per language, for translators checking a brand's language.
 */
export function useTranslationReport(search: string): void {
  useSignals();
  const runtime = useRuntime();
  const locale = runtime.config.locale.value;
  const wanted = new URLSearchParams(search).get('mode') === 'translations';
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void runtime.i18n.missingKeys(locale).then((missing) => {
      if (cancelled) return;
      const lines = Object.entries(missing).flatMap(([namespace, keys]) => keys.map((key) => `${namespace}:${key}`));
      console.info(`[sportsbook] ${lines.length} missing translation keys for "${locale}"${lines.length > 0 ? `:\n${lines.join('\n')}` : ''}`);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, locale, runtime]);
}
