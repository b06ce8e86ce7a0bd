import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';

// The sports page against the real sandbox (docs/site.md "Sports page"), on a desktop and a phone.

const app = (page: Page) => page.locator('sportsbook-app');
const sportsMenu = (page: Page) => app(page).getByRole('navigation', { name: 'Sports' });
const fixtures = (page: Page, name: string) => app(page).getByRole('list', { name }).locator(':scope > li');

test.describe('sports page at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("each sport of the menu carries its icon from the operator's /next/svgs/sports/ (spec 1), drawn in the link's colour", async ({ page }, testInfo) => {
    const icons = new Map<string, number>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/next/svgs/')) icons.set(path, response.status());
    });
    await page.goto('/en/?theme=light');
    const entries = sportsMenu(page).locator('li[data-sport]');
    await expect(entries.first()).toBeVisible();
    const shown = await entries.evaluateAll((items) =>
      items.map((item) => {
        const link = item.querySelector('.sb-sports-menu__link')!;
        const style = getComputedStyle(link, '::before');
        return { code: (item as HTMLElement).dataset.sport, mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'), width: Number.parseFloat(style.width), colour: style.backgroundColor, text: getComputedStyle(link).color };
      }),
    );
    expect(shown.length).toBeGreaterThan(5);
    const api = new URL(page.url()).origin;
    for (const entry of shown) {
      const sport = entry.code!.replace(/-india$/i, '').toUpperCase();
      expect(entry.mask, entry.code).toBe(`url("${api}/next/svgs/sports/${encodeURIComponent(sport)}.svg")`);
      expect(entry.width, entry.code).toBe(18);
      expect(entry.colour, entry.code).toBe(entry.text);
    }
    // Rows far below the fold wait (content-visibility: a hundred SVG masks cost a hundred
    // requests and SVG documents): the last sport's icon is fetched once its row is scrolled to,
    // and answered (a mask that fails to load draws nothing).
    const iconPath = (code: string) => `/next/svgs/sports/${encodeURIComponent(code.replace(/-india$/i, '').toUpperCase())}.svg`;
    const paths = shown.map((entry) => iconPath(entry.code!));
    // The lowest sport whose icon no other sport shares (a variant shares its sport's).
    const unshared = paths.flatMap((path, index) => (paths.indexOf(path) === paths.lastIndexOf(path) ? [index] : []));
    const lastIndex = unshared.at(-1)!;
    const last = shown[lastIndex]!.code!;
    await expect.poll(() => icons.get(iconPath(shown[0]!.code!))).toBe(200);
    expect(icons.has(iconPath(last))).toBe(false);
    await entries.nth(lastIndex).scrollIntoViewIfNeeded();
    await expect.poll(() => icons.get(iconPath(last))).toBe(200);
    await keepScreenshot(page, testInfo, 'sports-menu-icons-desktop');
  });

  test('the sports menu opens football: its fixtures, then an event page; no serious axe violations', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await sportsMenu(page).getByRole('link', { name: 'Football', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/sports\/240-FOOT$/);
    await expect(app(page).getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
    await expect(fixtures(page, 'Fixtures: Football')).toHaveCount(20);
    await expect(app(page).getByRole('navigation', { name: 'Competitions' }).locator('summary').first()).toBeVisible();
    await expect(fixtures(page, 'Outrights: Football').first()).toContainText('Winner');
    await keepScreenshot(page, testInfo, 'sports-page-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The last of the 20 starts latest: other specs tick the shared world, and the soonest
    // fixture may kick off (and move to /live/) between the look and the click.
    const title = fixtures(page, 'Fixtures: Football').last().locator('.sb-event-card__title a');
    const description = (await title.textContent())!;
    await title.click();
    await expect(page).toHaveURL(/\/en\/(events|live)\/\d+-/);
    await expect(app(page).getByRole('heading', { level: 1 })).toHaveText(description);
    expect(errors).toEqual([]);
  });

  test('a league from the competitions narrows the fixtures and survives a reload', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/sports/240-FOOT');
    const competitions = app(page).getByRole('navigation', { name: 'Competitions' });
    await competitions.locator('summary').first().click();
    const league = competitions.locator('.sb-competitions__league').first();
    const name = (await league.locator('span').first().textContent())!;
    await league.click();
    await expect(page).toHaveURL(/\?league=\d+$/);
    await expect(fixtures(page, `Fixtures: ${name}`).first()).toBeVisible();
    await page.reload();
    await expect(fixtures(page, `Fixtures: ${name}`).first()).toBeVisible();
    for (const text of await fixtures(page, `Fixtures: ${name}`).locator('.sb-event-card__league').allTextContents()) expect(text).toBe(name);
    expect(errors).toEqual([]);
  });
});

test.describe('sports page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('fixtures, filters and competitions fit the phone; no serious axe violations', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/sports/240-FOOT');
    await expect(fixtures(page, 'Fixtures: Football')).toHaveCount(20);
    const overflow = await app(page)
      .locator('.sb-page')
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, testInfo, 'sports-page-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await app(page).getByRole('navigation', { name: 'Competitions' }).locator('summary').first().click();
    await expect(app(page).locator('.sb-competitions__league').first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'sports-page-mobile-leagues');
    await app(page).getByRole('button', { name: 'This week' }).click();
    await expect(page).toHaveURL(/\?when=this_week$/);
    await expect(fixtures(page, 'Fixtures: Football').first()).toBeVisible();
    await app(page).getByRole('list', { name: 'Fixtures: Football' }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'sports-page-mobile-fixtures');
    expect(errors).toEqual([]);
  });
});
