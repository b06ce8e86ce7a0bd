import Big from 'big.js';
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { hostUrl, sdkUrl } from './origins';

/** The sandbox's own figure for a token: what the widget must show. */
async function sandboxBalance(page: Page, token: string): Promise<{ totalBalance: number }> {
  const response = await page.request.get('/franco/accounts/me/balance', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { totalBalance: number };
}

async function recordWidgetEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: Array<{ type: string; detail: unknown }> = [];
    Object.assign(window, { __widgetEvents: record });
    for (const type of ['sportsbook-ready', 'sportsbook-login', 'sportsbook-logout', 'sportsbook-balance']) {
      document.addEventListener(type, (event) => record.push({ type, detail: (event as CustomEvent).detail }));
    }
  });
}

const widgetEvents = (page: Page) => page.evaluate(() => (window as unknown as { __widgetEvents: Array<{ type: string; detail: unknown }> }).__widgetEvents);

for (const viewport of [
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1366, height: 800 },
]) {
  test(`franco host page (${viewport.name}): casino login, the widget shows the player and the sandbox balance, log out clears`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const errors = collectPageErrors(page);
    await recordWidgetEvents(page);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto(hostUrl('/demo/franco.html'));

    const widget = page.locator('sportsbook-login-status');
    await expect(widget.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    // Alone on the page: the widget's script and nothing of the sportsbook.
    expect(loaded.filter((url) => url.endsWith('.js'))).toEqual([sdkUrl('/sportsbook-login-status.js'), hostUrl('/demo/franco.js')]);

    const sessionAnswer = page.waitForResponse((response) => response.url().includes('/franco/accounts/sessions') && response.request().method() === 'POST');
    await page.getByLabel('Username').fill('punter');
    await page.getByRole('button', { name: 'Log in to the casino' }).click();
    const { accessToken } = (await (await sessionAnswer).json()) as { accessToken: string };
    await expect(widget).toHaveAttribute('token', accessToken);

    const { totalBalance } = await sandboxBalance(page, accessToken);
    // The operator's places for EUR (2), cut toward zero (big.js round mode 0), grouped: as the sportsbook shows it.
    const expected = `EUR ${new Big(totalBalance).round(2, 0).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    const balance = widget.locator('[part~="balance"]');
    await expect(balance).toHaveText(`Balance: ${expected}`);
    await expect(widget.getByRole('button', { name: 'Log out', exact: true })).toBeVisible();
    const profile = (await (await page.request.get('/franco/accounts/me/profile', { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { firstName: string; lastName: string; accountCode: string };
    await expect(widget.locator('[part~="username"]')).toHaveText(`${profile.firstName} ${profile.lastName}`);

    // The host page's Georgia and its button rule stop at the widget's shadow root.
    const logoutStyle = await widget.getByRole('button', { name: 'Log out', exact: true }).evaluate((button) => {
      const style = getComputedStyle(button);
      return { fontSize: style.fontSize, serif: style.fontFamily.includes('Georgia') };
    });
    expect(logoutStyle).toEqual({ fontSize: '14px', serif: false });
    await expect(page.locator('#casino-login')).toBeHidden();

    expect(await seriousAxeViolations(page, ['sportsbook-login-status'])).toEqual([]);
    await keepScreenshot(page, testInfo, `franco-${viewport.name}-logged-in`);

    // The widget shows the bettor logged out at once and ends the session on the server
    // behind it (spec 8: logged out either way), so the check waits for that answer.
    const sessionEnded = page.waitForResponse((response) => new URL(response.url()).pathname === '/franco/accounts/me/sessions' && response.request().method() === 'DELETE');
    await widget.getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(widget.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(widget).not.toHaveAttribute('token', /.*/);
    await expect(page.getByRole('button', { name: 'Log in to the casino' })).toBeVisible();
    expect((await sessionEnded).ok()).toBe(true);
    // The session service ended the token: the sandbox refuses it now.
    expect((await page.request.get('/franco/accounts/me/balance', { headers: { authorization: `Bearer ${accessToken}` } })).status()).toBe(401);
    expect(await seriousAxeViolations(page, ['sportsbook-login-status'])).toEqual([]);

    const events = await widgetEvents(page);
    expect(events.map((event) => event.type)).toEqual(['sportsbook-ready', 'sportsbook-login', 'sportsbook-balance', 'sportsbook-logout']);
    expect(events[1]?.detail).toEqual({ username: `${profile.firstName} ${profile.lastName}`, currency: 'EUR', accountId: profile.accountCode });
    expect(events[2]?.detail).toEqual({ balance: totalBalance, currency: 'EUR' });
    expect(events[3]?.detail).toEqual({ reason: 'user' });
    expect(errors).toEqual([]);
  });
}

test('the widget\'s "Log in" hands over to the casino\'s own form', async ({ page }) => {
  await page.goto(hostUrl('/demo/franco.html'));
  await page.getByRole('button', { name: 'Log in to the casino' }).click();
  const widget = page.locator('sportsbook-login-status');
  await widget.getByRole('button', { name: 'Log out', exact: true }).click();
  await widget.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByLabel('Username')).toBeFocused();
});
