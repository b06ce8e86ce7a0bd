import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { INTEGRITY_FILE } from './subresourceIntegrityPlugin.ts';

/** Published beside the scripts: `dist/chunks.json`, what each ES file imports and which packages it carries. */
export const CHUNK_MANIFEST_FILE = 'chunks.json';

export interface ChunkRecord {
  /** Files it imports statically: the browser fetches them before running it. */
  readonly imports: readonly string[];
  /** Files it may load later with `import()`. */
  readonly dynamicImports: readonly string[];
  /** The npm packages whose code it carries, and our own source folders (`src/i18n/locales/en`...). */
  readonly sources: readonly string[];
  /** The texts it carries, as `<language>/<namespace>` (`en/betslip`): a language comes in two chunks (src/i18n/firstNamespaces.ts). */
  readonly texts: readonly string[];
}

export type ChunkManifest = Readonly<Record<string, ChunkRecord>>;

/** `node_modules/@scope/name/...` → `@scope/name`; our own file → its folder relative to the project. */
function sourceOf(moduleId: string, root: string): string {
  const path = moduleId.replace(/\\/g, '/').replace(/\?.*$/, '');
  const packageAt = path.lastIndexOf('/node_modules/');
  if (packageAt >= 0) {
    const [first = '', second = ''] = path.slice(packageAt + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const relative = path.startsWith(root) ? path.slice(root.length + 1) : path;
  return relative.split('/').slice(0, -1).join('/') || relative;
}

/**
 * Writes dist/chunks.json for the ES pass: the loader takes the entry's static imports
 * from it (to preload them with their SRI hashes), and the byte-budget tests identify a
 * chunk by what it carries (DOMPurify, lit-html, a language's texts and which of them)
 * rather than by its name.
 */
export function chunkManifest(): Plugin {
  let root = '';
  return {
    name: 'sportsbook-chunk-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root.replace(/\\/g, '/');
    },
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const manifest: Record<string, ChunkRecord> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.keys(output.modules).filter((id) => !id.startsWith('\0'));
        const sources = [...new Set(modules.map((id) => sourceOf(id, root)))].sort();
        const texts = modules.flatMap((id) => /\/src\/i18n\/locales\/([^/]+\/[^/]+)\.json$/.exec(id.replace(/\\/g, '/'))?.[1] ?? []).sort();
        manifest[fileName] = { imports: [...output.imports], dynamicImports: [...output.dynamicImports], sources, texts };
      }
      writeFileSync(join(options.dir, CHUNK_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/** `entry` and every file it imports statically, transitively, entry first. */
export function staticClosure(manifest: ChunkManifest, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of manifest[file]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen];
}

/**
 * For the loader pass: the ES entry and its static chunks with their SRI hashes, read from
 * the ES pass's output in `dir` (the build runs that pass first, see package.json "build").
 */
export function entryFilesWithIntegrity(dir: string, entry: string): [string, string][] {
  const manifestPath = join(dir, CHUNK_MANIFEST_FILE);
  const integrityPath = join(dir, INTEGRITY_FILE);
  if (!existsSync(manifestPath) || !existsSync(integrityPath)) {
    throw new Error(`The script-tag loader is built from the ES build's output: run \`vite build\` before \`vite build --mode iife\` (npm run build does both), ${manifestPath} is missing.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ChunkManifest;
  const integrity = JSON.parse(readFileSync(integrityPath, 'utf8')) as Record<string, string>;
  return staticClosure(manifest, entry).map((file) => {
    const hash = integrity[file];
    if (!hash) throw new Error(`${integrityPath} has no hash for ${file}: rebuild with npm run build.`);
    return [file, hash];
  });
}
