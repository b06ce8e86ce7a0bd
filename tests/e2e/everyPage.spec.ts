import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { openCataloguePage, sitePages, type CataloguePage } from './pageCatalogue';
import { collectPageErrors } from './pageErrors';
import { fullRunOnly } from './fullRun';

// Issue 23: "axe clean on every page". Every page of the site (pageCatalogue.ts, the list the
// screenshot gallery walks too) on a phone and a desktop in the light scheme, and on a
// desktop in the dark one: no serious or critical axe issue, nothing wider than the screen,
// no page error. One test per view and audience (one login for all the logged-in pages);
// soft checks, so one run names every page that fails, each by name.

const VIEWS = [
  { name: '375 px light', width: 375, height: 812, theme: 'light' },
  { name: '1366 px light', width: 1366, height: 900, theme: 'light' },
  { name: '1366 px dark', width: 1366, height: 900, theme: 'dark' },
] as const;

async function checkPages(page: Page, entries: readonly CataloguePage[], view: (typeof VIEWS)[number]): Promise<void> {
  await page.setViewportSize({ width: view.width, height: view.height });
  for (const entry of entries) {
    const errors = collectPageErrors(page);
    // Logged in once, on the first page that needs it; the stored session holds for the rest.
    await openCataloguePage(page, entry, { brand: 'eurobet', theme: view.theme, logIn: entry === entries[0] && entry.loggedIn });
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${entry.name}: the page's width`).toBeLessThanOrEqual(view.width);
    expect.soft(await seriousAxeViolations(page), `${entry.name}: serious axe issues`).toEqual([]);
    expect.soft(errors, `${entry.name}: page errors`).toEqual([]);
  }
}

for (const view of VIEWS) {
  for (const loggedIn of [false, true]) {
    // The gate: the public pages on a phone, the logged-in ones on a desktop, both light; the full run every pair.
    const inGate = view.name === (loggedIn ? '1366 px light' : '375 px light');
    test(`at ${view.name}, every ${loggedIn ? 'logged-in' : 'public'} page: axe finds nothing serious, nothing scrolls sideways, no page error`, fullRunOnly(!inGate), async ({ page, request }) => {
      test.setTimeout(180_000);
      const entries = (await sitePages(request)).filter((entry) => entry.loggedIn === loggedIn);
      expect(entries.length).toBeGreaterThan(4);
      await checkPages(page, entries, view);
    });
  }
}
