import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { reactTookOver } from './reactTookOver';
import { keepScreenshot } from './screenshots';

// The header search against the real sandbox (docs/search.md), on a desktop and a phone.

const app = (page: Page) => page.locator('sportsbook-app');
const header = (page: Page) => app(page).getByRole('banner');

/** A prematch football fixture of the sandbox and its home team's name. */
async function fixture(page: Page) {
  const answer = await page.request.get('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=1');
  const event = ((await answer.json()) as { events: { slug: string; description: string; opponents: { description: string }[] }[] }).events[0]!;
  return { slug: event.slug, description: event.description, team: event.opponents[0]!.description };
}

test.describe('search at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a team name finds its events, arrows and Enter open one; no serious axe violations', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    const { team } = await fixture(page);
    const field = header(page).getByRole('combobox', { name: 'Search events, teams and leagues' });
    await field.fill(team);
    const teams = app(page).getByRole('group', { name: 'Teams' });
    await expect(teams.getByRole('option').first()).toContainText(team);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await keepScreenshot(page, testInfo, 'search-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const first = app(page).getByRole('option').first();
    const href = await first.getAttribute('href');
    await field.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(field).toHaveValue('');
    expect(errors).toEqual([]);
  });
});

test.describe('search at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the icon opens a dialog; a tap on a result opens the event; the header does not overflow', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    // The pre-paint draws an empty header bar first; the bar measured is React's.
    await reactTookOver(page);
    const { slug, description } = await fixture(page);
    const bar = header(page).locator('.sb-header__bar');
    expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await header(page).getByRole('button', { name: 'Search' }).click();
    const dialog = app(page).getByRole('dialog', { name: 'Search' });
    const field = dialog.getByRole('combobox');
    await expect(field).toBeFocused();
    await field.fill(description);
    // By its address too: the world can hold two fixtures of the same teams on other days.
    const option = dialog.getByRole('option', { name: new RegExp(`^${description}`) }).and(dialog.locator(`[href$="/events/${slug}"]`));
    await expect(option).toBeVisible();
    await keepScreenshot(page, testInfo, 'search-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/en/events/${slug}$`));
    await expect(dialog).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('logged in, the search icon still fits beside the balance', async ({ page }, testInfo) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = app(page).getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(header(page).getByRole('button', { name: /^Balance / })).toBeVisible();
    const bar = header(page).locator('.sb-header__bar');
    expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const logo = await header(page).locator('.sb-header__logo').boundingBox();
    expect(logo?.width ?? 0).toBeGreaterThanOrEqual(44);
    await keepScreenshot(page, testInfo, 'search-mobile-logged-in');
  });
});
