import type { SportsbookSettings } from '../src/store';

/** The settings an element's attributes give, by the element's attribute-to-setting map. */
export function settingsFromAttributes(element: Element, attributes: Readonly<Record<string, keyof SportsbookSettings>>): Partial<SportsbookSettings> {
  const settings: Record<string, string> = {};
  for (const [attribute, setting] of Object.entries(attributes)) {
    const value = element.getAttribute(attribute);
    if (value !== null) settings[setting] = value;
  }
  return settings as Partial<SportsbookSettings>;
}
