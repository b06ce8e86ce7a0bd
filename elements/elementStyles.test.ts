// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every element carries the stylesheets of what it renders (issue 18: a betslip alone on a
 * page came without the sheets of its placement, booking codes, inputs and screen-reader
 * text). Read from the sources: every component an element's feature can render (its
 * import graph, so also the dialog or error that shows only now and then), every class
 * those components name, and every CSS rule whose classes they all name. Each such rule's
 * sheet must be among those the element adopts: the sheets every element has from the
 * start (elements/elementStyles.ts) plus the `styles` its feature module hands over. The CSS texts are the real ones, built
 * by vite as the elements import them (`?inline`; vitest itself reads CSS as '').
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ELEMENTS = ['sportsbook-app', 'sportsbook-betslip', 'sportsbook-mybets'] as const;
/**
 * What every element renders whatever its feature: SportsbookSurface and the loading line
 * before the feature, and the availability gate, whose maintenance shell stands in for it.
 */
const SHARED_ENTRIES = ['src/features/theme/SportsbookSurface.tsx', 'src/ui/LoadingIndicator.tsx', 'src/features/shell/AvailabilityGate.tsx'];

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

const CSS_FILES = filesUnder('src').filter((file) => file.endsWith('.css'));
const CLASS_IN_SELECTOR = /\.(sb-[A-Za-z0-9_-]+)/g;

interface Rule {
  file: string;
  selector: string;
  classes: string[];
}

/** Every selector of a sheet that names one of our classes, with the classes it names. */
function rulesOf(file: string): Rule[] {
  const css = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{};]+)\{/g)]
    .map((match) => match[1]!.trim())
    .filter((selectorList) => !selectorList.startsWith('@'))
    .flatMap((selectorList) => selectorList.split(','))
    .map((selector) => ({ file, selector: selector.trim(), classes: [...new Set([...selector.matchAll(CLASS_IN_SELECTOR)].map((match) => match[1]!))] }))
    .filter((rule) => rule.classes.length > 0);
}

function resolveModule(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix).find((path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile()) ?? null;
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The feature and ui modules an entry can render: its relative imports, followed (type-only imports left out). */
function renderGraph(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = withoutComments(readFileSync(join(root, file), 'utf8'));
    const specifiers = [...source.matchAll(/^(?:import|export)(?!\s+type\s)[^;]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/gm)].map((match) => match[1] ?? match[2]!);
    for (const specifier of specifiers) {
      if (specifier.includes('?') || /\.(css|json)$/.test(specifier)) continue;
      const next = resolveModule(file, specifier);
      if (next && /^src\/(features|ui)\//.test(next) && !next.includes('.test.')) queue.push(next);
    }
  }
  return [...seen];
}

/** Class names the modules write ("sb-betslip__names"); a name built from a template ends in "-" or "_" and stands for every class it starts. */
function classesNamedIn(files: readonly string[]): string[] {
  return [...new Set(files.flatMap((file) => [...withoutComments(readFileSync(join(root, file), 'utf8')).matchAll(/\bsb-[A-Za-z0-9_-]*/g)].map((match) => match[0])))];
}

function isNamed(className: string, named: readonly string[]): boolean {
  return named.some((name) => name === className || (/[-_]$/.test(name) && className.startsWith(name)));
}

/** The feature module an element file loads: `loadFeature: () => import('../src/features/...')`. */
function featureModuleOf(tag: string): string {
  const file = `elements/${tag}.ts`;
  const found = /loadFeature:\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(readFileSync(join(root, file), 'utf8'));
  if (!found) throw new Error(`${file} has no "loadFeature: () => import('...')": give the element its feature module, which exports { default, styles }.`);
  return resolveModule(file, found[1]!)!;
}

let vite: ViteDevServer;
/** CSS text (as built) -> the sheet it comes from. */
const sheetOfText = new Map<string, string>();
let sharedTexts: readonly string[];

beforeAll(async () => {
  vite = await createServer({ root, configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false }, optimizeDeps: { noDiscovery: true, include: [] } });
  for (const file of CSS_FILES) {
    const text = ((await vite.ssrLoadModule(`/${file}?inline`)) as { default: string }).default;
    sheetOfText.set(text, file);
  }
  sharedTexts = ((await vite.ssrLoadModule('/elements/elementStyles.ts')) as { elementStyles: readonly string[] }).elementStyles;
}, 60_000);

afterAll(() => vite?.close());

/** The sheets an element adopts, by file: the shared ones and its feature's. */
async function adoptedSheets(featureModule: string): Promise<Set<string>> {
  const feature = (await vite.ssrLoadModule(`/${featureModule}`)) as { default?: unknown; styles?: readonly string[] };
  expect(typeof feature.default, `${featureModule} must export the feature component as default`).toBe('function');
  expect(Array.isArray(feature.styles), `${featureModule} must export its stylesheets as \`styles\``).toBe(true);
  return new Set([...sharedTexts, ...feature.styles!].map((text) => sheetOfText.get(text) ?? `a CSS text from no file of src/: ${text.slice(0, 60)}`));
}

/** "<tag> renders .x (from file) but does not carry sheet.css", for every rule it would miss. */
function missingSheets(tag: string, entries: readonly string[], carried: ReadonlySet<string>): string[] {
  const graph = renderGraph(entries);
  const named = classesNamedIn(graph);
  const missing = new Map<string, Rule>();
  for (const rule of CSS_FILES.flatMap(rulesOf)) {
    if (!carried.has(rule.file) && !missing.has(rule.file) && rule.classes.every((className) => isNamed(className, named))) missing.set(rule.file, rule);
  }
  return [...missing.values()].map((rule) => {
    const user = graph.find((file) => readFileSync(join(root, file), 'utf8').includes(rule.classes[0]!)) ?? entries[0];
    return `<${tag}> renders "${rule.selector}" (${user}) but does not carry ${rule.file}: add the sheet's list to the styles of the feature that renders it (its styles.ts).`;
  });
}

describe('the stylesheets each element carries', () => {
  it.each(ELEMENTS)('<%s> carries the sheet of every rule its feature can use', async (tag) => {
    const featureModule = featureModuleOf(tag);
    const carried = await adoptedSheets(featureModule);
    expect(missingSheets(tag, [featureModule, ...SHARED_ENTRIES], carried)).toEqual([]);
  });

  it('the shared sheets alone cover the surface, the loading line and the maintenance shell every element can show', () => {
    const carried = new Set(sharedTexts.map((text) => sheetOfText.get(text)!));
    expect(missingSheets('any element', SHARED_ENTRIES, carried)).toEqual([]);
  });

  it('the betslip and My Bets carry what the customer missed: screen-reader text, inputs, placement, booking codes, the cash-out dialog', async () => {
    expect([...(await adoptedSheets(featureModuleOf('sportsbook-betslip')))].sort()).toEqual(
      expect.arrayContaining(['src/features/betslip/Betslip.css', 'src/features/betslip/BetslipPlacement.css', 'src/features/betslip/BookingCode.css', 'src/features/theme/BrandTheme.css', 'src/ui/Select.css', 'src/ui/TextInput.css', 'src/ui/VisuallyHidden.css']),
    );
    expect([...(await adoptedSheets(featureModuleOf('sportsbook-mybets')))].sort()).toEqual(
      expect.arrayContaining(['src/features/mybets/MyBets.css', 'src/features/theme/BrandTheme.css', 'src/ui/Modal.css']),
    );
  });

  // The widgets' own frame (src/features/widgets) is never drawn by the app, so the app need not carry it; each widget must.
  const WIDGET_TAGS = ['sportsbook-event', 'sportsbook-live-now', 'sportsbook-top-events', 'sportsbook-search'];
  const widgetsOnly = (file: string) => relative(root, join(root, file)).startsWith('src/features/widgets/');

  it('every sheet of src/ is carried by <sportsbook-app>, the element that renders every feature (the widgets\' own frame aside)', async () => {
    const carried = await adoptedSheets(featureModuleOf('sportsbook-app'));
    expect(CSS_FILES.filter((file) => !carried.has(file) && !widgetsOnly(file)).map((file) => relative(root, join(root, file)))).toEqual([]);
  });

  it("every widget carries the widgets' own sheets", async () => {
    const own = CSS_FILES.filter(widgetsOnly);
    expect(own.length).toBeGreaterThan(0);
    for (const tag of WIDGET_TAGS) {
      const carried = await adoptedSheets(featureModuleOf(tag));
      expect(own.filter((file) => !carried.has(file)), tag).toEqual([]);
    }
  });

  it('no sheet sizes anything in rem, which follows the host page’s root font size', () => {
    const remSizes = CSS_FILES.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .flatMap((line, index) => (/\d(\.\d+)?rem\b/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(remSizes).toEqual([]);
  });
});
