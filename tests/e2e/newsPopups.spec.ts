import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';

// The operator's news popups (spec 3, docs/news-popups.md) on the built standalone site.
// The shared e2e sandbox serves its seeded popups only to a request that asks for them
// (SANDBOX_NEWS_POPUPS=on-request): this spec's pages ask with the sandbox's test header,
// added by a route to this page's calls alone, so no other spec finds a modal over its page.
// The content is the seed's, never replaced here (PUT /sandbox/content would reach every spec).

const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1366, height: 800 },
] as const;

const app = (page: Page) => page.locator('sportsbook-app');
const popup = (page: Page) => app(page).getByRole('dialog', { name: 'Welcome to the sandbox' });

/**
 * This page's calls for the news popups ask for the sandbox's seeded ones. Each call notes
 * whether the page showed odds by then: the popups are asked for after the first odds.
 */
async function askForSeededPopups(page: Page): Promise<{ oddsShownWhenAsked: boolean[] }> {
  const oddsShownWhenAsked: boolean[] = [];
  // By path: the call carries spec 7's query (pub, l, mc), which a glob would have to spell.
  await page.route((url) => url.pathname === '/api/news_popups', async (route) => {
    oddsShownWhenAsked.push(
      await page.evaluate(() =>
        [...(document.querySelector('sportsbook-app')?.shadowRoot?.querySelectorAll('button.sb-price') ?? [])].some((button) => /\d/.test(button.textContent ?? '')),
      ),
    );
    await route.continue({ headers: { ...route.request().headers(), 'x-sandbox-news-popups': 'seeded' } });
  });
  return { oddsShownWhenAsked };
}

for (const viewport of VIEWPORTS) {
  test.describe(`news popups at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the seeded popup shows after the odds, pages by keyboard and pointer, closes, and a reload does not show it again', async ({ page }, testInfo) => {
      // Two page loads and an axe run: about 10 s alone, more on a loaded 2-core runner.
      test.setTimeout(90_000);
      const errors = collectPageErrors(page);
      const asked = await askForSeededPopups(page);
      await page.goto('/');
      const dialog = popup(page);
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      expect(asked.oddsShownWhenAsked).toEqual([true]);
      await expect(dialog.getByRole('heading', { level: 3, name: 'Live betting' })).toBeVisible();
      await expect(dialog.getByText('Over 40 events are live right now.')).toBeVisible();
      await expect(dialog.getByText('Page 1 of 2')).toBeVisible();
      const next = dialog.getByRole('button', { name: 'Next page' });
      await expect(next).toBeFocused();
      // The dialog stays inside the viewport, its controls reachable without scrolling the page.
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `news-popup-${viewport.name}`);

      await page.keyboard.press('Enter');
      await expect(dialog.getByText('Page 2 of 2')).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 3, name: 'Cash out' })).toBeVisible();
      await expect(dialog.getByText('Cash out open bets from My Bets.')).toBeVisible();
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toBeFocused();
      // Tab stays inside the dialog.
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains((element.getRootNode() as ShadowRoot).activeElement))).toBe(true);
      }
      await dialog.getByRole('button', { name: 'Previous page' }).click();
      await expect(dialog.getByText('Page 1 of 2')).toBeVisible();
      await keepScreenshot(page, testInfo, `news-popup-paged-${viewport.name}`);

      await dialog.locator('.sb-news-popup__actions').getByRole('button', { name: 'Close', exact: true }).click();
      await expect(app(page).getByRole('dialog')).toHaveCount(0);
      // The page is the bettor's again.
      await expect(app(page).locator('button.sb-price').first()).toBeVisible();

      // A reload asks again and gets the same popup, which this bettor has closed: it stays closed.
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/news_popups');
      await page.reload();
      expect(((await (await answered).json()) as { id: number }[]).map((news) => news.id)).toEqual([1]);
      await expect(app(page).locator('button.sb-price').first()).toBeVisible();
      // A due popup shows within a frame of the answer (its code is cached): give it ample time to appear.
      await page.waitForTimeout(1000);
      await expect(app(page).getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('sportsbook:news-popups:logged-out') ?? 'null'))).toEqual({ version: 1, state: { closed: ['1'], allClosed: false } });
      expect(errors).toEqual([]);
    });
  });
}

test('without asking, the e2e sandbox serves no popup, so the other specs’ pages start without one', async ({ request }) => {
  expect(await (await request.get('/api/news_popups')).json()).toEqual([]);
});
