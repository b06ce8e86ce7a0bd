// One constructed sheet per CSS text for the whole page: every element's shadow root
// adopts the same object, so ten elements cost one parse, not ten.
const sheets = new Map<string, CSSStyleSheet>();

function supportsAdoptedSheets(root: ShadowRoot): boolean {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
}

/** Gives a shadow root the sportsbook's styles without touching the host document. */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if (supportsAdoptedSheets(root)) {
    root.adoptedStyleSheets = cssTexts.map((css) => {
      let sheet = sheets.get(css);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        sheets.set(css, sheet);
      }
      return sheet;
    });
    return;
  }
  // Environments without constructable sheets (jsdom, old WebViews) get <style> elements
  // inside the shadow root, which isolates just as well at a small parsing cost.
  for (const css of cssTexts) {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}
