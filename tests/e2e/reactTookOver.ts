import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the sportsbook's own (React) tree shows in `<sportsbook-app>`: the element is
 * defined and the first paint before React (elements/prepaint, docs/performance.md) has
 * handed over. The pre-paint shows the home page's headings and prices, so a heading or a
 * price alone does not say that the runtime is there: a spec that then calls the SDK
 * (window.Sportsbook, an element method) or counts the runtime's requests waits for this.
 */
export async function reactTookOver(page: Page): Promise<void> {
  // Resolved to nothing in the page: a whenDefined promise still pending when asked, and
  // resolving to the element's class, is reported by Playwright as "Resulting promise was
  // garbage collected" (seen once the definition came after the question).
  await page.evaluate(() => customElements.whenDefined('sportsbook-app').then(() => undefined));
  await expect(page.locator('sportsbook-app .sb-prepaint')).toHaveCount(0);
}
