import { expect, type Page } from '@playwright/test';

/**
 * Logs a sandbox player in through the header's login dialog (every password is
 * demo1234), confirming "Log in here?" on a single-session brand, and waits until the
 * header shows the balance, so the test starts logged in.
 */
export async function logIn(page: Page, username: string, password = 'demo1234'): Promise<void> {
  await page.locator('sportsbook-app').getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await completeLogin(page, username, password);
}

/**
 * Logs in through a login dialog that is open already: an account page visited logged out
 * opens it by itself (spec 6), so a test there waits for the dialog instead of clicking
 * the header's Login (whose click the dialog's backdrop would take).
 */
export async function logInWhereAsked(page: Page, username: string, password = 'demo1234'): Promise<void> {
  await expect(page.locator('sportsbook-app').getByRole('dialog', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
  await completeLogin(page, username, password);
}

async function completeLogin(page: Page, username: string, password: string): Promise<void> {
  const app = page.locator('sportsbook-app');
  const header = app.getByRole('banner');
  const dialog = app.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  // A single-session brand (kingsbet) first asks to end the player's other sessions.
  const confirm = app.getByRole('alertdialog', { name: 'Log in here?' });
  const balance = header.getByRole('button', { name: /^Balance / });
  // A page full of operator content (the reliability suite's XSS part: 124 widgets and
  // adverts) answers the login slowly on a loaded runner: 5 s timed out there once in two runs.
  await expect(confirm.or(balance).first()).toBeVisible({ timeout: 15_000 });
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(balance).toBeVisible({ timeout: 15_000 });
  await expect(app.getByRole('dialog')).toHaveCount(0);
}

/** The header's balance as the bettor reads it, e.g. "EUR 1,000.00". */
export async function balanceText(page: Page): Promise<string> {
  const text = await page.locator('sportsbook-app').getByRole('banner').getByRole('button', { name: /^Balance / }).textContent();
  return (text ?? '').replace(/^\s*Balance\s*/, '').trim();
}
