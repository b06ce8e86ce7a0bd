import { expect, test, type Page } from '@playwright/test';
import packageJson from '../../package.json' with { type: 'json' };

const { version } = packageJson;
import type * as Core from '../../src/core/index';
import { seriousAxeViolations } from './axe';
import { cspViolations, recordCspViolations, recordSportsbookEvents, sportsbookEvents } from './hostPage';
import { collectPageErrors, readyEvents, recordReadyEvents } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { hostUrl } from './origins';
import { fullRunOnly } from './fullRun';

test.describe('casino host page with one script tag', () => {
  test('both elements announce ready, share one betslip state, and log no errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    await recordReadyEvents(page);
    await page.goto(hostUrl('/demo/casino.html'));

    await expect.poll(async () => (await readyEvents(page)).length).toBe(2);
    const ready = await readyEvents(page);
    expect(ready.map((event) => event.tag).sort()).toEqual(['sportsbook-app', 'sportsbook-betslip']);
    for (const event of ready) {
      expect(event.detail).toEqual({ version, brand: 'eurobet', locale: 'en', capabilities: expect.arrayContaining(['method:navigate', 'method:addSelection']) });
    }

    const app = page.locator('sportsbook-app');
    const betslip = page.locator('sportsbook-betslip');
    // The footer's betslip button (spec 2: on desktop the footer keeps betslip and My Bets).
    const appToggle = app.getByRole('navigation', { name: 'Footer', exact: true }).getByRole('button', { name: 'Betslip' });
    await expect(appToggle).toHaveAttribute('aria-expanded', 'false');

    await appToggle.click();
    await expect(betslip.getByRole('region', { name: /Betslip/ })).toContainText('Your betslip is empty');
    await expect(appToggle).toHaveAttribute('aria-expanded', 'true');

    await betslip.getByRole('button', { name: 'Close' }).click();
    await expect(appToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(betslip.getByRole('region', { name: /Betslip/ })).toHaveCount(0);

    await page.screenshot({ path: test.info().outputPath('casino.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('the hostile host stylesheet does not reach the sportsbook, and ours does not reach the host', async ({ page }) => {
    await page.goto(hostUrl('/demo/casino.html'));
    const appToggle = page.locator('sportsbook-app').getByRole('navigation', { name: 'Footer', exact: true }).getByRole('button', { name: 'Betslip' });
    await expect(appToggle).toBeVisible();

    const ours = await appToggle.evaluate((button) => {
      const style = getComputedStyle(button);
      const root = getComputedStyle(button.closest('.sb-root')!);
      return {
        fontSize: style.fontSize,
        color: style.color,
        background: style.backgroundColor,
        padding: style.paddingTop,
        rootFont: root.fontFamily,
        rootTransform: root.textTransform,
        rootSpacing: root.letterSpacing,
        rootLineHeight: root.lineHeight,
        rootBoxSizing: root.boxSizing,
        // hostile.css makes the page right to left, shadowed, small caps, red-filled and busy.
        rootDirection: root.direction,
        rootShadow: root.textShadow,
        rootCaps: root.fontVariantCaps,
        rootFillIsColor: root.webkitTextFillColor === root.color,
        rootCursor: root.cursor,
        rootWhiteSpace: root.whiteSpace,
      };
    });
    // The footer's betslip button: our stylesheet's values, none of the host's resets.
    expect(ours).toEqual({
      fontSize: '12px',
      color: 'rgb(255, 255, 255)',
      background: 'rgba(0, 0, 0, 0)',
      padding: '0px',
      rootFont: expect.stringContaining('system-ui'),
      rootTransform: 'none',
      rootSpacing: 'normal',
      rootLineHeight: '19.6px',
      rootBoxSizing: 'border-box',
      rootDirection: 'ltr',
      rootShadow: 'none',
      rootCaps: 'normal',
      rootFillIsColor: true,
      rootCursor: 'auto',
      rootWhiteSpace: 'normal',
    });

    const hostButton = await page.locator('#casino-login').evaluate((button) => {
      const style = getComputedStyle(button);
      return { fontSize: style.fontSize, color: style.color, background: style.backgroundColor };
    });
    expect(hostButton).toEqual({ fontSize: '40px', color: 'rgb(0, 255, 0)', background: 'rgb(0, 0, 0)' });
    // What the host may style on purpose: ::part(header) and the --sb-* custom properties.
    const header = page.locator('sportsbook-app').locator('[part="header"]');
    await expect(header).toHaveCSS('box-shadow', 'rgb(255, 215, 0) 0px 3px 0px 0px');
    expect(await header.evaluate((element) => getComputedStyle(element).getPropertyValue('--sb-radius').trim())).toBe('2px');
    // Our sheets live in the shadow roots, never in the host document.
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(2); // hostile.css and casino.css
  });
});

test.describe('standalone site and sandbox', () => {
  test('the site is one full-page <sportsbook-app>, also on a deep link', async ({ page }) => {
    const errors = collectPageErrors(page);
    await recordReadyEvents(page);
    for (const [path, title] of [
      ['/', 'Home'],
      ['/en/sports/240-FOOT', 'Football'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('body > *')).toHaveCount(1);
      await expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toHaveText(title);
      await expect.poll(async () => (await readyEvents(page)).map((event) => event.tag)).toEqual(['sportsbook-app']);
    }
    expect(errors).toEqual([]);
  });

  test('GET /api/health answers from the real server', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', service: 'sportsbook-sandbox', sdkVersion: version });
  });
});

test.describe('package entries', () => {
  test('the ./core entry loads in Node through the package exports (usable on a server)', async () => {
    // A variable specifier keeps the type checker from resolving dist/ before it is built.
    const specifier = '@sportsbook/sdk/core';
    const core = (await import(specifier)) as typeof Core;
    expect(core.withSelection(['o1'], 'o2')).toEqual(['o1', 'o2']);
    expect(core.parseHostOrigin('http://localhost:8080')).toEqual({ ok: true, origin: 'http://localhost:8080' });
  });
});

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the casino page's strict CSP forbids; the
  // CSP itself is checked by the casino login tests, which run without this bypass.
  test.use({ bypassCSP: true });
  for (const [page_, include] of [
    ['/', ['sportsbook-app']],
    [hostUrl('/demo/casino.html'), ['sportsbook-app', 'sportsbook-betslip']],
  ] as const) {
    // The gate: the casino page (everyPage.spec sweeps the site's own pages).
    test(`axe finds no serious or critical issue in the sportsbook on ${page_}`, fullRunOnly(page_ === '/'), async ({ page }) => {
      await page.goto(page_);
      await expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toBeVisible();
      // Open the betslip too, so the open state is checked as well as the collapsed one.
      await page.locator('sportsbook-app').getByRole('navigation', { name: 'Footer', exact: true }).getByRole('button', { name: 'Betslip' }).click();
      // Only our elements: the casino page around them is the host's business.
      expect(await seriousAxeViolations(page, include)).toEqual([]);
    });
  }
});

test.describe('the casino owns login, the sportsbook tells it about the player', () => {
  const casinoHeader = (page: Page) => page.locator('.casino-header');
  const casinoDialog = (page: Page) => page.getByRole('dialog', { name: 'Casino login' });
  // Inside the casino's <main>, our <header> is no banner landmark: find it by its part.
  const sportsbookHeader = (page: Page) => page.locator('sportsbook-app').locator('[part="header"]');

  async function casinoLogin(page: Page, username: string, password = 'demo1234') {
    await casinoHeader(page).getByRole('button', { name: 'Casino login' }).click();
    await expect(casinoDialog(page)).toBeVisible();
    await expect(casinoDialog(page).getByLabel('Username')).toBeFocused();
    await casinoDialog(page).getByLabel('Username').fill(username);
    await casinoDialog(page).getByLabel('Password').fill(password);
    await casinoDialog(page).getByRole('button', { name: 'Log in' }).click();
  }

  test('a casino login hands the game token over; our events fill the casino header; logout clears it', async ({ page }) => {
    const errors = collectPageErrors(page);
    await recordCspViolations(page);
    await recordSportsbookEvents(page, ['sportsbook-login', 'sportsbook-logout', 'sportsbook-balance']);
    const response = await page.goto(hostUrl('/demo/casino.html'));
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The first wait on a cold casino page: a fresh-clone CI run (9365541) found the header's
    // Login button in the page snapshot just after the default 10 s, on both attempts, with two
    // busy workers; as density.spec's first odds, it is given 30 s (the value is still asserted).
    await expect(sportsbookHeader(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible({ timeout: 30_000 });

    await casinoLogin(page, 'demo');
    await expect(casinoDialog(page)).toBeHidden();
    await expect(page.locator('#casino-player-name')).toHaveText('demo');
    await expect(page.locator('#casino-balance-amount')).toHaveText(/^€[\d,]+\.\d{2}$/);
    // The sportsbook itself is logged in with the same player, no second login.
    await expect(sportsbookHeader(page).getByRole('button', { name: /^Balance / })).toBeVisible();
    expect((await sportsbookEvents(page, 'sportsbook-login')).map((event) => event.detail)).toEqual([{ username: 'demo', currency: 'EUR', accountId: '1001' }]);
    const [balance] = await sportsbookEvents(page, 'sportsbook-balance');
    expect(balance?.detail).toEqual({ balance: expect.any(Number), currency: 'EUR' });
    // The header shows exactly what the event said.
    await expect(page.locator('#casino-balance-amount')).toHaveText(new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(balance!.detail.balance));
    await expect(casinoHeader(page).getByRole('button', { name: 'Casino login' })).toBeHidden();
    await page.setViewportSize({ width: 1366, height: 900 });
    await keepScreenshot(page, test.info(), 'casino-logged-in-1366');

    await casinoHeader(page).getByRole('button', { name: 'Log out' }).click();
    await expect(casinoHeader(page).getByRole('button', { name: 'Casino login' })).toBeVisible();
    await expect(page.locator('#casino-player')).toBeHidden();
    await expect(page.locator('#casino-balance')).toBeHidden();
    await expect(sportsbookHeader(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect((await sportsbookEvents(page, 'sportsbook-logout')).map((event) => event.detail)).toEqual([{ reason: 'host' }]);

    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a wrong password stays in the casino form with the reason; nobody is logged in', async ({ page }) => {
    await page.goto(hostUrl('/demo/casino.html'));
    await casinoLogin(page, 'demo', 'wrong');
    await expect(casinoDialog(page).getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(page.locator('#casino-player')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(casinoDialog(page)).toBeHidden();
    await expect(sportsbookHeader(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test("the sportsbook's Login button opens the casino's form (sportsbook-login-requested, prevented), not ours", async ({ page }) => {
    await recordSportsbookEvents(page, ['sportsbook-login-requested']);
    await page.goto(hostUrl('/demo/casino.html'));
    await sportsbookHeader(page).getByRole('button', { name: 'Login', exact: true }).click();
    await expect(casinoDialog(page)).toBeVisible();
    await expect(page.locator('sportsbook-app').getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    expect(await sportsbookEvents(page, 'sportsbook-login-requested')).toHaveLength(1);

    // Finishing the casino's login logs the sportsbook in.
    await casinoDialog(page).getByLabel('Username').fill('demo');
    await casinoDialog(page).getByLabel('Password').fill('demo1234');
    await casinoDialog(page).getByRole('button', { name: 'Log in' }).click();
    await expect(sportsbookHeader(page).getByRole('button', { name: /^Balance / })).toBeVisible();
  });

  test('a game launch link (?token=) logs the player straight in', async ({ page }) => {
    const { token } = (await (await page.request.post('/sandbox/game-token', { data: { username: 'demo', password: 'demo1234' } })).json()) as { token: string };
    await page.goto(hostUrl(`/demo/casino.html?token=${encodeURIComponent(token)}`));
    await expect(page.locator('#casino-player-name')).toHaveText('demo');
  });

  test('the casino page at 375 px: the sportsbook and the casino header fit, axe finds nothing serious', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(hostUrl('/demo/casino.html'));
    await expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toBeVisible();
    // Measured on React's tree, once the operator's settings have given the footer its
    // Promotions slot (the pre-paint before it fitted; React's cards once did not).
    await expect(page.locator('sportsbook-app nav[part="footer"] li')).toHaveText(['Sports', 'Live', 'Betslip', 'My Bets', 'Promotions']);
    await keepScreenshot(page, test.info(), 'casino-375');
    // The sportsbook never scrolls the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await casinoHeader(page).getByRole('button', { name: 'Casino login' }).click();
    expect(await seriousAxeViolations(page, ['sportsbook-app', 'sportsbook-betslip', '.casino-header', '#casino-login-dialog'])).toEqual([]);
    await context.close();
  });
});
