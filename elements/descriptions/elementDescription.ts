/**
 * How a sportsbook element is described: once, in elements/descriptions/<tag>.ts, and
 * everything else follows from that description. The element class gets one property and
 * one observed attribute per entry (r2wc's `props` map, elements/createSportsbookElement.tsx),
 * the React typings get the attribute names and event props (elements/jsx.ts), and the
 * manifest (dist/custom-elements.json) and the docs' attribute, event and part tables are
 * generated from it (tools/elementDocs.ts). A new element is a new description plus its
 * feature; the shared factory does not change.
 *
 * A description has two halves in two files: `<tag>.ts`, the shape the running element
 * needs (tag and attributes), and `<tag>.docs.ts`, the texts, typed against the shape so
 * every attribute is documented. Only the build tools and the type checker read the docs
 * files, so their texts never reach a shipped script (a bundler keeps a module's object
 * literals whenever it reads a property of another module's, so one file would not do).
 */
import type { SportsbookSettings } from '../../src/store';

/** r2wc's value types (its `props` option): each gives a property, an observed attribute and a React prop. */
export type AttributeValueType = 'string' | 'number' | 'boolean' | 'json';

/**
 * An attribute that feeds one of the page's settings. Every element of a page shares one
 * runtime, so such an attribute on any element sets it for the whole page.
 */
export interface SettingAttribute {
  readonly type: 'string';
  readonly setting: keyof SportsbookSettings;
  /**
   * `live`: a change on a running element takes effect at once. `at-start`: read when the
   * page's sportsbook starts; a later, different value is refused with a console.error.
   */
  readonly takesEffect: 'live' | 'at-start';
  /**
   * What removing the attribute does: `clears` the setting (back to its default), or
   * `keeps` the page's current value, which another element may have set.
   */
  readonly removal: 'clears' | 'keeps';
}

/**
 * An attribute of this element alone (for example a future `<sportsbook-event event-id>`),
 * handed to the element's feature component as a React prop of the same name.
 */
export interface FeatureAttribute {
  readonly type: AttributeValueType;
}

export type ElementAttribute = SettingAttribute | FeatureAttribute;

/** Attributes by property name (camelCase); r2wc derives each attribute name from it. */
export type ElementAttributes = Readonly<Record<string, ElementAttribute>>;

export function isSettingAttribute(attribute: ElementAttribute): attribute is SettingAttribute {
  return 'setting' in attribute;
}

/** What the running element needs to know about itself. */
export interface ElementShape<Attributes extends ElementAttributes = ElementAttributes> {
  readonly tagName: `sportsbook-${string}`;
  readonly attributes: Attributes;
}

/** `apiBase` → `api-base`: r2wc's rule (toDashedCase) for the attribute of a property. */
export function attributeNameOf(property: string): string {
  return property.replace(/([a-z0-9])([A-Z])/g, (_match, before: string, capital: string) => `${before}-${capital.toLowerCase()}`);
}

/** The same rule for the type checker, so the React typings name the real attributes. */
export type AttributeNameOf<Property extends string> = Property extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${AttributeNameOf<Tail>}`
  : Property;

/** The event names the package declares (src/host/events), as GlobalEventHandlersEventMap has them. */
export type SportsbookEventName = Extract<keyof GlobalEventHandlersEventMap, `sportsbook-${string}`>;

/** One attribute in the docs: the value's type, its default and what it does. */
export interface AttributeDoc {
  /** The value's type as TypeScript text, for example `"light" | "dark" | "system"`. */
  readonly type: string;
  /** The value in force when the attribute is absent, in words or as a literal. */
  readonly default: string;
  readonly description: string;
}

/** One event in the docs. Every sportsbook event is documented once (descriptions/events.docs.ts). */
export interface EventDoc {
  /** The `detail` type as TypeScript text. */
  readonly detail: string;
  /**
   * `element`: fired on the element it concerns, bubbling and composed. `page`: a change of
   * the page's one sportsbook, fired once on `document` and once on every sportsbook element
   * (docs/embedding-events.md "Where page-wide events go").
   */
  readonly scope: 'element' | 'page';
  readonly cancelable: boolean;
  readonly description: string;
}

/** The docs half of a description, checked against the shape: every attribute documented. */
export interface ElementDocs<Shape extends ElementShape> {
  readonly tagName: Shape['tagName'];
  /** The class the package exports for it. */
  readonly className: string;
  readonly description: string;
  readonly attributes: { readonly [Property in keyof Shape['attributes']]: AttributeDoc };
  /** The events a host can listen to on it. */
  readonly events: readonly SportsbookEventName[];
  /** `part` names for `::part()`, each with what it is. */
  readonly parts: Readonly<Record<string, string>>;
  /** Whether it has the page methods (navigate, login, logout, addSelection, removeSelection). */
  readonly methods: boolean;
}
