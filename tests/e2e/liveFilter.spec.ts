import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { everyCard, listedCount } from './windowedList';

// The live page's filter against the real sandbox (docs/site.md "Live page"), on a desktop and a phone.

const app = (page: Page) => page.locator('sportsbook-app');
const list = (page: Page) => app(page).getByRole('list', { name: 'Football' });
/** The events the list holds (it is windowed: its rows are only those near the viewport). */
const listed = (page: Page) => listedCount(list(page));
/** The league of every card of the list, read by scrolling through it. */
const leagueNames = async (page: Page) => (await everyCard(list(page), '.sb-event-card__league')).map((card) => card.text);

test.describe('live filter at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a competition chosen in the desktop filter leaves only its events; no serious axe violations', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/live/sport/240-FOOT');
    const filter = app(page).getByRole('group', { name: 'Filter live events' });
    const all = filter.getByRole('button', { name: /^All competitions/ });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(list(page).locator(':scope > li').first()).toBeVisible();
    const total = await listed(page);
    const england = filter.getByRole('button', { name: /^England/ });
    const count = Number((await england.locator('.sb-live-filter__count').textContent()) ?? '0');
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(total);

    await england.click();
    await expect(england).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    // The world is live: an English match may kick off meanwhile, so the cards are compared
    // with the count the filter shows now, not the one read before the click.
    const englandCount = async () => Number((await england.locator('.sb-live-filter__count').textContent()) ?? '0');
    await expect.poll(async () => (await listed(page)) === (await englandCount())).toBe(true);
    for (const league of await leagueNames(page)) expect(league).toMatch(/^England /);
    const englandShown = await englandCount();
    await expect(app(page).getByText(new RegExp(`^${englandShown} of \\d+ live events shown$`))).toBeVisible();

    await filter.getByRole('button', { name: 'Show the leagues of England' }).click();
    await keepScreenshot(page, testInfo, 'live-filter-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await all.click();
    const allCount = async () => Number((await all.locator('.sb-live-filter__count').textContent()) ?? '0');
    await expect.poll(async () => (await listed(page)) === (await allCount()) && (await allCount()) > englandShown).toBe(true);
    await expect(app(page).getByText(/ of \d+ live events shown$/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('live filter at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile filter: a competition, then a league chip; no serious axe violations', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/live/sport/240-FOOT');
    const filter = app(page).getByRole('group', { name: 'Filter live events' });
    const select = filter.getByRole('combobox', { name: 'Competition' });
    await expect(select).toBeVisible();
    await expect(list(page).locator(':scope > li').first()).toBeVisible();
    const total = await listed(page);
    expect(total).toBeGreaterThan(0);

    await select.selectOption({ label: (await select.locator('option', { hasText: /^Spain / }).textContent()) ?? '' });
    const leagues = filter.getByRole('list', { name: 'Leagues of Spain' });
    await expect(leagues).toBeVisible();
    // The list follows the choice in its own commit: read it until it has (a wrong league never passes).
    await expect.poll(async () => (await leagueNames(page)).filter((league) => !/^Spain /.test(league))).toEqual([]);
    const chip = leagues.getByRole('button').first();
    const chosenLeague = ((await chip.textContent()) ?? '').replace(/\s*\d+$/, '');
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(list(page).locator(':scope > li').first()).toBeVisible();
    await expect.poll(async () => (await leagueNames(page)).filter((league) => league !== chosenLeague)).toEqual([]);
    await keepScreenshot(page, testInfo, 'live-filter-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The filter and the cards fit the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });
});
