import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/**
 * Keeps a screenshot of a main screen as a test artifact: attached to the test's report
 * and written to test-results/screenshots/<name>.png, where CI keeps it. `fullPage` takes
 * the whole page, for a phone page whose second element is below the fold.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = false } = {}): Promise<void> {
  const path = `${folder}${name}.png`;
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
