// The docs' attribute, event and part tables must say what the element descriptions say
// (tools/elementDocs.ts generates them). A failure here means: run `npm run docs:elements`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ELEMENT_DOCS } from '../../elements/descriptions/index';
import { generatedBlocks, refreshGeneratedBlocks, renderTable, TABLE_KINDS } from '../../tools/elementDocs';

// Plain paths: under jsdom, URL is jsdom's and node:fs does not take it.
const docsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs');
const docs = readdirSync(docsFolder)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(join(docsFolder, name), 'utf8') }));

describe('generated element tables in docs/', () => {
  it('are what the descriptions say, in every file (else run npm run docs:elements)', () => {
    for (const { name, text } of docs) {
      expect(refreshGeneratedBlocks(text), `docs/${name} is out of date with elements/descriptions: run npm run docs:elements`).toBe(text);
    }
  });

  it('give every element its attributes, events and parts somewhere', () => {
    const blocks = docs.flatMap(({ text }) => generatedBlocks(text));
    for (const element of ELEMENT_DOCS) {
      for (const kind of TABLE_KINDS) {
        expect(blocks.some((block) => block.kind === kind && block.tags.includes(element.tagName)), `a ${kind} table for <${element.tagName}>`).toBe(true);
      }
    }
  });

  it('put every attribute and event of an element into its tables', () => {
    const app = ELEMENT_DOCS.find((element) => element.tagName === 'sportsbook-app')!;
    const attributes = renderTable('attributes', ['sportsbook-app']);
    expect(attributes).toContain('| `api-base` | `apiBase` | `string` | the page\'s own origin | at start | keeps the page\'s value |');
    expect(attributes).toContain('| `odds-format` | `oddsFormat` | `"euro" \\| "hk" \\| "us" \\| "malay" \\| "indo" \\| ""` |');
    expect(attributes.split('\n')).toHaveLength(2 + Object.keys(app.attributes).length);
    const events = renderTable('events', ['sportsbook-app']);
    expect(events).toContain('| `sportsbook-login` | `{ username: string; currency: string; accountId: string }` | page-wide | no |');
    expect(events.split('\n')).toHaveLength(2 + app.events.length);
  });

  it('refuses one table for elements that describe different attributes, saying how to fix it', () => {
    expect(() => renderTable('attributes', ['sportsbook-app', 'sportsbook-login-status'])).toThrow(/<sportsbook-login-status> describes other attributes than <sportsbook-app>\. Give it a marker of its own\./);
    expect(() => renderTable('parts', ['sportsbook-jackpot'])).toThrow(/no element description for <sportsbook-jackpot>/);
  });

  it('rewrites a stale table between its markers and leaves the rest of the file alone', () => {
    const stale = 'Intro.\n\n<!-- generated:parts sportsbook-mybets -->\n| old |\n<!-- /generated:parts -->\n\nOutro.\n';
    expect(refreshGeneratedBlocks(stale)).toBe(`Intro.\n\n<!-- generated:parts sportsbook-mybets -->\n${renderTable('parts', ['sportsbook-mybets'])}\n<!-- /generated:parts -->\n\nOutro.\n`);
  });
});
