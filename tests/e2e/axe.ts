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
    const result = await axe.run({ include: selectors.map((selector) => [selector]) });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  }, [...include]);
}
