import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the sportsbook's own (React) tree shows in `<sportsbook-app>`: the element is
 * defined and the first paint before React (elements/prepaint, docs/performance.md) has
 * handed over. The pre-paint shows the home page's headings and prices, so a heading or a
 * price alone does not say that the runtime is there: a spec that then calls the SDK
 * (window.Sportsbook, an element method) or counts the runtime's requests waits for this.
 */
export async function reactTookOver(page: Page): Promise<void> {
  await elementDefined(page, 'sportsbook-app');
  await expect(page.locator('sportsbook-app .sb-prepaint')).toHaveCount(0);
}

/**
 * Resolves once `tag` is defined. Polled, not awaited in the page: a whenDefined promise still
 * pending when asked is reported by Playwright as "Resulting promise was garbage collected",
 * even chained to resolve to nothing (seen in CI once the definition came after the question).
 */
export async function elementDefined(page: Page, tag: string): Promise<void> {
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
}
