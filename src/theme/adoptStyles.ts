// One constructed sheet per CSS text for the whole page: every element's shadow root
// adopts the same object, so ten elements cost one parse, not ten.
const sheets = new Map<string, CSSStyleSheet>();

/** The texts already given, per shadow root, in the fallback without constructable sheets. */
const styledRoots = new WeakMap<ShadowRoot, Set<string>>();

/** Whether `root` takes constructed stylesheets (jsdom and very old WebViews do not). */
export function supportsAdoptedSheets(root: Node): boolean {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
}

/** The page's one constructed sheet for a CSS text (an @import in it is skipped: constructed sheets allow none). */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Gives a shadow root the sportsbook's styles without touching the host document. Adds
 * to what the root already has, in order and each text once: an element adopts the shared
 * sheets when it is created and its feature's sheets when the feature has loaded.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if (supportsAdoptedSheets(root)) {
    const current = root.adoptedStyleSheets;
    const missing = [...new Set(cssTexts)].map(sheetFor).filter((sheet) => !current.includes(sheet));
    if (missing.length > 0) root.adoptedStyleSheets = [...current, ...missing];
    return;
  }
  // Environments without constructable sheets (jsdom, old WebViews) get <style> elements
  // at the start of the shadow root, in cascade order, which isolates just as well at a
  // small parsing cost.
  let given = styledRoots.get(root);
  if (!given) {
    given = new Set();
    styledRoots.set(root, given);
  }
  let last: Element | null = null;
  for (const child of Array.from(root.children)) {
    if (child.localName === 'style' && child.hasAttribute('data-sportsbook')) last = child;
  }
  for (const css of cssTexts) {
    if (given.has(css)) continue;
    given.add(css);
    const style = root.ownerDocument.createElement('style');
    style.setAttribute('data-sportsbook', '');
    style.textContent = css;
    if (last) last.after(style);
    else root.prepend(style);
    last = style;
  }
}
