// The descriptions must describe the code as it is, and the manifest must say what the
// descriptions say: the attributes are the ones the element classes observe and have
// properties for, the events are the ones src/host/events declares (with the same detail
// fields), the parts are the ones the views render, the custom properties exist.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { attributeNameOf } from './descriptions/elementDescription';
import { SPORTSBOOK_EVENT_DOCS } from './descriptions/events.docs';
import { ELEMENT_DOCS, ELEMENT_SHAPES } from './descriptions/index';
import { buildCustomElementsManifest, ELEMENT_CSS_PROPERTIES } from './elementManifest';
import { SportsbookAppElement } from './sportsbook-app';
import { SportsbookBetslipElement } from './sportsbook-betslip';
import { SportsbookMybetsElement } from './sportsbook-mybets';
import { SportsbookLoginStatusElement } from './sportsbook-login-status';
import { SportsbookEventElement } from './sportsbook-event';
import { SportsbookLiveNowElement } from './sportsbook-live-now';
import { SportsbookTopEventsElement } from './sportsbook-top-events';
import { SportsbookSearchElement } from './sportsbook-search';

// Plain paths: under jsdom, URL is jsdom's and node:fs does not take it.
const projectFolder = join(dirname(fileURLToPath(import.meta.url)), '..');
const eventsFolder = join(projectFolder, 'src', 'host', 'events');
const read = (path: string) => readFileSync(join(projectFolder, path), 'utf8');

const CLASSES = {
  'sportsbook-app': SportsbookAppElement,
  'sportsbook-betslip': SportsbookBetslipElement,
  'sportsbook-mybets': SportsbookMybetsElement,
  'sportsbook-login-status': SportsbookLoginStatusElement,
  'sportsbook-event': SportsbookEventElement,
  'sportsbook-live-now': SportsbookLiveNowElement,
  'sportsbook-top-events': SportsbookTopEventsElement,
  'sportsbook-search': SportsbookSearchElement,
} as const;

/** The event name each file in src/host/events declares, with its detail's field names. */
function declaredEvents(): Map<string, string[]> {
  const events = new Map<string, string[]>();
  for (const file of readdirSync(eventsFolder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = readFileSync(join(eventsFolder, file), 'utf8');
    const constant = /export const SPORTSBOOK_[A-Z_]+ = '([a-z-]+)';/.exec(source);
    if (!constant) throw new Error(`src/host/events/${file} has no "export const SPORTSBOOK_… = '<event-name>';" constant.`);
    expect(constant[1], `src/host/events/${file} declares another event than its file name`).toBe(file.replace(/\.ts$/, ''));
    const body = /export interface \w+Detail \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
    events.set(constant[1]!, [...body.matchAll(/^\s+(\w+)\??:/gm)].map((match) => match[1]!));
  }
  return events;
}

/** The top-level field names of a documented detail type such as `{ a: string; b: { c: number } }`. */
function documentedFields(detail: string): string[] {
  const fields: string[] = [];
  let depth = 0;
  for (const match of detail.matchAll(/[{}]|(\w+)\??:/g)) {
    if (match[0] === '{') depth += 1;
    else if (match[0] === '}') depth -= 1;
    else if (depth === 1) fields.push(match[1]!);
  }
  return fields;
}

/** Every name in the `part="…"` attributes of a source file. */
function renderedParts(source: string): string[] {
  return [...source.matchAll(/part="([^"$]+)"/g)].flatMap((match) => match[1]!.split(/\s+/));
}

describe('element descriptions against the code', () => {
  it('each element observes exactly its described attributes and has a property for each', () => {
    for (const element of ELEMENT_DOCS) {
      const shape = ELEMENT_SHAPES[element.tagName];
      const elementClass = CLASSES[element.tagName];
      const properties = Object.keys(shape.attributes);
      expect([...elementClass.observedAttributes].sort(), `<${element.tagName}> observedAttributes`).toEqual(properties.map(attributeNameOf).sort());
      for (const property of properties) {
        const accessor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(elementClass.prototype), property) ?? Object.getOwnPropertyDescriptor(elementClass.prototype, property);
        expect(typeof accessor?.set, `<${element.tagName}>.${property} has a setter`).toBe('function');
      }
      expect(Object.keys(element.attributes).sort(), `<${element.tagName}> documents every attribute`).toEqual([...properties].sort());
    }
  });

  it('documents exactly the events src/host/events declares, with their detail fields', () => {
    const declared = declaredEvents();
    expect(Object.keys(SPORTSBOOK_EVENT_DOCS).sort()).toEqual([...declared.keys()].sort());
    for (const [name, fields] of declared) {
      const documented = documentedFields(SPORTSBOOK_EVENT_DOCS[name as keyof typeof SPORTSBOOK_EVENT_DOCS].detail);
      expect(documented.sort(), `${name} detail`).toEqual([...fields].sort());
    }
  });

  it('names exactly the parts the login-status view renders', () => {
    const widget = ELEMENT_DOCS.find((element) => element.tagName === 'sportsbook-login-status')!;
    const rendered = new Set(renderedParts(read('elements/loginStatus/loginStatusView.ts')));
    expect(Object.keys(widget.parts).sort()).toEqual([...rendered].sort());
  });

  it('names exactly the parts the feature trees render', () => {
    const sources = ['src/features/header/Header.tsx', 'src/features/layout/PageColumns.tsx', 'src/features/footer/MobileFooter.tsx', 'src/features/betslip/Betslip.tsx', 'src/features/mybets/MyBets.tsx'];
    const rendered = new Set(sources.flatMap((path) => renderedParts(read(path))));
    const app = ELEMENT_DOCS.find((element) => element.tagName === 'sportsbook-app')!;
    expect(Object.keys(app.parts).sort()).toEqual([...rendered].sort());
    expect(Object.keys(ELEMENT_DOCS.find((element) => element.tagName === 'sportsbook-betslip')!.parts)).toEqual(renderedParts(read('src/features/betslip/Betslip.tsx')));
    expect(Object.keys(ELEMENT_DOCS.find((element) => element.tagName === 'sportsbook-mybets')!.parts)).toEqual(renderedParts(read('src/features/mybets/MyBets.tsx')));
    // Every widget draws its content inside WidgetSurface, whose box is the one part they name.
    for (const tagName of ['sportsbook-event', 'sportsbook-live-now', 'sportsbook-top-events', 'sportsbook-search']) {
      expect(Object.keys(ELEMENT_DOCS.find((element) => element.tagName === tagName)!.parts), `<${tagName}> parts`).toEqual(renderedParts(read('src/features/widgets/WidgetSurface.tsx')));
    }
  });

  it('lists custom properties the stylesheets really read', () => {
    const tokensCss = read('src/theme/tokens.css');
    const appShellCss = read('src/features/shell/AppShell.css');
    const defined = new Set([...tokensCss.matchAll(/(--sb-[a-z0-9-]+):/g)].map((match) => match[1]));
    for (const property of ELEMENT_CSS_PROPERTIES) {
      const known = defined.has(property.name) || appShellCss.includes(`var(${property.name}`);
      expect(known, `${property.name} is neither a token in src/theme/tokens.css nor read by AppShell.css`).toBe(true);
    }
  });
});

describe('custom-elements.json', () => {
  const manifest = buildCustomElementsManifest();
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  const declarationOf = (tagName: string) => declarations.find((declaration) => declaration.tagName === tagName)!;

  it('is schema 1.0.0 with one declaration and two exports per described element', () => {
    expect(manifest.schemaVersion).toBe('1.0.0');
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(['sportsbook-app', 'sportsbook-betslip', 'sportsbook-mybets', 'sportsbook-login-status', 'sportsbook-event', 'sportsbook-live-now', 'sportsbook-top-events', 'sportsbook-search']);
    expect(manifest.modules[0]!.exports).toContainEqual({ kind: 'custom-element-definition', name: 'sportsbook-betslip', declaration: { name: 'SportsbookBetslipElement', module: 'dist/sportsbook.js' } });
    expect(manifest.modules[0]!.exports).toContainEqual({ kind: 'js', name: 'SportsbookLoginStatusElement', declaration: { name: 'SportsbookLoginStatusElement', module: 'dist/sportsbook.js' } });
  });

  it('says of each attribute its property, when it takes effect and what removing it does', () => {
    const app = declarationOf('sportsbook-app');
    expect(app.attributes.map((attribute) => [attribute.name, attribute.fieldName])).toEqual(Object.keys(ELEMENT_SHAPES['sportsbook-app'].attributes).map((property) => [attributeNameOf(property), property]));
    const apiBase = app.attributes.find((attribute) => attribute.name === 'api-base')!;
    expect(apiBase.description).toContain('Read when the page\'s sportsbook starts');
    expect(app.attributes.find((attribute) => attribute.name === 'routing')!.description).toContain('Read when the page\'s sportsbook starts');
    expect(app.attributes.find((attribute) => attribute.name === 'odds-format')!.description).toContain('Removing it clears the setting.');
    expect(app.members.flatMap((member) => ('attribute' in member ? [[member.name, member.attribute]] : []))).toContainEqual(['apiBase', 'api-base']);
    expect(app.members.filter((member) => member.kind === 'method').map((member) => member.name)).toEqual(['navigate', 'login', 'logout', 'addSelection', 'removeSelection']);
  });

  it('gives the widget its six attributes and properties, its events and all its parts, and no methods', () => {
    const widget = declarationOf('sportsbook-login-status');
    expect(widget.members.filter((member) => member.kind === 'method')).toEqual([]);
    expect(widget.attributes.map((attribute) => attribute.name)).toEqual(['brand', 'locale', 'api-base', 'token', 'host-origin', 'mode']);
    expect(widget.events.map((event) => event.name)).toEqual(['sportsbook-ready', 'sportsbook-login', 'sportsbook-logout', 'sportsbook-balance', 'sportsbook-login-requested']);
    expect(widget.cssParts.map((part) => part.name)).toEqual(['container', 'button', 'login-button', 'logout-button', 'notifications-button', 'clear-button', 'username', 'balance', 'notifications']);
  });

  it("gives each widget the page settings, then its own attributes with their types, the page methods and its box's part", () => {
    const pageAttributes = Object.keys(ELEMENT_SHAPES['sportsbook-app'].attributes).map(attributeNameOf);
    const own = { 'sportsbook-event': ['event-id'], 'sportsbook-live-now': ['sport', 'max'], 'sportsbook-top-events': ['max'], 'sportsbook-search': [] } as const;
    for (const [tagName, names] of Object.entries(own)) {
      const widget = declarationOf(tagName);
      expect(widget.attributes.map((attribute) => attribute.name), `<${tagName}> attributes`).toEqual([...pageAttributes, ...names]);
      expect(widget.members.filter((member) => member.kind === 'method').map((member) => member.name)).toEqual(['navigate', 'login', 'logout', 'addSelection', 'removeSelection']);
      expect(widget.cssParts.map((part) => part.name)).toEqual(['widget']);
    }
    expect(declarationOf('sportsbook-live-now').attributes.find((attribute) => attribute.name === 'max')!.type).toEqual({ text: 'number' });
    expect(declarationOf('sportsbook-event').attributes.find((attribute) => attribute.name === 'event-id')!.default).toBe('none (required)');
  });

  it('says where each event goes', () => {
    const app = declarationOf('sportsbook-app');
    expect(app.events.find((event) => event.name === 'sportsbook-login')!.description).toContain('once on document');
    expect(app.events.find((event) => event.name === 'sportsbook-ready')!.description).toContain('Fired on this element');
    expect(app.events.find((event) => event.name === 'sportsbook-login-requested')!.description).toContain('Cancelable.');
  });
});
