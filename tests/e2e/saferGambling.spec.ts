import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { logInWhereAsked } from './session';

// Safer gambling on the standalone site (issue 21, docs/account-safer-gambling.md), on
// kingsbet (the uk profile) with this spec's own players (3300-3303, demoPlayers.ts): one per
// path, since a self-exclusion cannot be undone. Nothing here changes what another spec
// sees: the short reality-check interval reaches this page's settings answer alone.

const PAGE = '/en/account/safer-gambling?brand=kingsbet';
const app = (page: Page) => page.locator('sportsbook-app');

async function openLoggedIn(page: Page, username: string): Promise<void> {
  await page.goto(PAGE);
  // Logged out, the account page starts the login itself (spec 6) and shows after it.
  await logInWhereAsked(page, username);
  await expect(app(page).getByRole('heading', { level: 2, name: 'Safer gambling' })).toBeVisible();
}

/** The bearer token the page holds, to make the calls a cashier page would make. */
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('jwt'));

test('a deposit limit is set on the page, and a deposit over it is refused with the message', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await openLoggedIn(page, 'sgLimiter');
  const daily = app(page).getByRole('form', { name: 'Daily limit' });
  await expect(daily.getByTestId('limit-daily')).toHaveText('No limit set');
  await daily.getByLabel('New limit (GBP)').fill('50');
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await expect(daily.getByTestId('limit-daily')).toHaveText(/^Current limit: .*50\.00$/);
  await expect(daily.getByRole('status')).toHaveText(/Your limit of .*50\.00 applies now\./);
  // Raising it waits out the cooling-off, shown with its date.
  await daily.getByLabel('New limit (GBP)').fill('75');
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await expect(daily.getByTestId('limit-daily')).toHaveText(/Current limit: .*50\.00Changes to .*75\.00 on /);

  const token = await tokenOf(page);
  const deposit = (amount: number) => request.post('/xapi/rest/accounts/3300/deposits', { headers: { authorization: `Bearer ${token}` }, data: { amount } });
  expect((await deposit(30)).status()).toBe(200);
  const refused = await deposit(20.01);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    error: 'deposit-limit',
    message: 'This deposit would take you over your daily deposit limit of 50.00 GBP: you can deposit up to 20.00 GBP now.',
    period: 'daily',
    remaining: 20,
  });
  expect((await deposit(20)).status()).toBe(200);
  expect(errors).toEqual([]);
});

test('a self-exclusion logs the bettor out, and then the login is refused with the self-exclusion text', async ({ page, request }) => {
  await openLoggedIn(page, 'sgExcluder');
  const token = await tokenOf(page);
  const section = app(page).getByRole('region', { name: 'Self-exclusion' });
  await section.getByRole('radio', { name: '6 months' }).check();
  await section.getByRole('button', { name: 'Self-exclude' }).click();
  const dialog = app(page).getByRole('alertdialog', { name: 'Self-exclude for 6 months?' });
  await expect(dialog).toContainText('You will be logged out now and will not be able to log in or place bets until');
  await dialog.getByRole('button', { name: 'Self-exclude' }).click();
  // Logged out: the header offers the login again.
  await expect(app(page).getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible({ timeout: 15_000 });
  // The token it had is gone too: no bet can go through it.
  expect((await request.get('/xapi/rest/accounts/3301/safer-gambling', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

  await app(page).getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const login = app(page).getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Username').fill('sgExcluder');
  await login.getByLabel('Password', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  // kingsbet is a single-session brand: it asks before it sends the login.
  await app(page).getByRole('alertdialog', { name: 'Log in here?' }).getByRole('button', { name: 'Continue' }).click();
  await expect(login.getByText('This account is self-excluded. You cannot log in or bet until the self-exclusion period ends.')).toBeVisible();
  await expect(app(page).getByRole('banner').getByRole('button', { name: /^Balance / })).toHaveCount(0);
});

test('the reality check comes after the interval, and Leave logs out', async ({ page }, testInfo) => {
  // This page's settings answer alone carries a 6-second interval (a test-only brand setting).
  await page.route(
    (url) => url.pathname === '/api/all_cached_settings',
    async (route) => {
      const response = await route.fetch();
      const all = (await response.json()) as Record<string, Record<string, Record<string, unknown>>>;
      for (const channel of Object.keys(all.kingsbet ?? {})) all.kingsbet![channel] = { ...all.kingsbet![channel], safer_gambling_reality_check_minutes: 0.1 };
      await route.fulfill({ response, json: all });
    },
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await openLoggedIn(page, 'sgReality');
  const check = app(page).getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible({ timeout: 20_000 });
  await expect(check).toContainText(/You have been logged in for \d+ minutes?\./);
  await expect(check.getByTestId('reality-check-net')).toHaveText(/^Net position this session: even \(.*0\.00\)\.$/);
  await expect(check.getByRole('button', { name: 'Continue' })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, 'safer-gambling-reality-check-375');
  await check.getByRole('button', { name: 'Leave and log out' }).click();
  await expect(app(page).getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(check).toHaveCount(0);
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1366, height: 900 },
]) {
  test(`the page and the footer's 18+ mark, links and session clock at ${viewport.width} px, axe clean`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const errors = collectPageErrors(page);
    await openLoggedIn(page, 'sgFooter');
    const nav = app(page).getByRole('navigation', { name: 'Account sections' });
    await expect(nav.getByRole('link', { name: 'Safer gambling' })).toHaveAttribute('aria-current', 'page');
    await expect(app(page).getByRole('form', { name: 'Monthly limit' })).toBeVisible();
    const footer = app(page).getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: 'Gambling is for people aged 18 and over only' })).toHaveText('18+');
    const links = footer.getByRole('navigation', { name: 'Safer gambling support' }).getByRole('link');
    await expect(links.first()).toHaveText('GAMSTOP');
    await expect(links.first()).toHaveAttribute('href', 'https://www.gamstop.co.uk');
    await expect(footer.getByTestId('session-clock')).toHaveText(/^\d+ minutes?$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, `safer-gambling-page-${viewport.width}`);
    await footer.getByTestId('session-clock').scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, `safer-gambling-footer-${viewport.width}`);
    // The time-out's confirmation, as the bettor sees it before choosing.
    await app(page).getByRole('region', { name: 'Take a time-out' }).getByRole('button', { name: 'Take a time-out' }).click();
    const confirm = app(page).getByRole('alertdialog', { name: 'Take a time-out of 24 hours?' });
    await expect(confirm).toContainText('A time-out cannot be cancelled once it has started.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, `safer-gambling-confirm-${viewport.width}`);
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(app(page).getByRole('region', { name: 'Take a time-out' }).getByRole('button', { name: 'Take a time-out' })).toBeFocused();
    expect(errors).toEqual([]);
  });
}
