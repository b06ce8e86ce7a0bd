import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { escapeRegExp, prematchFootballPick, priceButtonName } from './sandboxApi';
import { logInWhereAsked } from './session';

// The account pages on the standalone site against the sandbox (issue 21, docs/account.md),
// with this spec's own players (demoPlayers.ts): dinar keeps KWD, which the operator's
// currency list gives 3 places and the SDK's fallback 2, so a figure shows whether it went
// through the list; prefs changes preferences no other spec reads.

const app = (page: Page) => page.locator('sportsbook-app');
const facts = (page: Page, heading: string) =>
  app(page)
    .getByRole('region', { name: heading })
    .locator('.sb-account__fact')
    .evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']));

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1366, height: 900 },
]) {
  test(`profile and balances at ${viewport.width} px: logged out the login starts itself, then the page shows the operator's figures in KWD's 3 places`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const errors = collectPageErrors(page);
    await page.goto('/en/account/balances');
    await logInWhereAsked(page, 'dinar');
    // Back on the page the login started from.
    await expect(page).toHaveURL(/\/en\/account\/balances$/);
    const balances = app(page).getByRole('region', { name: 'Balances' });
    await expect(balances.getByRole('definition').first()).toHaveText('KWD 1,234.567');
    expect(await facts(page, 'Balances')).toEqual([
      ['Total balance', 'KWD 1,234.567'],
      ['Real money', 'KWD 1,234.567'],
      ['Bonus', 'KWD 0.000'],
      ['Promo cash', 'KWD 0.000'],
      ['Withdrawable', 'KWD 1,234.567'],
      ['Left to wager', 'KWD 0.000'],
    ]);
    // The header's balance is the same figure, through the same list.
    const headerBalance = app(page).getByRole('banner').getByRole('button', { name: /^Balance / });
    await expect(headerBalance).toContainText('KWD 1,234.567');
    // Shown whole, not cut with an ellipsis, and inside the viewport (at 375 px too).
    const figure = await headerBalance.locator('.sb-header__balance-figure').evaluate((element) => ({ cut: element.scrollWidth > element.clientWidth, right: element.getBoundingClientRect().right }));
    expect(figure.cut).toBe(false);
    expect(figure.right).toBeLessThanOrEqual(viewport.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, `account-balances-${viewport.width}`);

    await app(page).getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Overview' }).click();
    await expect(app(page).getByRole('region', { name: 'Profile' })).toBeVisible();
    expect(await facts(page, 'Profile')).toEqual([
      ['Name', 'Dinar Demo'],
      ['Username', 'dinar'],
      ['Email', 'dinar@players.sandbox.test'],
      ['Account number', '3001'],
      ['Registered', '1 March 2024'],
      ['First login', expect.stringMatching(/^1 Mar 2024, \d{2}:05$/)],
      ['Country', 'Kuwait'],
      ['Currency', 'KWD (KD)'],
      ['Language', 'English'],
      ['VIP level', '3'],
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, `account-profile-${viewport.width}`);
    expect(errors).toEqual([]);
  });
}

test('preferences: the default stake fills the next selection, the odds format changes the prices at once, and both come back after a reload from the account', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/account/preferences');
  await logInWhereAsked(page, 'prefs');
  const panel = app(page).getByRole('region', { name: 'Preferences' });
  await panel.getByRole('textbox', { name: 'Default stake (EUR)' }).fill('3.25');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByRole('status').last()).toHaveText('Default stake saved: EUR 3.25.');
  await panel.getByRole('combobox', { name: 'Odds format' }).selectOption('us');
  await panel.getByRole('combobox', { name: 'Colour scheme' }).selectOption('dark');
  await expect(app(page).locator('[data-theme]').first()).toHaveAttribute('data-theme', 'dark');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, 'account-preferences-1366');

  // A reload on a fresh device: the account's saved preferences come back with the login.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/en');
  await app(page).getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await logInWhereAsked(page, 'prefs');
  await expect(app(page).locator('[data-theme]').first()).toHaveAttribute('data-theme', 'dark');
  const pick = await prematchFootballPick(page.request, 5);
  await page.goto(`/en/events/${pick.event.slug}`);
  const price = app(page).locator('.sb-event-page').getByRole('button', { name: priceButtonName(pick.outcome.description) }).first();
  // American odds, as chosen on the other visit: a signed whole number.
  await expect(price).toHaveAccessibleName(new RegExp(`^${escapeRegExp(pick.outcome.description)} [+-]\\d+`));
  await price.click();
  // The default stake fills the new selection.
  await expect(app(page).getByRole('textbox', { name: `Stake for ${pick.outcome.description}`, exact: true })).toHaveValue('3.25');
  expect(errors).toEqual([]);
});
