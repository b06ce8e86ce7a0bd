import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/**
 * Keeps a screenshot of a main screen as a test artifact: attached to the test's report
 * and written to test-results/screenshots/<name>.png, where CI keeps it.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `${folder}${name}.png`;
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
