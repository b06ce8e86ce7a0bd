import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { fullRunOnly } from './fullRun';

// Issue 23, "Event pages": a top football match of the sandbox offers 60+ markets; its page
// sorts them into tabs (an ARIA tablist that scrolls inside itself on a phone), opens a long
// tab's first markets only, and finds markets by name.

const app = (page: Page) => page.locator('sportsbook-app');
const FOOTBALL = 240;

interface ApiEvent {
  id: string;
  slug: string;
  description: string;
  markets: { description: string }[];
}

/** A prematch top football match: the one of the first fixtures with the deep market set, starting last (it stays prematch). */
async function topFootball(request: APIRequestContext): Promise<ApiEvent> {
  const answer = await request.get(`/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=${FOOTBALL}&eventsPerPage=200&marketFilter=GAME`);
  expect(answer.ok()).toBe(true);
  const { events } = (await answer.json()) as { events: ApiEvent[] };
  // A list carries the coupon markets only; the event's own answer has the deep set.
  for (const listed of [...events].reverse()) {
    const own = (await (await request.get(`/xapi/rest/events/${listed.id}`)).json()) as ApiEvent;
    if (own.markets.length >= 60) return own;
  }
  throw new Error('the sandbox has no prematch football match with 60+ markets');
}

const tabs = (page: Page) => app(page).getByRole('tablist', { name: 'Market categories' }).getByRole('tab');
const tab = (page: Page, name: string) => app(page).getByRole('tab', { name: new RegExp(`^${name} \\d+$`) });
const panel = (page: Page) => app(page).getByRole('tabpanel');
const shownNames = (page: Page) => app(page).locator('.sb-event-markets .sb-event-market__name').allTextContents();
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px: a top football match's markets in tabs, by keyboard, collapsible and searchable`, fullRunOnly(viewport.width === 375), async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const errors = collectPageErrors(page);
    const event = await topFootball(page.request);
    await page.goto(`/en/events/${event.slug}`);
    await expect(app(page).getByRole('heading', { level: 1, name: event.description })).toBeVisible({ timeout: 20_000 });

    // The tabs a football match with the deep set has, Popular chosen.
    await expect(tabs(page)).toHaveCount(9);
    const names = (await tabs(page).allTextContents()).map((text) => text.replace(/\s*\d+$/, ''));
    expect(names).toEqual(['Popular', 'Goals', 'Halves', 'Handicaps', 'Corners', 'Cards', 'Players', 'Specials', 'All']);
    await expect(tab(page, 'Popular')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'All')).toHaveText(`All ${event.markets.length}`);
    expect(await shownNames(page)).toHaveLength(10);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, testInfo, `event-markets-popular-${viewport.name}`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Keyboard: the chosen tab is the one tab stop; arrows move and choose.
    await tab(page, 'Popular').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Goals')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Goals')).toBeFocused();
    await expect(panel(page)).toHaveAttribute('aria-labelledby', (await tab(page, 'Goals').getAttribute('id'))!);
    expect(await shownNames(page)).toContain('Correct Score');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Corners')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Corners')).toBeFocused();
    // The chosen tab is in view inside its row, and the page did not scroll sideways for it.
    const row = await app(page).getByRole('tablist').boundingBox();
    const chosen = await tab(page, 'Corners').boundingBox();
    expect(chosen!.x).toBeGreaterThanOrEqual(row!.x - 1);
    expect(chosen!.x + chosen!.width).toBeLessThanOrEqual(row!.x + row!.width + 1);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    const corners = await shownNames(page);
    expect(corners.length).toBeGreaterThanOrEqual(8);
    for (const name of corners) expect(name).toMatch(/Corner/);
    await keepScreenshot(page, testInfo, `event-markets-corners-${viewport.name}`);
    await page.keyboard.press('End');
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    expect(await shownNames(page)).toHaveLength(event.markets.length);

    // A long tab opens its first ten markets; a closed one opens on its name, and closes again.
    const toggles = panel(page).locator('.sb-event-market__toggle');
    await expect(toggles.nth(9)).toHaveAttribute('aria-expanded', 'true');
    const closed = toggles.nth(12);
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    const closedMarket = panel(page).locator('.sb-event-market').nth(12);
    await expect(closedMarket.locator('button.sb-price')).toHaveCount(0);
    await closed.click();
    await expect(closed).toHaveAttribute('aria-expanded', 'true');
    await expect(closedMarket.locator('button.sb-price').first()).toBeVisible();
    await closed.press('Enter');
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    await expect(closedMarket.locator('button.sb-price')).toHaveCount(0);

    // The chosen tab is remembered for the event while the bettor stays on the site.
    await tab(page, 'Cards').click();
    await page.evaluate(() => history.pushState(null, '', '/en/'));
    await expect(app(page).getByRole('heading', { level: 1, name: event.description })).toHaveCount(0);
    await page.evaluate((address) => history.pushState(null, '', address), `/en/events/${event.slug}`);
    await expect(tab(page, 'Cards')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });

    // Search: "corner" shows the corner markets only, from every tab; nonsense says none match.
    const search = app(page).getByRole('searchbox', { name: 'Search markets' });
    await search.fill('corner');
    await expect(app(page).getByRole('tablist')).toHaveCount(0);
    const expectedCorners = event.markets.map((market) => market.description).filter((description) => /corner/i.test(description));
    await expect.poll(async () => (await shownNames(page)).sort()).toEqual(expectedCorners.sort());
    await expect(app(page).getByRole('status').filter({ hasText: 'Markets found' })).toHaveText(`Markets found: ${expectedCorners.length}`);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, testInfo, `event-markets-search-${viewport.name}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await search.fill('zebra crossing');
    await expect(app(page).getByText('No market matches “zebra crossing”.')).toBeVisible();
    expect(await shownNames(page)).toEqual([]);
    // A pasted run of 500 letters: its message wraps inside its box (it once ran out of it at 375 px).
    await search.fill('x'.repeat(500));
    const notice = app(page).locator('.sb-event-markets > .sb-event-page__notice');
    await expect(notice).toHaveText(/^No market matches “x{40}…”\.$/);
    expect(await notice.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    // The way back: a button, whatever the browser draws in the field.
    await app(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(tabs(page)).toHaveCount(9);
    expect(errors).toEqual([]);
  });
}
