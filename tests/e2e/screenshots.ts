import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { FULL_RUN } from './fullRun';

const folder = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/**
 * Keeps a screenshot of a main screen as a test artifact: attached to the test's report
 * and written to test-results/screenshots/<name>.png, in the full run (`npm run test:full`) or
 * with E2E_SCREENSHOTS=1. `fullPage` takes
 * the whole page, for a phone page whose second element is below the fold.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = false } = {}): Promise<void> {
  // The full run keeps them, or any run with E2E_SCREENSHOTS=1: in the gate, a page's capture
  // and PNG encoding took CPU from the specs beside it on CI's two cores, for files nobody opened.
  if (!FULL_RUN && process.env.E2E_SCREENSHOTS !== '1') return;
  const path = `${folder}${name}.png`;
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
