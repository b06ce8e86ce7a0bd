/**
 * The first screen's card texts before React (the live status, the badges): the same
 * locale file React's i18next loads for the `events` namespace (one small chunk, shared by
 * both builds), read with i18next's rules for what a card needs: nested keys, `{{value}}`
 * interpolation and the plural suffix by the language's rules. Operator overrides of these
 * texts come with React (a changed word redraws at the hand-over, nothing moves far).
 */

type Resource = Readonly<Record<string, unknown>>;

/** What a card's texts are read with: i18next's `t` for the events namespace. */
export type PrepaintTranslate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

const EVENTS_TEXTS = import.meta.glob<{ default: Resource }>('../../src/i18n/locales/*/events.json');

function lookUp(resource: Resource, key: string): string | null {
  let node: unknown = resource;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Resource)[part] : undefined;
  return typeof node === 'string' ? node : null;
}

/** A `t` over one language's events texts; a key it lacks reads as the key, as i18next's does. */
export function translateWith(resource: Resource, locale: string): PrepaintTranslate {
  const plurals = new Intl.PluralRules(locale);
  return (key, values = {}) => {
    const count = values.count;
    const template = (typeof count === 'number' ? lookUp(resource, `${key}_${plurals.select(count)}`) : null) ?? lookUp(resource, key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

/** The events texts of `locale` (English when it ships none), or null when none can be loaded. */
export async function loadEventTexts(locale: string): Promise<PrepaintTranslate | null> {
  const load = EVENTS_TEXTS[`../../src/i18n/locales/${locale}/events.json`] ?? EVENTS_TEXTS['../../src/i18n/locales/en/events.json'];
  if (!load) return null;
  try {
    return translateWith((await load()).default, locale);
  } catch {
    return null;
  }
}
