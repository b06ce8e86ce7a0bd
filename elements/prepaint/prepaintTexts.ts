/**
 * The first screen's texts before React (a card's live status and badges, the page and
 * section headings): the same locale files React's i18next loads for the `events` and
 * `homePage` namespaces (both in the language's first-screen chunk, shared by both builds),
 * read with i18next's rules for what they need: nested keys, `{{value}}` interpolation and
 * the plural suffix by the language's rules. Operator overrides of these texts come with
 * React (a changed word redraws at the hand-over, nothing moves far).
 */

type Resource = Readonly<Record<string, unknown>>;

/** What a card's texts are read with: i18next's `t` for the events namespace. */
export type PrepaintTranslate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** The namespaces the pre-paint reads, each a glob the build resolves to the language chunks (literal patterns: Vite needs them so). */
const TEXTS = {
  events: import.meta.glob<{ default: Resource }>('../../src/i18n/locales/*/events.json'),
  homePage: import.meta.glob<{ default: Resource }>('../../src/i18n/locales/*/homePage.json'),
  // The live list's words: viewTypes is in the first-screen chunk; livePage in the later one,
  // which React's live page loads before its first odds anyway (asked by the live pre-paint only).
  viewTypes: import.meta.glob<{ default: Resource }>('../../src/i18n/locales/*/viewTypes.json'),
  livePage: import.meta.glob<{ default: Resource }>('../../src/i18n/locales/*/livePage.json'),
} as const;

export type PrepaintNamespace = keyof typeof TEXTS;

function lookUp(resource: Resource, key: string): string | null {
  let node: unknown = resource;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Resource)[part] : undefined;
  return typeof node === 'string' ? node : null;
}

/** A `t` over one language's texts of one namespace; a key it lacks reads as the key, as i18next's does. */
export function translateWith(resource: Resource, locale: string): PrepaintTranslate {
  const plurals = new Intl.PluralRules(locale);
  return (key, values = {}) => {
    const count = values.count;
    const template = (typeof count === 'number' ? lookUp(resource, `${key}_${plurals.select(count)}`) : null) ?? lookUp(resource, key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

/** A namespace's texts in `locale` (English when it ships none), or null when none can be loaded. */
export async function loadPrepaintTexts(namespace: PrepaintNamespace, locale: string): Promise<PrepaintTranslate | null> {
  const files = TEXTS[namespace];
  const load = files[`../../src/i18n/locales/${locale}/${namespace}.json`] ?? files[`../../src/i18n/locales/en/${namespace}.json`];
  if (!load) return null;
  try {
    return translateWith((await load()).default, locale);
  } catch {
    return null;
  }
}

/** The events texts of `locale` (a card's words). */
export function loadEventTexts(locale: string): Promise<PrepaintTranslate | null> {
  return loadPrepaintTexts('events', locale);
}
