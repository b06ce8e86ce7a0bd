/**
 * The docs' attribute, event and part tables, generated from the element descriptions
 * (elements/descriptions) into docs/*.md between markers:
 *
 *   <!-- generated:attributes sportsbook-app sportsbook-betslip -->
 *   ...table...
 *   <!-- /generated:attributes -->
 *
 * A marker may name several elements when they share the table (the three React elements
 * take the same attributes). `npm run docs:elements` rewrites the tables
 * (tools/writeElementDocs.ts); elementDocs.test.ts fails when a table is out of date.
 */
import { attributeNameOf, isSettingAttribute, type AttributeDoc, type ElementAttribute } from '../elements/descriptions/elementDescription.ts';
import { SPORTSBOOK_EVENT_DOCS } from '../elements/descriptions/events.docs.ts';
import { ELEMENT_DOCS, ELEMENT_SHAPES } from '../elements/descriptions/index.ts';
import { removalText, scopeText, takesEffectText } from '../elements/descriptions/sentences.ts';

export const TABLE_KINDS = ['attributes', 'events', 'parts'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

type ElementDocs = (typeof ELEMENT_DOCS)[number];

const MARKER = /<!-- generated:(attributes|events|parts) ([a-z0-9 -]+?) -->\n[\s\S]*?<!-- \/generated:\1 -->/g;

/** A table cell: pipes escaped, line breaks flattened. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

const code = (text: string) => `\`${cell(text)}\``;

function elementsNamed(tags: readonly string[]): ElementDocs[] {
  return tags.map((tag) => {
    const element = ELEMENT_DOCS.find((candidate) => candidate.tagName === tag);
    if (!element) throw new Error(`docs: no element description for <${tag}>. Use one of ${ELEMENT_DOCS.map((candidate) => candidate.tagName).join(', ')} (elements/descriptions/index.ts).`);
    return element;
  });
}

/** The one table several elements share; they must describe it identically. */
function shared(elements: readonly ElementDocs[], kind: TableKind, render: (element: ElementDocs) => string[]): string[] {
  const [first, ...others] = elements;
  if (!first) throw new Error(`docs: a ${kind} marker names no element.`);
  const rows = render(first);
  for (const other of others) {
    if (render(other).join('\n') !== rows.join('\n')) {
      throw new Error(`docs: one ${kind} table names ${elements.map((element) => `<${element.tagName}>`).join(', ')}, but <${other.tagName}> describes other ${kind} than <${first.tagName}>. Give it a marker of its own.`);
    }
  }
  return rows;
}

function attributeRows(element: ElementDocs): string[] {
  const shape = ELEMENT_SHAPES[element.tagName];
  const docs = element.attributes as Readonly<Record<string, AttributeDoc>>;
  return Object.entries(shape.attributes as Readonly<Record<string, ElementAttribute>>).map(([property, attribute]) => {
    const doc = docs[property];
    if (!doc) throw new Error(`docs: <${element.tagName}> has no docs for its attribute ${property} (elements/descriptions/${element.tagName}.ts).`);
    const when = isSettingAttribute(attribute) ? takesEffectText(attribute) : 'live';
    const removed = isSettingAttribute(attribute) ? removalText(attribute) : 'clears it';
    return `| ${code(attributeNameOf(property))} | ${code(property)} | ${code(doc.type)} | ${cell(doc.default)} | ${when} | ${removed} | ${cell(doc.description)} |`;
  });
}

function eventRows(element: ElementDocs): string[] {
  return element.events.map((name) => {
    const event = SPORTSBOOK_EVENT_DOCS[name];
    return `| ${code(name)} | ${code(event.detail)} | ${scopeText(event)} | ${event.cancelable ? 'yes' : 'no'} | ${cell(event.description)} |`;
  });
}

/** The markdown table of one kind for the named elements. */
export function renderTable(kind: TableKind, tags: readonly string[]): string {
  const elements = elementsNamed(tags);
  if (kind === 'attributes') {
    const rows = shared(elements, kind, attributeRows);
    return ['| Attribute | Property | Type | Default | Takes effect | Removing it | Meaning |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
  }
  if (kind === 'events') {
    const rows = shared(elements, kind, eventRows);
    return ['| Event | `detail` | Goes to | Cancelable | When |', '|---|---|---|---|---|', ...rows].join('\n');
  }
  const rows = elements.flatMap((element) => Object.entries(element.parts).map(([name, description]) => `| \`<${element.tagName}>\` | ${code(name)} | ${cell(description)} |`));
  return ['| Element | Part | What it is |', '|---|---|---|', ...rows].join('\n');
}

export interface GeneratedBlock {
  kind: TableKind;
  tags: string[];
}

/** The generated blocks a markdown text has, in order. */
export function generatedBlocks(markdown: string): GeneratedBlock[] {
  return [...markdown.matchAll(MARKER)].map(([, kind, tagList]) => ({ kind: kind as TableKind, tags: (tagList ?? '').split(' ') }));
}

/** The markdown with every generated block rewritten from the descriptions. */
export function refreshGeneratedBlocks(markdown: string): string {
  return markdown.replace(MARKER, (_block, kind: TableKind, tagList: string) => `<!-- generated:${kind} ${tagList} -->\n${renderTable(kind, tagList.split(' '))}\n<!-- /generated:${kind} -->`);
}
