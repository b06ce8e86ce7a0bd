// The manifest must describe the code as it is: its attributes are the ones the elements
// observe, its events are the ones src/host/events declares, its custom properties exist.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCustomElementsManifest, ELEMENT_ATTRIBUTES, ELEMENT_CSS_PROPERTIES, ELEMENT_EVENTS, ELEMENTS } from './elementManifest';
import { SportsbookAppElement } from './sportsbook-app';
import { SportsbookBetslipElement } from './sportsbook-betslip';
import { SportsbookMybetsElement } from './sportsbook-mybets';
import { SportsbookLoginStatusElement } from './sportsbook-login-status';

// Plain paths: under jsdom, URL is jsdom's and node:fs does not take it.
const srcFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const eventsFolder = join(srcFolder, 'host', 'events');
const readSource = (path: string) => readFileSync(join(srcFolder, path), 'utf8');

/** The event name each file in src/host/events declares (its exported name constant). */
function declaredEventNames(): string[] {
  return readdirSync(eventsFolder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => {
      const source = readFileSync(join(eventsFolder, file), 'utf8');
      const constant = /export const SPORTSBOOK_[A-Z_]+ = '([a-z-]+)';/.exec(source);
      if (!constant) throw new Error(`src/host/events/${file} has no "export const SPORTSBOOK_… = '<event-name>';" constant.`);
      expect(constant[1], `src/host/events/${file} declares another event than its file name`).toBe(file.replace(/\.ts$/, ''));
      return constant[1]!;
    })
    .sort();
}

describe('custom-elements.json description', () => {
  it('lists exactly the attributes every element observes (createSportsbookElement SETTING_ATTRIBUTES)', () => {
    const described = ELEMENT_ATTRIBUTES.map((attribute) => attribute.name).sort();
    for (const element of [SportsbookAppElement, SportsbookBetslipElement, SportsbookMybetsElement]) {
      expect([...element.observedAttributes].sort()).toEqual(described);
    }
    const widget = ELEMENTS.find((element) => element.tagName === 'sportsbook-login-status');
    expect([...(widget?.attributes ?? [])].sort()).toEqual([...SportsbookLoginStatusElement.observedAttributes].sort());
    for (const name of widget?.attributes ?? []) expect(described).toContain(name);
  });

  it('lists exactly the events src/host/events declares', () => {
    expect(ELEMENT_EVENTS.map((event) => event.name).sort()).toEqual(declaredEventNames());
  });

  it('lists custom properties the stylesheets really read', () => {
    const tokensCss = readSource('theme/tokens.css');
    const appShellCss = readSource('features/shell/AppShell.css');
    const defined = new Set([...tokensCss.matchAll(/(--sb-[a-z0-9-]+):/g)].map((match) => match[1]));
    for (const property of ELEMENT_CSS_PROPERTIES) {
      const known = defined.has(property.name) || appShellCss.includes(`var(${property.name}`);
      expect(known, `${property.name} is neither a token in src/theme/tokens.css nor read by AppShell.css`).toBe(true);
    }
  });

  it('builds a schema 1.0.0 manifest with one declaration per element', () => {
    const manifest = buildCustomElementsManifest();
    expect(manifest.schemaVersion).toBe('1.0.0');
    const declarations = manifest.modules.flatMap((module) => module.declarations);
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(['sportsbook-app', 'sportsbook-betslip', 'sportsbook-mybets', 'sportsbook-login-status']);
    const widget = declarations[3]!;
    expect(widget.members).toEqual([]);
    expect(widget.attributes.map((attribute) => attribute.name)).toEqual(['brand', 'locale', 'api-base', 'mode', 'token', 'host-origin']);
    expect(widget.events.map((event) => event.name)).toEqual(['sportsbook-ready', 'sportsbook-login', 'sportsbook-logout', 'sportsbook-balance', 'sportsbook-login-requested']);
    const app = declarations[0]!;
    expect(app.members.map((member) => member.name)).toEqual(['navigate', 'login', 'logout', 'addSelection', 'removeSelection']);
    expect(app.events.find((event) => event.name === 'sportsbook-login-requested')?.description).toContain('Cancelable.');
    expect(app.cssParts.map((part) => part.name)).toEqual(['header', 'content', 'footer', 'betslip', 'mybets']);
    expect(manifest.modules[0]!.exports).toContainEqual({ kind: 'custom-element-definition', name: 'sportsbook-betslip', declaration: { name: 'SportsbookBetslipElement', module: 'dist/sportsbook.js' } });
  });

  it('names only parts the login-status view renders', () => {
    const view = readFileSync(join(srcFolder, '..', 'elements', 'loginStatus', 'loginStatusView.ts'), 'utf8');
    for (const part of ELEMENTS.find((element) => element.tagName === 'sportsbook-login-status')?.cssParts ?? []) {
      expect(view, `part="${part.name}"`).toContain(`part="${part.name}"`);
    }
  });

  it('names only parts the feature trees render', () => {
    const sources = ['features/header/Header.tsx', 'features/layout/PageColumns.tsx', 'features/footer/MobileFooter.tsx', 'features/betslip/Betslip.tsx', 'features/mybets/MyBets.tsx']
      .map(readSource)
      .join('\n');
    for (const part of ELEMENTS.filter((element) => element.tagName !== 'sportsbook-login-status').flatMap((element) => element.cssParts)) {
      expect(sources, `part="${part.name}"`).toContain(`part="${part.name}"`);
    }
  });
});
