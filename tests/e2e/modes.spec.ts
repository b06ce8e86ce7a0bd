import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { logIn } from './session';
import { prematchFootballPick, priceButtonName } from './sandboxApi';
import { openSlipAfterPick } from './slipBar';
import { fullRunOnly } from './fullRun';

// Hosting modes on the standalone site at phone width (docs/embedding-modes.md): the
// query switches embedded=true, content-embedded=true and mode=native-app decide which
// parts of the shell show; betslip-origin forces the origin id of the bet calls; the
// native app holds an interaction blocker. appbettor is this file's own player.
test.use({ viewport: { width: 375, height: 740 } });

const app = (page: Page) => page.locator('sportsbook-app');
const footerBar = (page: Page) => app(page).getByRole('navigation', { name: 'Footer' });
// At phone width the slip opens as a sheet, the region named Betslip around the slip itself,
// from the slip bar a pick fills (issue 23).
const slip = (page: Page) => app(page).getByRole('region', { name: 'Betslip', exact: true });

const priceButton = (page: Page, description: string) =>
  app(page)
    .locator('.sb-event-page')
    .getByRole('button', { name: priceButtonName(description) })
    .first();

/**
 * The origin id of the next slip refresh (POST betslips/selections): the request's query
 * and the sandbox's answer, which echoes the body's originId (the browser sends the body
 * as a stream, which Playwright does not show).
 */
async function slipRefresh(page: Page): Promise<{ query: string | null; answered: unknown }> {
  const response = await page.waitForResponse((candidate) => candidate.request().method() === 'POST' && new URL(candidate.url()).pathname === '/xapi/rest/betslips/selections');
  return { query: new URL(response.url()).searchParams.get('originId'), answered: ((await response.json()) as { originId?: unknown }).originId };
}

/** What a native app's injected script does: the site publishes the SDK as window.Sportsbook. */
const setInteractionBlocked = (page: Page, blocked: boolean) =>
  page.evaluate((value) => {
    const sdk = (window as unknown as { Sportsbook: { setInteractionBlocked(blocked: boolean): void } }).Sportsbook;
    sdk.setInteractionBlocked(value);
  }, blocked);

/** The footer bar's item names, as a bettor reads them (badges aside). */
const footerItems = async (page: Page) => (await footerBar(page).getByRole('listitem').allTextContents()).map((text) => text.replace(/\d+$/, ''));

test('embedded=true: the header keeps navigation only, the footer bar stays without My Account, no site footer', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/live/sport/?embedded=true');
  const header = app(page).getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Join' })).toHaveCount(0);
  await expect(footerBar(page)).toBeVisible();
  expect(await footerItems(page)).not.toContain('My Account');
  await expect(app(page).locator('.sb-site-footer')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'mode-embedded-375');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the standalone site at the same width, for contrast: Login and Join in the header, the site footer', fullRunOnly(), async ({ page }) => {
  await page.goto('/en/live/sport/');
  const header = app(page).getByRole('banner');
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(app(page).locator('.sb-site-footer')).toHaveCount(1);
});

test('content-embedded=true: the content column and the footer bar with the betting items; no header', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/live/sport/?content-embedded=true');
  await expect(app(page).getByRole('main')).toBeVisible();
  await expect(footerBar(page)).toBeVisible();
  await expect(app(page).getByRole('banner')).toHaveCount(0);
  expect(await footerItems(page)).toEqual(['Sports', 'Live', 'Betslip', 'My Bets']);
  await expect(app(page).locator('.sb-site-footer')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'mode-content-embedded-375');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('mode=native-app: content only, the slip bar on the bottom edge, and the blocker the native app holds', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  const pick = await prematchFootballPick(page.request, 1);
  await page.goto(`/en/events/${pick.event.slug}?mode=native-app`);
  await expect(app(page).getByRole('heading', { level: 1, name: pick.event.description })).toBeVisible();
  await expect(app(page).getByRole('banner')).toHaveCount(0);
  await expect(footerBar(page)).toHaveCount(0);
  await expect(app(page).locator('.sb-site-footer')).toHaveCount(0);

  await priceButton(page, pick.outcome.description).click();
  // Below 1024 px the slip bar is the collapsed slip's control (it stands in for the floating
  // button a mode without the footer bar shows from 1024 px): with no footer bar, on the bottom edge.
  const floating = app(page).getByTestId('slip-bar').getByRole('button', { name: /^Betslip, 1 selection/ });
  await expect(floating).toBeVisible();
  await expect(app(page).getByTestId('floating-betslip')).toHaveCount(0);
  expect(Math.round((await floating.boundingBox())!.y + (await floating.boundingBox())!.height)).toBeGreaterThan(740 - 12);
  await expect(slip(page)).toHaveCount(0);
  await floating.click();
  await expect(slip(page)).toBeVisible();
  await app(page).getByTestId('betslip-backdrop').click({ position: { x: 20, y: 20 } });
  await expect(slip(page)).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'mode-native-app-375');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The native app opens its own overlay: taps land on the blocker, not on the slip button.
  await setInteractionBlocked(page, true);
  const blocker = app(page).getByTestId('interaction-blocker');
  await expect(blocker).toBeVisible();
  await expect(app(page).locator('.sb-app')).toHaveAttribute('aria-busy', 'true');
  const box = (await floating.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(slip(page)).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'mode-native-app-blocked-375');

  await setInteractionBlocked(page, false);
  await expect(blocker).toHaveCount(0);
  await floating.click();
  await expect(slip(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a bet placed in native-app mode with betslip-origin=native-app carries origin id 20, and the sandbox records it', async ({ page }) => {
  const errors = collectPageErrors(page);
  const pick = await prematchFootballPick(page.request, 2);
  // The native app's web view arrives logged in; here the site's own login does it first.
  await page.goto('/');
  await logIn(page, 'appbettor');
  await page.goto(`/en/events/${pick.event.slug}?mode=native-app&betslip-origin=native-app`);
  const refresh = slipRefresh(page);
  await priceButton(page, pick.outcome.description).click();
  expect(await refresh).toEqual({ query: '20', answered: 20 });
  await openSlipAfterPick(page);

  await slip(page).getByLabel(`Stake for ${pick.outcome.description}`, { exact: true }).fill('2');
  const placement = page.waitForResponse((response) => response.request().method() === 'POST' && /\/xapi\/rest\/accounts\/[^/]+\/betslips$/.test(new URL(response.url()).pathname));
  await slip(page).getByRole('button', { name: /^Place bets?$/ }).click();
  const answer = await placement;
  // The sandbox answers with the originId it recorded from the placement's body.
  expect(await answer.json()).toMatchObject({ status: 'PLACED', originId: 20 });
  await expect(slip(page).getByText(/R\d+/).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('betslip-origin=partner-app on the standalone site: the slip is priced with origin id 21', fullRunOnly(), async ({ page }) => {
  const pick = await prematchFootballPick(page.request, 3);
  await page.goto(`/en/events/${pick.event.slug}?betslip-origin=partner-app`);
  const refresh = slipRefresh(page);
  await priceButton(page, pick.outcome.description).click();
  expect(await refresh).toEqual({ query: '21', answered: 21 });
});

test('an unknown betslip-origin is refused in the console with the fix, and bets keep the web origin', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  const pick = await prematchFootballPick(page.request, 4);
  await page.goto(`/en/events/${pick.event.slug}?betslip-origin=ios`);
  const refresh = slipRefresh(page);
  await priceButton(page, pick.outcome.description).click();
  expect(await refresh).toEqual({ query: '11', answered: 11 });
  expect(messages).toContain('Sportsbook query switch: betslip-origin "ios" is not a betslip origin: use "native-app" (origin id 20) or "partner-app" (origin id 21), or leave it out for the web\'s own origin.');
});
