import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';

// The home page (live now, upcoming) and favourites (star, /sports/10000) against the real sandbox.

const app = (page: Page) => page.locator('sportsbook-app');
const content = (page: Page) => app(page).locator('main');
/** A block's cards: the rows of its list (cards hold lists of their own). */
const cards = (page: Page, list: string) => content(page).getByRole('list', { name: list, exact: true }).locator(':scope > li');

async function homeShowsEvents(page: Page) {
  await expect(content(page).getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(cards(page, 'Live now').first()).toBeVisible();
  await expect(cards(page, 'Upcoming').first()).toBeVisible();
  expect(await cards(page, 'Live now').count()).toBeGreaterThan(1);
  expect(await cards(page, 'Upcoming').count()).toBe(10);
}

test.describe('home and favourites at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('home shows live and upcoming events; a starred event survives a reload and is listed under /sports/10000', async ({ page }, testInfo) => {
    // Three page loads and three axe runs: about 16 s alone, past 30 s on a loaded 2-core runner.
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await page.goto('/');
    await homeShowsEvents(page);
    // A live card links to /live, an upcoming one to /events (the last: other specs tick the
    // shared world, and the soonest fixture may kick off and move to /live meanwhile).
    await expect(cards(page, 'Live now').first().getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /\/en\/live\//);
    await expect(cards(page, 'Upcoming').last().getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /\/en\/events\//);
    await keepScreenshot(page, testInfo, 'home-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const fixture = cards(page, 'Upcoming').last();
    const name = (await fixture.getByRole('heading', { level: 3 }).textContent())!.trim();
    const star = fixture.getByRole('button', { name: `Add ${name} to favourites` });
    await star.click();
    const starred = fixture.getByRole('button', { name: `Remove ${name} from favourites` });
    await expect(starred).toHaveAttribute('aria-pressed', 'true');

    // After the reload the star is checked in the favourites view, not on home: home's ten
    // upcoming fixtures are spread across sports, and one kicking off can change which ten.
    await page.reload();
    await expect(app(page).getByRole('link', { name: 'Favourites: 1' })).toBeVisible();

    await app(page).getByRole('link', { name: 'Favourites: 1' }).click();
    await expect(page).toHaveURL(/\/en\/sports\/10000$/);
    await expect(content(page).getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(cards(page, 'Favourite events')).toHaveCount(1);
    await expect(cards(page, 'Favourite events').getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(content(page).getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true');
    await keepScreenshot(page, testInfo, 'favourites-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Unstarred in the view, it leaves it, and stays gone after a reload.
    await content(page).getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect(content(page).getByText('You have no favourite events yet.')).toBeVisible();
    await page.reload();
    await expect(content(page).getByText('You have no favourite events yet.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('home and favourites at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('home and the favourites view fit a phone with no serious axe violations', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await homeShowsEvents(page);
    const noOverflow = () => content(page).evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(await noOverflow()).toBe(true);
    await keepScreenshot(page, testInfo, 'home-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The last upcoming fixture: a live event may reach its end in the shared world between
    // the star and the favourites view, which then rightly drops it as finished.
    const fixture = cards(page, 'Upcoming').last();
    const name = (await fixture.getByRole('heading', { level: 3 }).textContent())!.trim();
    await fixture.getByRole('button', { name: `Add ${name} to favourites` }).click();
    await expect(fixture.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/en/sports/10000');
    await expect(cards(page, 'Favourite events')).toHaveCount(1);
    await expect(cards(page, 'Favourite events').getByRole('heading', { level: 3 })).toHaveText(name);
    expect(await noOverflow()).toBe(true);
    await keepScreenshot(page, testInfo, 'favourites-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
