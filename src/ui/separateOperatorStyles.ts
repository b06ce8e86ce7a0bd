/**
 * Operator HTML (CMS widgets, the external header and footer) comes with its own styles:
 * `style="..."` attributes and `<style>` blocks. A host page's Content-Security-Policy
 * without `style-src 'unsafe-inline'` blocks both, and Chromium reports a violation the
 * moment such markup is parsed, even into an inert document (DOMParser, a <template>, the
 * sanitiser's own parse). So the styles are taken out of the text before anything parses
 * it: each `style` attribute is renamed `data-sb-style` (applied later through the CSSOM,
 * which no CSP governs) and each `<style>` block is cut out and returned as CSS (adopted
 * as a constructed stylesheet). No security rests on this: DOMPurify still sanitises the
 * result; a tag this scanner misreads only costs that tag its styles.
 */

/** The attribute a style attribute is moved to until it is applied (see SafeHtml). */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-sb-style';

export interface SeparatedStyles {
  /** The markup without `<style>` blocks and with every `style` attribute renamed. */
  html: string;
  /** The text of each `<style>` block, in order. */
  css: string[];
}

/**
 * Elements whose content is raw text up to their end tag: a "<" inside is no tag. Not
 * <noscript>: the sanitiser's parse runs without scripting, where its content is markup.
 */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

const isSpace = (char: string | undefined) => char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f';

/** Where the end tag `</name` starts at or after `from` (case-insensitive), else the text's end. */
function endTagAt(source: string, name: string, from: number): number {
  const found = source.toLowerCase().indexOf(`</${name}`, from);
  return found === -1 ? source.length : found;
}

/** Past the `>` that closes the tag starting at `from`, or the text's end. */
function pastClose(source: string, from: number): number {
  const close = source.indexOf('>', from);
  return close === -1 ? source.length : close + 1;
}

interface Tag {
  name: string;
  closing: boolean;
  /** Where the tag ends (past its `>`). */
  end: number;
  /** The tag's text with any `style` attribute renamed. */
  text: string;
}

/** Reads the tag at `start` (a "<" followed by a letter, or "</" and a letter), as the HTML tokenizer does. */
function readTag(source: string, start: number): Tag {
  const closing = source[start + 1] === '/';
  let at = start + (closing ? 2 : 1);
  const nameStart = at;
  while (at < source.length && !isSpace(source[at]) && source[at] !== '/' && source[at] !== '>') at += 1;
  const name = source.slice(nameStart, at).toLowerCase();
  let text = source.slice(start, at);
  for (;;) {
    const gapStart = at;
    while (isSpace(source[at]) || source[at] === '/') at += 1;
    text += source.slice(gapStart, at);
    if (at >= source.length) return { name, closing, end: source.length, text };
    if (source[at] === '>') return { name, closing, end: at + 1, text: `${text}>` };
    // An attribute name runs to a space, "/", ">" or "=" (a leading "=" belongs to it).
    const attributeStart = at;
    at += 1;
    while (at < source.length && !isSpace(source[at]) && source[at] !== '/' && source[at] !== '>' && source[at] !== '=') at += 1;
    const attribute = source.slice(attributeStart, at);
    let value = '';
    let look = at;
    while (isSpace(source[look])) look += 1;
    if (source[look] === '=') {
      look += 1;
      while (isSpace(source[look])) look += 1;
      const quote = source[look];
      if (quote === '"' || quote === "'") {
        const closeQuote = source.indexOf(quote, look + 1);
        look = closeQuote === -1 ? source.length : closeQuote + 1;
      } else {
        while (look < source.length && !isSpace(source[look]) && source[look] !== '>') look += 1;
      }
      value = source.slice(at, look);
      at = look;
    }
    text += (!closing && attribute.toLowerCase() === 'style' ? DEFERRED_STYLE_ATTRIBUTE : attribute) + value;
  }
}

export function separateOperatorStyles(source: string): SeparatedStyles {
  const css: string[] = [];
  let html = '';
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('<', at);
    if (open === -1) {
      html += source.slice(at);
      break;
    }
    html += source.slice(at, open);
    if (source.startsWith('<!--', open)) {
      const close = source.indexOf('-->', open + 4);
      const end = close === -1 ? source.length : close + 3;
      html += source.slice(open, end);
      at = end;
      continue;
    }
    const next = source[open + 1] === '/' ? source[open + 2] : source[open + 1];
    if (next === undefined || !/[A-Za-z]/.test(next)) {
      // "<" not starting a tag ("a < b", "<!DOCTYPE", "<?"): text, or the parser's business.
      html += '<';
      at = open + 1;
      continue;
    }
    const tag = readTag(source, open);
    at = tag.end;
    if (tag.closing) {
      html += tag.text;
      continue;
    }
    if (tag.name === 'style') {
      const endTag = endTagAt(source, 'style', at);
      css.push(source.slice(at, endTag));
      at = pastClose(source, endTag);
      continue;
    }
    html += tag.text;
    if (RAW_TEXT.has(tag.name)) {
      const endTag = endTagAt(source, tag.name, at);
      html += source.slice(at, endTag);
      at = endTag;
    }
  }
  return { html, css };
}
