import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { logIn } from './session';
import type { ApiEvent } from './sandboxApi';
import { fullRunOnly } from './fullRun';

// Issue 23, a bettor on a 375 px phone: every sport reachable on a brand without a menu
// button (pinoy), and My Bets' overlay opening at its top, newest bet first, its count
// inside its own footer slot. `noPromo` (eurobet, account 1009) is this file's own player.

const app = (page: Page) => page.locator('sportsbook-app');
const footerBar = (page: Page) => app(page).locator('nav[part="footer"]');
const centreColumn = (page: Page) => app(page).locator('.sb-layout__centre');

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });

/** Half a pixel of rounding either way. */
const inside = (inner: Box, outer: Box) => inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

test.describe('a pinoy phone user reaches every sport (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('no menu button, yet the footer’s Sports leads home, where every sport is a tap away', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    const sports = (await (await page.request.get('/xapi/rest/sports', { headers: { 'X-Sb-Brand': 'pinoy' } })).json()) as { id: number; code: string; name: string; eventCount: number }[];
    const offered = sports.filter((sport) => sport.eventCount > 0);
    expect(offered.length).toBeGreaterThan(10);

    await page.goto('/en/live/sport/?brand=pinoy');
    await expect(app(page).getByRole('heading', { level: 1 })).toBeVisible();
    // pinoy's settings: no hamburger, no header menu, so neither the header nor the footer has a Menu.
    await expect(app(page).getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(footerBar(page).getByRole('link', { name: 'Sports' })).toBeVisible();

    await footerBar(page).getByRole('link', { name: 'Sports' }).click();
    await expect(page).toHaveURL(/\/en\/sports$/);
    const sportsNav = app(page).getByRole('navigation', { name: 'Sports', exact: true });
    const row = sportsNav.getByRole('list', { name: 'Quick links to sports' });
    // Every sport the operator offers, in its order, each to its own page.
    await expect(row.getByRole('link')).toHaveText(offered.map((sport) => sport.name));
    const hrefs = await row.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(offered.map((sport) => `/en/sports/${sport.id}-${sport.code}`));
    // The row scrolls sideways inside itself, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'home-sports-pinoy-375');

    // A sport far along the row: the bettor swipes to it and taps it.
    const far = offered[offered.length - 1]!;
    await row.getByRole('link', { name: far.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/sports/${far.id}-${far.code}$`));
    await expect(app(page).getByRole('heading', { level: 1 })).toHaveText(far.name);

    // And the A-Z list, every sport by name.
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/sports$/);
    const all = sportsNav.getByRole('button', { name: 'All sports A–Z' });
    await expect(all).toHaveAttribute('aria-expanded', 'false');
    await all.click();
    await expect(all).toHaveAttribute('aria-expanded', 'true');
    const alphabetical = sportsNav.getByRole('list', { name: 'All sports A–Z' });
    await expect(alphabetical.getByRole('link')).toHaveText([...offered].map((sport) => sport.name).sort((a, b) => a.localeCompare(b, 'en')));
    await keepScreenshot(page, testInfo, 'home-sports-az-pinoy-375');
    const tennis = offered.find((sport) => sport.code === 'TENN')!;
    await alphabetical.getByRole('link', { name: tennis.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/sports/${tennis.id}-TENN$`));
    await expect(app(page).getByRole('heading', { level: 1 })).toHaveText(tennis.name);
    expect(errors).toEqual([]);
  });
});

test.describe('the row is left out where the sports menu is beside the page (1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('eurobet’s left column holds the sports; the home page goes straight to its events', async ({ page }, testInfo) => {
    await page.goto('/en/');
    await expect(app(page).getByRole('list', { name: 'Live now' })).toBeVisible({ timeout: 15_000 });
    await expect(app(page).getByRole('complementary').getByRole('navigation', { name: 'Sports', exact: true }).getByRole('link', { name: 'Tennis', exact: true })).toBeVisible();
    await expect(app(page).getByRole('list', { name: 'Quick links to sports' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'home-eurobet-1366');
  });
});

/** Logs noPromo in through the API (a second session beside the page's) and places `count` singles a moment apart. */
async function placeSingles(request: APIRequestContext, count: number): Promise<string[]> {
  const login = await request.post('/xapi/icore/players/login', { data: { username: 'noPromo', password: 'demo1234' } });
  expect(login.ok()).toBe(true);
  const details = (await login.json()) as { jweToken?: string; alsToken?: string };
  const token = details.jweToken ?? details.alsToken ?? '';
  const listed = await request.get('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=40&includeMarkets=true');
  const events = ((await listed.json()) as { events: ApiEvent[] }).events.filter((event) => !event.outright).sort((a, b) => b.startTime.localeCompare(a.startTime));
  const betIds: string[] = [];
  for (const event of events) {
    const outcome = event.markets.find((market) => market.status === 'open')?.outcomes.find((entry) => !entry.hidden && entry.consolidatedPrice.currentPrice.decimal > 1);
    if (!outcome) continue;
    const placed = await request.post(`/xapi/rest/accounts/1009/betslips?withAuth=true&uuid=phone-bettor-${Date.now()}-${betIds.length}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: 2 }] },
    });
    const body = (await placed.json()) as { status: string; bets: { betId: string }[] };
    if (body.status !== 'PLACED') continue;
    betIds.push(body.bets[0]!.betId);
    if (betIds.length === count) return betIds;
    // Each bet its own placement time (ISO milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Only ${betIds.length} of ${count} singles could be placed on open prematch football.`);
}

test.describe('My Bets on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  // One player: the second test's bet must not land between the first one's.
  test.describe.configure({ mode: 'serial' });

  test('the overlay opens at its top, tabs in view, newest bet first; closing it puts the page back', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/');
    await logIn(page, 'noPromo');
    const placed = await placeSingles(page.request, 4);
    // Open bets are fetched on login and focus: the footer's count follows the bets placed meanwhile.
    const myBetsItem = footerBar(page).getByRole('link', { name: /^My Bets/ });
    await expect(myBetsItem.locator('.sb-footer__badge')).toHaveText(/^\d+$/, { timeout: 20_000 });

    // A look at My Bets first: its bets are loaded from then on, so the next opening is tall at once.
    const panel = app(page).getByRole('region', { name: 'My Bets' });
    const list = panel.getByRole('list', { name: 'Open bets' });
    await myBetsItem.click();
    await expect(list.getByRole('article')).not.toHaveCount(0, { timeout: 15_000 });
    await app(page).getByRole('button', { name: 'Close My Bets' }).click();
    await expect(panel).toHaveCount(0);

    // The bettor scrolls far down the home page, then opens My Bets again.
    await expect(app(page).getByRole('list', { name: 'Upcoming' })).toBeVisible({ timeout: 15_000 });
    await centreColumn(page).evaluate((column) => {
      column.scrollTop = column.scrollHeight;
    });
    const pageOffset = await centreColumn(page).evaluate((column) => column.scrollTop);
    expect(pageOffset).toBeGreaterThan(1000);

    await myBetsItem.click();
    await expect(list.getByRole('article').first()).toBeAttached();
    // At its top: the heading and both tabs on screen, below the sticky header.
    const headerBottom = (await boxOf(app(page).getByRole('banner'))).bottom;
    for (const tab of [panel.getByRole('heading', { name: 'My Bets' }), panel.getByRole('tab', { name: 'Open' }), panel.getByRole('tab', { name: 'Settled' })]) {
      await expect(tab).toBeInViewport();
      expect((await boxOf(tab)).top).toBeGreaterThanOrEqual(headerBottom - 0.5);
    }
    expect(await centreColumn(page).evaluate((column) => column.scrollTop)).toBe(0);
    // Newest placement first: the last single placed heads the list.
    await expect(list.getByRole('article').first()).toHaveAttribute('data-bet-id', placed[placed.length - 1]!);
    const shown = await list.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-bet-id')));
    expect(shown.filter((betId) => placed.includes(betId!))).toEqual([...placed].reverse());
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'mybets-overlay-375');

    await app(page).getByRole('button', { name: 'Close My Bets' }).click();
    await expect(panel).toHaveCount(0);
    // Back where the bettor was (live cards above may have changed height meanwhile).
    const backAt = await centreColumn(page).evaluate((column) => column.scrollTop);
    expect(Math.abs(backAt - pageOffset), `back at ${backAt}, left at ${pageOffset}`).toBeLessThan(200);
    expect(errors).toEqual([]);
  });

  // "My Bets" on one line in English; "As minhas apostas" wraps, and must not run under its count.
  for (const { language, label, singleLine } of [
    { language: 'en', label: 'My Bets', singleLine: true },
    { language: 'pt', label: 'As minhas apostas', singleLine: false },
  ]) {
    // The gate: Portuguese, whose label wraps; the full run English too.
    test(`${language}: the My Bets count sits inside its own slot, clear of "${label}"`, fullRunOnly(singleLine), async ({ page }, testInfo) => {
      // Logged in in English (the helper reads the English dialog); the session holds in any language.
      await page.goto('/en/');
      await logIn(page, 'noPromo');
      await placeSingles(page.request, 1);
      await page.goto(`/${language}/`);
      const item = footerBar(page).getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(item.locator('.sb-footer__badge')).toHaveText(/^\d+$/, { timeout: 20_000 });
      await expectBadgeInItsSlot(page, { singleLine });
      await keepScreenshot(page, testInfo, `footer-badge-${language}-375`);
    });
  }
});

/** The My Bets badge is inside its own slot (li), does not cover its label, and (English) the label is one line. */
async function expectBadgeInItsSlot(page: Page, { singleLine = true } = {}): Promise<void> {
  const slot = footerBar(page).getByRole('listitem').filter({ has: page.locator('a[href$="/open_bets"]') });
  const badge = slot.locator('.sb-footer__badge');
  const label = slot.locator('.sb-footer__label');
  const [slotBox, badgeBox, labelBox] = await Promise.all([boxOf(slot), boxOf(badge), boxOf(label)]);
  expect(inside(badgeBox, slotBox), `badge ${JSON.stringify(badgeBox)} inside slot ${JSON.stringify(slotBox)}`).toBe(true);
  expect(overlap(badgeBox, labelBox), `badge ${JSON.stringify(badgeBox)} clear of label ${JSON.stringify(labelBox)}`).toBe(false);
  if (singleLine) {
    const lineHeight = await label.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(Math.round((labelBox.bottom - labelBox.top) / lineHeight)).toBe(1);
  }
}
