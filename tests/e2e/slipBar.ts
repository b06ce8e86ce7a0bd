import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * Brings the open slip on screen after a pick (issue 23, docs/betslip-presentation.md "The
 * phone's slip bar"): below 1024 px a pick only fills the slip bar above the footer, and the
 * slip opens as a sheet from the bar; from 1024 px up the pick opened it already. `root` is
 * the sportsbook-app element (or the frame holding it).
 */
export async function openSlipAfterPick(page: Page, root: Locator | FrameLocator = page.locator('sportsbook-app')): Promise<void> {
  if ((page.viewportSize()?.width ?? 1366) >= 1024) return;
  const sheet = root.getByRole('region', { name: 'Betslip', exact: true });
  if (await sheet.isVisible()) return;
  const bar = root.getByTestId('slip-bar').getByRole('button', { name: /^Betslip, / });
  await expect(bar).toBeVisible();
  await bar.click();
  await expect(sheet).toBeVisible();
}
