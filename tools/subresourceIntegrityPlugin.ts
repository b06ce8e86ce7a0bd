import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Published beside the scripts: `dist/integrity.json`, file name to SRI hash. */
export const INTEGRITY_FILE = 'integrity.json';

/**
 * The files an operator references by tag (docs/deployment.md "SRI"). The script tag
 * `sportsbook.iife.js` is a loader that pulls the ES entry and preloads its static chunks
 * with their hashes from this file (elements/iife.ts).
 */
export const TAG_ENTRIES = ['sportsbook.js', 'sportsbook.iife.js', 'sportsbook-login-status.js', 'sportsbook-frame.js'] as const;

/** The `integrity` attribute's value for these bytes: SHA-384, base64, as browsers check it. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Adds `hashes` to the integrity file in `dir`, keeping what earlier build passes wrote. */
export function recordIntegrity(dir: string, hashes: Readonly<Record<string, string>>): void {
  const path = join(dir, INTEGRITY_FILE);
  const previous = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
  const merged: Record<string, string> = { ...previous, ...hashes };
  const sorted = Object.fromEntries(Object.keys(merged).sort().map((file) => [file, merged[file] as string]));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Writes the SRI hash of every script a build pass wrote into dist/integrity.json. The
 * build runs several passes into one dist/ (ES, IIFE, the widget, the frame helper; see
 * vite.config.ts), so each pass merges its files in; the first pass empties dist/ and
 * with it the previous build's hashes. Hashed from the bytes on disk after writing, which
 * is exactly what the browser will hash (the source map comment included).
 */
export function subresourceIntegrity(): Plugin {
  return {
    name: 'sportsbook-subresource-integrity',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? (options.file ? dirname(options.file) : null);
      if (!dir) return;
      const hashes: Record<string, string> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' || fileName.endsWith('.js')) hashes[fileName] = integrityOf(readFileSync(join(dir, fileName)));
      }
      recordIntegrity(dir, hashes);
    },
  };
}
