/**
 * The sportsbook elements' manifest, dist/custom-elements.json (schema 1.0.0), the file
 * IDEs and catalogue tools read. Attributes, properties, events and parts come from the
 * element descriptions (elements/descriptions), the same source as the elements' r2wc
 * props maps, the React typings and the docs tables (tools/elementDocs.ts); methods and CSS
 * custom properties are described here. Emitted at build time by
 * tools/customElementsManifestPlugin.ts; elementManifest.test.ts checks it against the code.
 */
import { attributeNameOf, isSettingAttribute, type AttributeDoc, type ElementAttribute } from './descriptions/elementDescription.ts';
import { SPORTSBOOK_EVENT_DOCS } from './descriptions/events.docs.ts';
import { ELEMENT_DOCS, ELEMENT_SHAPES } from './descriptions/index.ts';
import { removalSentence, scopeSentence, takesEffectSentence } from './descriptions/sentences.ts';

export interface MethodDoc {
  name: string;
  parameters: ReadonlyArray<{ name: string; type: string; description: string }>;
  returns: string;
  description: string;
}

export interface CssPropertyDoc {
  name: string;
  syntax: string;
  default?: string;
  description: string;
}

export interface CssPartDoc {
  name: string;
  description: string;
}

export const ELEMENT_METHODS: readonly MethodDoc[] = [
  { name: 'navigate', parameters: [{ name: 'path', type: 'string', description: 'A sportsbook path with its locale, for example "/en/live/sport/".' }], returns: 'void', description: 'Shows the given route in every element of the page, whatever the routing mode.' },
  { name: 'login', parameters: [{ name: 'token', type: 'string', description: 'The game token the operator\'s platform issued for the player.' }], returns: 'Promise<void>', description: 'Opens the player\'s session with an external game token; resolves once the player is logged in (sportsbook-login fires), rejects with an Error saying why.' },
  { name: 'logout', parameters: [], returns: 'Promise<void>', description: 'Ends the player\'s session; sportsbook-logout fires with reason "host".' },
  { name: 'addSelection', parameters: [{ name: 'outcomeId', type: 'string', description: 'The outcome id, for example "8123-1-1".' }], returns: 'Promise<void>', description: 'Adds an outcome to the betslip; rejects with an Error when the outcome is unknown or cannot be added.' },
  { name: 'removeSelection', parameters: [{ name: 'outcomeId', type: 'string', description: 'An outcome id on the betslip.' }], returns: 'void', description: 'Removes an outcome from the betslip.' },
];

/**
 * The custom properties a host may set on an element. Brand colours from the operator's
 * settings are applied inside the element and win over the host's values for the colour
 * tokens they cover (docs/embedding.md "Theming").
 */
export const ELEMENT_CSS_PROPERTIES: readonly CssPropertyDoc[] = [
  { name: '--sb-app-height', syntax: '<length>', default: '100vh', description: 'Height of <sportsbook-app>: the header and footer stay put and the columns scroll inside it.' },
  { name: '--sb-font-family', syntax: '<family-name>#', description: 'Typeface of all sportsbook text.' },
  { name: '--sb-font-size-sm', syntax: '<length>', default: '12px', description: 'Small text.' },
  { name: '--sb-font-size-md', syntax: '<length>', default: '14px', description: 'Body text.' },
  { name: '--sb-font-size-lg', syntax: '<length>', default: '16px', description: 'Large text.' },
  { name: '--sb-font-size-xl', syntax: '<length>', default: '20px', description: 'Headings.' },
  { name: '--sb-line-height', syntax: '<number>', default: '1.4', description: 'Line height of body text.' },
  { name: '--sb-radius', syntax: '<length>', default: '6px', description: 'Corner radius of cards, buttons and inputs.' },
  { name: '--sb-header-height', syntax: '<length>', default: '56px', description: 'Height of the header bar.' },
  { name: '--sb-color-bg', syntax: '<color>', description: 'Page background.' },
  { name: '--sb-color-surface', syntax: '<color>', description: 'Cards and panels.' },
  { name: '--sb-color-text', syntax: '<color>', description: 'Text.' },
  { name: '--sb-color-text-muted', syntax: '<color>', description: 'Secondary text.' },
  { name: '--sb-color-border', syntax: '<color>', description: 'Borders and dividers.' },
  { name: '--sb-color-primary', syntax: '<color>', description: 'Brand colour (from the operator\'s color_theme when set).' },
  { name: '--sb-color-primary-text', syntax: '<color>', description: 'Text on the brand colour.' },
  { name: '--sb-color-accent', syntax: '<color>', description: 'Accent: selected prices, primary buttons.' },
  { name: '--sb-color-accent-text', syntax: '<color>', description: 'Text on the accent colour.' },
  { name: '--sb-color-link', syntax: '<color>', description: 'Links and text in the accent colour (kept at WCAG AA contrast).' },
  { name: '--sb-color-header-bg', syntax: '<color>', description: 'Header background.' },
  { name: '--sb-color-header-text', syntax: '<color>', description: 'Header text.' },
  { name: '--sb-color-badge-bg', syntax: '<color>', description: 'Counter badges (betslip count).' },
  { name: '--sb-color-badge-text', syntax: '<color>', description: 'Text in counter badges.' },
  { name: '--sb-color-focus', syntax: '<color>', description: 'Keyboard focus ring.' },
  { name: '--sb-color-danger', syntax: '<color>', description: 'Refusals and errors, such as a stake under the minimum (kept at WCAG AA contrast).' },
  { name: '--sb-color-success', syntax: '<color>', description: 'A price moving up (kept at WCAG AA contrast).' },
];

/** The module every element comes from, as the package ships it. */
export const MANIFEST_MODULE_PATH = 'dist/sportsbook.js';

/** What the manifest says of an attribute: its doc, then when it takes effect and what removing it does. */
export function manifestAttributeDescription(attribute: ElementAttribute, doc: AttributeDoc): string {
  return isSettingAttribute(attribute) ? `${doc.description} ${takesEffectSentence(attribute)} ${removalSentence(attribute)}` : doc.description;
}

/** Builds the custom-elements.json document (schema 1.0.0) from the element descriptions. */
export function buildCustomElementsManifest() {
  const declarations = ELEMENT_DOCS.map((element) => {
    const shape = ELEMENT_SHAPES[element.tagName];
    const attributeDocs = element.attributes as Readonly<Record<string, AttributeDoc>>;
    const attributes = Object.entries(shape.attributes as Readonly<Record<string, ElementAttribute>>).map(([property, attribute]) => {
      const doc = attributeDocs[property];
      if (!doc) throw new Error(`<${element.tagName}> has no docs for its attribute ${property}: add it to the docs export of elements/descriptions/${element.tagName}.ts.`);
      return { property, name: attributeNameOf(property), type: { text: doc.type }, default: doc.default, description: manifestAttributeDescription(attribute, doc) };
    });
    return {
      kind: 'class',
      customElement: true,
      name: element.className,
      tagName: element.tagName,
      description: element.description,
      superclass: { name: 'HTMLElement' },
      attributes: attributes.map(({ property, ...attribute }) => ({ ...attribute, fieldName: property })),
      members: [
        ...attributes.map((attribute) => ({ kind: 'field', name: attribute.property, type: attribute.type, default: attribute.default, description: attribute.description, attribute: attribute.name, reflects: true })),
        ...(element.methods ? ELEMENT_METHODS : []).map((method) => ({
          kind: 'method',
          name: method.name,
          privacy: 'public',
          description: method.description,
          parameters: method.parameters.map((parameter) => ({ name: parameter.name, type: { text: parameter.type }, description: parameter.description })),
          return: { type: { text: method.returns } },
        })),
      ],
      events: element.events.map((name) => {
        const event = SPORTSBOOK_EVENT_DOCS[name];
        return { name, type: { text: `CustomEvent<${event.detail}>` }, description: `${event.description} ${scopeSentence(event)}${event.cancelable ? ' Cancelable.' : ''}` };
      }),
      cssProperties: ELEMENT_CSS_PROPERTIES.map((property) => ({ name: property.name, syntax: property.syntax, description: property.description, ...(property.default === undefined ? {} : { default: property.default }) })),
      cssParts: Object.entries(element.parts).map(([name, description]) => ({ name, description })),
    };
  });
  return {
    schemaVersion: '1.0.0',
    readme: 'docs/embedding.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MANIFEST_MODULE_PATH,
        declarations,
        exports: ELEMENT_DOCS.flatMap((element) => [
          { kind: 'js', name: element.className, declaration: { name: element.className, module: MANIFEST_MODULE_PATH } },
          { kind: 'custom-element-definition', name: element.tagName, declaration: { name: element.className, module: MANIFEST_MODULE_PATH } },
        ]),
      },
    ],
  };
}
