import type { Namespace } from './languages';

type Resource = Record<string, unknown>;

// Vite turns each locale file into its own chunk, so a page downloads only the language
// (and namespaces) it shows; the script-tag bundle inlines them (an IIFE cannot split).
const LOCALE_FILES = import.meta.glob<{ default: Resource }>('./locales/*/*.json');

/** The texts of one language's namespace, or null when we ship none (i18next then falls back). */
export async function loadLocaleResource(language: string, namespace: Namespace | string): Promise<Resource | null> {
  const load = LOCALE_FILES[`./locales/${language}/${namespace}.json`];
  return load ? (await load()).default : null;
}

/** The languages we ship at least one file for. */
export function shippedLanguages(): string[] {
  return [...new Set(Object.keys(LOCALE_FILES).map((path) => path.split('/')[2] as string))].sort();
}
