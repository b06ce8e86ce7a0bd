import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { ChunkManifest } from '../../tools/chunkManifestPlugin';

// What a widget costs a page (docs/performance.md "Widgets", docs/widgets.md): the files its
// feature chunk pulls in beyond what the entry (the script tag's ES build, `script-tag.js`,
// and everything it imports statically) already brought, gzip -9. That is what connecting the
// widget downloads on a page that has the sportsbook; the entry is the same for every element
// and has its own budget. Read from the built files (npm run build first), so it is the same
// figure on every machine: bytes, never times.

const dist = new URL('../../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('chunks.json', dist), 'utf8')) as ChunkManifest;

/** Each widget's feature chunk and its ceiling in gzip bytes (measured on 2026-11-30 plus about 15 %). */
const WIDGET_BUDGETS = {
  'sportsbook-event': { chunk: 'eventWidgetFeature', bytes: 13_500 },
  'sportsbook-live-now': { chunk: 'liveNowWidgetFeature', bytes: 14_000 },
  'sportsbook-top-events': { chunk: 'topEventsWidgetFeature', bytes: 14_500 },
  'sportsbook-search': { chunk: 'searchWidgetFeature', bytes: 6_000 },
} as const;

/** A file and everything it imports statically: what the browser fetches before running it. */
function staticClosure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of manifest[file]?.imports ?? []) staticClosure(imported, into);
  return into;
}

const chunkNamed = (name: string) => {
  const file = Object.keys(manifest).find((candidate) => candidate.startsWith(`chunks/${name}-`));
  if (!file) throw new Error(`dist/chunks.json has no chunks/${name}-*.js: run npm run build first.`);
  return file;
};

const gzipBytes = (file: string) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;

const entry = staticClosure('script-tag.js');

test('the entry defines the widgets but carries none of their feature chunks', () => {
  for (const { chunk } of Object.values(WIDGET_BUDGETS)) expect([...entry], chunk).not.toContain(chunkNamed(chunk));
  // Reached only through import(): the script tag's loader and the ES build fetch them when a widget connects.
  const dynamic = new Set(Object.values(manifest).flatMap((record) => record.dynamicImports));
  for (const { chunk } of Object.values(WIDGET_BUDGETS)) expect(dynamic.has(chunkNamed(chunk)), chunk).toBe(true);
});

for (const [tag, { chunk, bytes }] of Object.entries(WIDGET_BUDGETS)) {
  test(`<${tag}> adds at most ${bytes.toLocaleString('en')} bytes gzip to a page, and none of the app shell or another widget`, () => {
    const own = [...staticClosure(chunkNamed(chunk))].filter((file) => !entry.has(file));
    const total = own.reduce((sum, file) => sum + gzipBytes(file), 0);
    console.log(`${tag}: ${total} B gzip in ${own.length} files (${own.map((file) => `${file.replace(/^chunks\//, '')} ${gzipBytes(file)}`).join(', ')})`);
    expect(total, `<${tag}> downloads ${total} bytes gzip beyond the entry`).toBeLessThanOrEqual(bytes);
    const others = Object.values(WIDGET_BUDGETS).filter((other) => other.chunk !== chunk).map((other) => chunkNamed(other.chunk));
    expect(own.filter((file) => others.includes(file) || file.startsWith('chunks/appShellFeature-'))).toEqual([]);
  });
}
