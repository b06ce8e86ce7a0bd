import { expect, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const axeSource = fileURLToPath(import.meta.resolve('axe-core/axe.min.js'));

/** Serious and critical axe violations inside the given elements (the host page around them is not ours). */
export async function seriousAxeViolations(page: Page, include: readonly string[] = ['sportsbook-app']): Promise<string[]> {
  // Axe reads the settled page: back-to-top is half transparent for 150 ms after any scroll
  // (docs/site.md), and a spec that scrolled a card into view would otherwise meet it mid-fade.
  // Its 150 ms opacity transition included: wait for full opacity, not only the class gone.
  for (const selector of include) {
    await expect
      .poll(() => page.locator(`${selector} .sb-back-to-top`).evaluateAll((buttons) => buttons.every((button) => getComputedStyle(button).opacity === '1')))
      .toBe(true);
  }
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    // Axe scrolls the page itself while it checks colour contrast (it scrolls each element
    // into view; axe-core issue 1866), and a scroll puts back-to-top into its half
    // transparent "scrolling" state for 150 ms (spec 2). The audit judges the page at rest,
    // as checked above, so that state is held at rest for the audit's length only: a
    // constructed sheet (no inline style, which a host's CSP may refuse), removed after.
    const rest = new CSSStyleSheet();
    rest.replaceSync('.sb-back-to-top--scrolling { opacity: 1 !important; transition: none !important; }');
    const roots = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('sportsbook-')).map((element) => element.shadowRoot).filter((root): root is ShadowRoot => root !== null);
    for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, rest];
    try {
      const result = await axe.run({ include: selectors.map((selector) => [selector]) });
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
    } finally {
      for (const root of roots) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== rest);
    }
  }, [...include]);
}
