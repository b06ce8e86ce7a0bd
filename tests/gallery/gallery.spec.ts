import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { logInOnSite, openCataloguePage, sitePages } from '../e2e/pageCatalogue';
import { GALLERY_ORIGINS } from './galleryOrigins';
import { GALLERY_FOLDER, GALLERY_HOST_PAGES, GALLERY_LOOKS, GALLERY_WIDTHS, pictureName } from './galleryPlan';
import { galleryIndex } from './galleryIndex';

// `npm run gallery`: docs/gallery/<look>/<page>-<width>.jpg and docs/gallery/README.md.

async function picture(page: Page, folder: string, name: string, width: number): Promise<void> {
  const directory = fileURLToPath(new URL(`${folder}/`, GALLERY_FOLDER));
  mkdirSync(directory, { recursive: true });
  // Prices flash for a moment when they move: the picture waits for the page at rest.
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${directory}${pictureName(name, width)}`, type: 'jpeg', quality: 60, animations: 'disabled', caret: 'hide' });
}

test.beforeAll(async ({ request }) => {
  mkdirSync(fileURLToPath(GALLERY_FOLDER), { recursive: true });
  writeFileSync(fileURLToPath(new URL('README.md', GALLERY_FOLDER)), galleryIndex((await sitePages(request)).map((entry) => entry.name)));
});

for (const look of GALLERY_LOOKS) {
  for (const size of GALLERY_WIDTHS) {
    test(`${look.folder} at ${size.width} px: every site page`, async ({ page, request }) => {
      await page.setViewportSize(size);
      const entries = await sitePages(request);
      for (const entry of entries) {
        // Once, before the first page that needs a player (logged in on the English site).
        if (entry === entries.find((candidate) => candidate.loggedIn)) await logInOnSite(page, look);
        await openCataloguePage(page, entry, { brand: look.brand, theme: look.theme, language: look.language });
        await picture(page, look.folder, entry.name, size.width);
      }
    });
  }
}

for (const size of GALLERY_WIDTHS) {
  test(`host pages at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const host of GALLERY_HOST_PAGES) {
      await page.goto(new URL(host.path, GALLERY_ORIGINS.hostPages).href);
      await expect(page.locator('sportsbook-app, sportsbook-betslip, sportsbook-mybets, sportsbook-login-status, sportsbook-event, iframe').first()).toBeVisible();
      await page.waitForTimeout(1500);
      await picture(page, 'host-pages', host.name, size.width);
    }
  });
}
