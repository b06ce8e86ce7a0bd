import type { Page } from '@playwright/test';

/**
 * Whether the page shows the bettor something where the header and where the content go:
 * the sportsbook's header (banner) and its content column (main), each or a contained
 * failure's notice in its place ("... could not be shown."), read through the
 * accessibility tree as a bettor's tools read it. A render error that escaped every
 * boundary leaves neither: the blank page of issue 20. An empty content column has no
 * size, so it does not count as shown.
 */
export async function pageShowsSomething(page: Page): Promise<boolean> {
  const app = page.locator('sportsbook-app');
  const failureNotice = await app.getByRole('alert').or(app.getByRole('status')).filter({ hasText: /could not be shown/ }).first().isVisible();
  if (failureNotice) return true;
  return (await app.getByRole('banner').first().isVisible()) && (await app.getByRole('main').first().isVisible());
}

/** Contained failures on show (their notices), for the figures and for "recovered": none left. */
export function failureNotices(page: Page) {
  return page.locator('sportsbook-app').getByText(/could not be shown/);
}
