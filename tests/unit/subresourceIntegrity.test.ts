import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEGRITY_FILE, integrityOf, recordIntegrity, subresourceIntegrity } from '../../tools/subresourceIntegrityPlugin.ts';

// The SRI hashes published with each build (dist/integrity.json, docs/deployment.md).
// What dist/ holds after a real build is checked by tests/e2e/packageFiles.spec.ts.

type WriteBundle = (options: { dir?: string }, bundle: Record<string, { type: 'chunk' | 'asset' }>) => void;

function buildPass(dir: string, files: Record<string, string>): void {
  const bundle: Record<string, { type: 'chunk' | 'asset' }> = {};
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), source);
    bundle[name] = { type: name.endsWith('.js') ? 'chunk' : 'asset' };
  }
  (subresourceIntegrity().writeBundle as unknown as WriteBundle)({ dir }, bundle);
}

describe('subresource integrity', () => {
  it('is SHA-384 in base64 with its prefix, as the SRI specification\'s own example gives it', () => {
    // W3C Subresource Integrity, section 3.3.1: alert('Hello, world.');
    expect(integrityOf(new TextEncoder().encode("alert('Hello, world.');"))).toBe('sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO');
  });

  it('every build pass adds the hash of the bytes it wrote, keeping the earlier passes\' files, sorted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sri-'));
    buildPass(dir, { 'sportsbook.js': 'export const a = 1;\n//# sourceMappingURL=sportsbook.js.map', 'chunks/Betslip-x1.js': 'export default 2;', 'custom-elements.json': '{}' });
    buildPass(dir, { 'sportsbook.iife.js': 'var SportsbookScript = 1;' });
    const published = JSON.parse(readFileSync(join(dir, INTEGRITY_FILE), 'utf8')) as Record<string, string>;
    expect(Object.keys(published)).toEqual(['chunks/Betslip-x1.js', 'sportsbook.iife.js', 'sportsbook.js']);
    for (const [file, hash] of Object.entries(published)) expect(hash, file).toBe(integrityOf(readFileSync(join(dir, file))));
    // The source map comment is part of the file the browser hashes.
    expect(published['sportsbook.js']).not.toBe(integrityOf(new TextEncoder().encode('export const a = 1;\n')));
  });

  it('a rebuilt file replaces its hash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sri-'));
    recordIntegrity(dir, { 'sportsbook.js': 'sha384-old', 'core.js': 'sha384-core' });
    buildPass(dir, { 'sportsbook.js': 'export const b = 2;' });
    const published = JSON.parse(readFileSync(join(dir, INTEGRITY_FILE), 'utf8')) as Record<string, string>;
    expect(published).toEqual({ 'core.js': 'sha384-core', 'sportsbook.js': integrityOf(new TextEncoder().encode('export const b = 2;')) });
  });
});
