import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { buildCustomElementsManifest } from '../../elements/elementManifest';
import { INTEGRITY_FILE, TAG_ENTRIES, integrityOf } from '../../tools/subresourceIntegrityPlugin.ts';
import packageJson from '../../package.json' with { type: 'json' };

// What the package ships, read from the built dist/ (npm test builds first). Node only, no page.

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * The files a host's tag starts from, gzip level 9 (deterministic). The script tag is a
 * loader (1.9 KB: it publishes window.Sportsbook and pulls the split ES build); the module
 * entry is what both tags then run (React, the runtime, the API client), measured at 121 KB.
 * What a page downloads in all before its first odds is budgeted by
 * tests/e2e/firstOdds.budget.spec.ts. Raise these only with a reason.
 */
const BUDGETS_BYTES: Readonly<Record<string, number>> = { 'sportsbook.iife.js': 3 * 1024, 'sportsbook.js': 125 * 1024 };

function scripts(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'types' ? [] : scripts(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** Code a Content-Security-Policy without 'unsafe-eval' refuses to run. */
const EVAL_LIKE = [
  { name: 'eval()', pattern: /(?<![\w$.])eval\s*\(/ },
  { name: 'new Function()', pattern: /\bnew\s+Function\s*\(/ },
  { name: 'Function()', pattern: /(?<![\w$.])Function\s*\(\s*["'`]/ },
  { name: 'setTimeout/setInterval with a string', pattern: /\bset(?:Timeout|Interval)\s*\(\s*["'`]/ },
];

test.describe('the built package', () => {
  test('no shipped script evaluates strings (hosts can keep unsafe-eval out of their CSP)', () => {
    const files = scripts(dist);
    expect(files.map((file) => relative(dist, file))).toEqual(expect.arrayContaining(['sportsbook.js', 'sportsbook.iife.js', 'core.js']));
    const offences = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return EVAL_LIKE.filter(({ pattern }) => pattern.test(source)).map(({ name }) => `${relative(dist, file)}: ${name}`);
    });
    expect(offences).toEqual([]);
  });

  for (const [file, budget] of Object.entries(BUDGETS_BYTES)) {
    test(`${file} stays within its ${budget / 1024} KB gzip budget`, () => {
      const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      expect(size, `${file} is ${size} bytes gzip`).toBeLessThanOrEqual(budget);
    });
  }

  test('the check itself finds eval-like code', () => {
    const caught = (source: string) => EVAL_LIKE.filter(({ pattern }) => pattern.test(source)).map(({ name }) => name);
    expect(caught('a=eval("1")')).toEqual(['eval()']);
    expect(caught('x=new Function("return this")')).toEqual(['new Function()', 'Function()']);
    expect(caught('setTimeout("go()",1)')).toEqual(['setTimeout/setInterval with a string']);
    expect(caught('o.eval(1);isFunction(x);setTimeout(f,1)')).toEqual([]);
  });

  test('custom-elements.json ships, is the one built from elements/elementManifest.ts, and package.json points at it', () => {
    const shipped = JSON.parse(readFileSync(join(dist, 'custom-elements.json'), 'utf8')) as unknown;
    expect(shipped).toEqual(buildCustomElementsManifest());
    expect(packageJson.customElements).toBe('./dist/custom-elements.json');
    expect(packageJson.files).toContain('dist');
  });

  test('integrity.json publishes the SRI hash of every script, each equal to the shipped bytes (docs/deployment.md)', () => {
    const published = JSON.parse(readFileSync(join(dist, INTEGRITY_FILE), 'utf8')) as Record<string, string>;
    // Every file an operator puts in a tag, and every chunk an import map could pin.
    expect(Object.keys(published)).toEqual(expect.arrayContaining([...TAG_ENTRIES, 'core.js']));
    const shipped = scripts(dist)
      .map((file) => relative(dist, file))
      .filter((file) => !file.startsWith('demo-react'));
    expect(Object.keys(published).sort()).toEqual(shipped.sort());
    for (const [file, hash] of Object.entries(published)) {
      expect(hash, file).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      expect(hash, file).toBe(integrityOf(readFileSync(join(dist, file))));
    }
  });
});
