import type { SportsbookSettings } from '../src/store';
import { attributeNameOf, isSettingAttribute, type ElementAttributes, type SettingAttribute } from './descriptions/elementDescription';

/** A setting attribute of an element, with the attribute's name (r2wc derives it from the property). */
export interface NamedSettingAttribute extends SettingAttribute {
  readonly name: string;
}

/** The setting attributes among an element's attributes, in the description's order. */
export function settingAttributesOf(attributes: ElementAttributes): NamedSettingAttribute[] {
  return Object.entries(attributes).flatMap(([property, attribute]) => (isSettingAttribute(attribute) ? [{ ...attribute, name: attributeNameOf(property) }] : []));
}

/**
 * The element's setting attributes that are present now, in the order the element has
 * them (the order the operator wrote), each with its value.
 */
export function presentSettingAttributes(element: Element, attributes: readonly NamedSettingAttribute[]): { attribute: NamedSettingAttribute; value: string }[] {
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]));
  return [...element.attributes].flatMap(({ name, value }) => {
    const attribute = byName.get(name);
    return attribute ? [{ attribute, value }] : [];
  });
}

/** The settings an element's attributes give now; an absent attribute gives nothing. */
export function settingsFromAttributes(element: Element, attributes: readonly NamedSettingAttribute[]): Partial<SportsbookSettings> {
  const settings: Record<string, string> = {};
  for (const { attribute, value } of presentSettingAttributes(element, attributes)) settings[attribute.setting] = value;
  return settings as Partial<SportsbookSettings>;
}
