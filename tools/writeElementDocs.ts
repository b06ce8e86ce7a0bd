/**
 * `npm run docs:elements`: rewrites the generated attribute, event and part tables in
 * docs/*.md from the element descriptions (tools/elementDocs.ts). Run it after changing a
 * description; the unit tests fail until the docs say what the descriptions say.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { refreshGeneratedBlocks } from './elementDocs.ts';

const docsFolder = fileURLToPath(new URL('../docs/', import.meta.url));
const changed: string[] = [];
for (const file of readdirSync(docsFolder).filter((name) => name.endsWith('.md'))) {
  const path = join(docsFolder, file);
  const before = readFileSync(path, 'utf8');
  const after = refreshGeneratedBlocks(before);
  if (after !== before) {
    writeFileSync(path, after);
    changed.push(`docs/${file}`);
  }
}
console.log(changed.length > 0 ? `Rewrote the element tables in ${changed.join(', ')}.` : 'The element tables in docs/ are up to date.');
