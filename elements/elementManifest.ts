/**
 * The one typed description of the sportsbook elements' public API. The build turns it
 * into `dist/custom-elements.json` (tools/customElementsManifestPlugin.ts), the file IDEs
 * and catalogue tools read, and `elementManifest.test.ts` checks it against the element
 * classes' observed attributes and the event files in src/host/events, so the manifest
 * cannot drift from the code. docs/embedding.md is the prose version of the same API.
 */

export interface AttributeDoc {
  name: string;
  /** The value's type as a TypeScript type text, for example `"light" | "dark" | "system"`. */
  type: string;
  /** The value used when the attribute is absent, in words or as a literal. */
  default: string;
  /** True when a change on a live element takes effect without a reload. */
  reactive: boolean;
  description: string;
}

export interface MethodDoc {
  name: string;
  parameters: ReadonlyArray<{ name: string; type: string; description: string }>;
  returns: string;
  description: string;
}

export interface EventDoc {
  name: string;
  /** The `detail` type as a TypeScript type text. */
  detail: string;
  /** Fired on each element itself, or once per page on the first connected element. */
  target: 'element' | 'page';
  cancelable: boolean;
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

export interface ElementDoc {
  tagName: string;
  className: string;
  description: string;
  cssParts: readonly CssPartDoc[];
  /** The attributes it observes, when not every one of ELEMENT_ATTRIBUTES (the franco widget). */
  attributes?: readonly string[];
  /** The events it fires, when not every one of ELEMENT_EVENTS. */
  events?: readonly string[];
  /** False for an element without the page methods (navigate, login ...). */
  methods?: boolean;
}

const ODDS_FORMATS = '"euro" | "hk" | "us" | "malay" | "indo"';
const MODES = '"standalone" | "embedded" | "content-embedded" | "native-app" | "franco"';

/** Every attribute is a page-wide setting of the one runtime all elements share. */
export const ELEMENT_ATTRIBUTES: readonly AttributeDoc[] = [
  { name: 'brand', type: 'string', default: '"default"', reactive: true, description: 'Brand id (lowercase letters, digits, dashes). A change applies the brand\'s settings, colours and languages live; the betslip stays.' },
  { name: 'locale', type: 'string', default: 'the brand\'s default language, else "en"', reactive: true, description: 'Two-letter language code, for example "fr". Changes the language live and fires sportsbook-language.' },
  { name: 'api-base', type: 'string', default: 'the page\'s own origin', reactive: false, description: 'Address of the operator API, for example "https://api.casino.example". Read once, when the page\'s sportsbook starts.' },
  { name: 'odds-format', type: ODDS_FORMATS, default: 'the bettor\'s choice, else the operator\'s default_price_format', reactive: true, description: 'Odds format imposed by the host (its own odds switch). An empty value gives the choice back to the bettor.' },
  { name: 'theme', type: '"light" | "dark" | "system"', default: 'the brand\'s default_theme_mode', reactive: true, description: 'Colour scheme. "system" follows the device. Removing the attribute returns to the brand\'s default.' },
  { name: 'mode', type: MODES, default: '"standalone" (the full shell: header with login and balance, footer, columns)', reactive: true, description: 'How the sportsbook is hosted: content-embedded shows the content column only, native-app adds an interaction blocker for web views, franco uses the session service (docs/embedding-modes.md).' },
  { name: 'routing', type: '"path" | "hash" | "memory"', default: '"memory" on a host page, "path" on the standalone site', reactive: false, description: 'Where the sportsbook keeps its route: the page path under base-path, the hash (#/en/live/...), or nowhere (the host follows sportsbook-navigate).' },
  { name: 'base-path', type: 'string', default: '"" (the site root)', reactive: false, description: 'With routing="path": the prefix the sportsbook lives under, for example "/sports-betting".' },
  { name: 'token', type: 'string', default: 'none (logged out)', reactive: true, description: 'External game token from the operator\'s platform; the sportsbook opens the player\'s session with it. Setting a new token switches the player without a reload; removing it logs the player out (sportsbook-logout reason "host"), and the betslip stays.' },
  { name: 'host-origin', type: 'string', default: 'none (no messages to a parent frame)', reactive: true, description: 'Exact origin of the page framing the sportsbook, for example "https://casino.example". Messages go only to this origin, and commands are accepted only from it.' },
  { name: 'channel', type: 'string', default: 'none', reactive: true, description: 'A name (up to 64 letters, digits, ".", "_", ":", "-") carried in every message to the parent frame and required on its commands, so one page can frame several sportsbooks.' },
];

export const ELEMENT_METHODS: readonly MethodDoc[] = [
  { name: 'navigate', parameters: [{ name: 'path', type: 'string', description: 'A sportsbook path with its locale, for example "/en/live/sport/".' }], returns: 'void', description: 'Shows the given route in every element of the page, whatever the routing mode.' },
  { name: 'login', parameters: [{ name: 'token', type: 'string', description: 'The game token the operator\'s platform issued for the player.' }], returns: 'Promise<void>', description: 'Opens the player\'s session with an external game token; resolves once the player is logged in (sportsbook-login fires), rejects with an Error saying why.' },
  { name: 'logout', parameters: [], returns: 'Promise<void>', description: 'Ends the player\'s session; sportsbook-logout fires with reason "host".' },
  { name: 'addSelection', parameters: [{ name: 'outcomeId', type: 'string', description: 'The outcome id, for example "8123-1-1".' }], returns: 'Promise<void>', description: 'Adds an outcome to the betslip; rejects with an Error when the outcome is unknown or cannot be added.' },
  { name: 'removeSelection', parameters: [{ name: 'outcomeId', type: 'string', description: 'An outcome id on the betslip.' }], returns: 'void', description: 'Removes an outcome from the betslip.' },
];

export const ELEMENT_EVENTS: readonly EventDoc[] = [
  { name: 'sportsbook-ready', detail: '{ version: string; brand: string; locale: string; capabilities: string[] }', target: 'element', cancelable: false, description: 'The element has rendered for the first time.' },
  { name: 'sportsbook-login', detail: '{ username: string; currency: string; accountId: string }', target: 'page', cancelable: false, description: 'A player logged in (any path: token, login dialog, franco).' },
  { name: 'sportsbook-logout', detail: '{ reason: "user" | "unauthorized" | "jwe_token_expired" | "host" }', target: 'page', cancelable: false, description: 'The player\'s session ended, and why.' },
  { name: 'sportsbook-resize', detail: '{ width: number; height: number }', target: 'element', cancelable: false, description: 'The element\'s rendered size changed (whole pixels).' },
  { name: 'sportsbook-balance', detail: '{ balance: number; currency: string }', target: 'page', cancelable: false, description: 'The player\'s sportsbook balance changed.' },
  { name: 'sportsbook-language', detail: '{ locale: string; previousLocale: string }', target: 'page', cancelable: false, description: 'The sportsbook\'s language changed.' },
  { name: 'sportsbook-navigate', detail: '{ path: string; previousPath: string }', target: 'page', cancelable: false, description: 'The sportsbook showed another route (path with locale, for example "/en/live/sport/"), for host URL sync and deep links.' },
  { name: 'sportsbook-bet-placed', detail: '{ reference: string; kind: "betslip" | "jackpot"; betCount: number; totalStake: number; currency: string }', target: 'page', cancelable: false, description: 'A betslip or jackpot placement was accepted.' },
  { name: 'sportsbook-login-requested', detail: '{}', target: 'page', cancelable: true, description: 'The bettor asked to log in. Call preventDefault() to show the host\'s own login instead of ours.' },
  { name: 'sportsbook-deposit-requested', detail: '{}', target: 'page', cancelable: true, description: 'The bettor asked to deposit. Call preventDefault() when the host handles deposits.' },
  { name: 'sportsbook-connection', detail: '{ state: "connecting" | "open" | "reconnecting" | "closed" }', target: 'page', cancelable: false, description: 'The live feed connection changed state.' },
  { name: 'sportsbook-betslip-change', detail: '{ count: number; outcomeIds: string[] }', target: 'page', cancelable: false, description: 'The betslip\'s selections changed.' },
  { name: 'sportsbook-maintenance', detail: '{ state: "maintenance"; previousState: "available" | "blocked" }', target: 'page', cancelable: false, description: 'The operator is down for maintenance: every element shows the maintenance shell in place; the host page is never navigated.' },
  { name: 'sportsbook-unavailable', detail: '{ state: "blocked"; previousState: "available" | "maintenance" }', target: 'page', cancelable: false, description: 'The operator refuses this visitor (/blocked): every element shows the blocked notice in place.' },
  { name: 'sportsbook-available', detail: '{ state: "available"; previousState: "maintenance" | "blocked" }', target: 'page', cancelable: false, description: 'The operator serves the sportsbook again: the elements show their content, fetched afresh.' },
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

export const ELEMENTS: readonly ElementDoc[] = [
  {
    tagName: 'sportsbook-app',
    className: 'SportsbookAppElement',
    description: 'The whole sportsbook: header, columns, pages, betslip and footer.',
    cssParts: [
      { name: 'header', description: 'The header bar (logo, search, login, balance).' },
      { name: 'content', description: 'The page content column (<main>).' },
      { name: 'footer', description: 'The footer navigation bar.' },
      { name: 'betslip', description: 'The betslip panel, while open.' },
      { name: 'mybets', description: 'The My Bets panel, while open.' },
    ],
  },
  {
    tagName: 'sportsbook-betslip',
    className: 'SportsbookBetslipElement',
    description: 'The betslip on its own, for a host page\'s sidebar; it shares its state with every other element on the page.',
    cssParts: [{ name: 'betslip', description: 'The betslip panel, while open.' }],
  },
  {
    tagName: 'sportsbook-mybets',
    className: 'SportsbookMybetsElement',
    description: 'The player\'s bets (open and settled) on their own.',
    cssParts: [{ name: 'mybets', description: 'The My Bets panel.' }],
  },
  {
    tagName: 'sportsbook-login-status',
    className: 'SportsbookLoginStatusElement',
    description:
      'The franco-mode login-status widget (lit-html, no React): "Log in", or the player, balance, "Log out" and notifications. Its own script, dist/sportsbook-login-status.js, loads it alone; with the SDK on the page it shows the page runtime\'s session (docs/franco.md).',
    cssParts: [
      { name: 'container', description: 'The widget\'s box.' },
      { name: 'username', description: 'The player\'s name.' },
      { name: 'balance', description: 'The balance.' },
      { name: 'notifications', description: 'The notifications button and list.' },
    ],
    attributes: ['brand', 'locale', 'api-base', 'token', 'host-origin', 'mode'],
    events: ['sportsbook-ready', 'sportsbook-login', 'sportsbook-logout', 'sportsbook-balance', 'sportsbook-login-requested'],
    methods: false,
  },
];

/** The module every element comes from, as the package ships it. */
export const MANIFEST_MODULE_PATH = 'dist/sportsbook.js';

/** Builds the custom-elements.json document (schema 1.0.0) from the description above. */
export function buildCustomElementsManifest() {
  return {
    schemaVersion: '1.0.0',
    readme: 'docs/embedding.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MANIFEST_MODULE_PATH,
        declarations: ELEMENTS.map((element) => ({
          kind: 'class',
          customElement: true,
          name: element.className,
          tagName: element.tagName,
          description: element.description,
          superclass: { name: 'HTMLElement' },
          attributes: ELEMENT_ATTRIBUTES.filter((attribute) => element.attributes?.includes(attribute.name) ?? true).map((attribute) => ({
            name: attribute.name,
            type: { text: attribute.type },
            default: attribute.default,
            description: `${attribute.description}${attribute.reactive ? ' Reactive: takes effect live.' : ' Read when the sportsbook starts.'}`,
          })),
          members: (element.methods === false ? [] : ELEMENT_METHODS).map((method) => ({
            kind: 'method',
            name: method.name,
            privacy: 'public',
            description: method.description,
            parameters: method.parameters.map((parameter) => ({ name: parameter.name, type: { text: parameter.type }, description: parameter.description })),
            return: { type: { text: method.returns } },
          })),
          events: ELEMENT_EVENTS.filter((event) => element.events?.includes(event.name) ?? true).map((event) => ({
            name: event.name,
            type: { text: `CustomEvent<${event.detail}>` },
            description: `${event.description}${event.target === 'page' ? ' Fired once per page, on the first connected sportsbook element.' : ''}${event.cancelable ? ' Cancelable.' : ''} Bubbles and is composed.`,
          })),
          cssProperties: ELEMENT_CSS_PROPERTIES.map((property) => ({ name: property.name, syntax: property.syntax, description: property.description, ...(property.default === undefined ? {} : { default: property.default }) })),
          cssParts: element.cssParts.map((part) => ({ name: part.name, description: part.description })),
        })),
        exports: ELEMENTS.flatMap((element) => [
          { kind: 'js', name: element.className, declaration: { name: element.className, module: MANIFEST_MODULE_PATH } },
          { kind: 'custom-element-definition', name: element.tagName, declaration: { name: element.className, module: MANIFEST_MODULE_PATH } },
        ]),
      },
    ],
  };
}
