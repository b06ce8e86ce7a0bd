import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { cspViolations, recordCspViolations } from './hostPage';
import { collectPageErrors, readyEvents, recordReadyEvents } from './pageErrors';
import { prematchFootballPick, priceButtonName } from './sandboxApi';
import { keepScreenshot } from './screenshots';
import { hostUrl } from './origins';

// The React 19 host (demo/react-host): an operator's app that imports the ES module entry,
// passes React state down as attributes and reads the sportsbook's typed events.

const app = (page: Page) => page.locator('sportsbook-app');
const hostBar = (page: Page) => page.locator('.host-bar');
const status = (page: Page, name: string) => page.getByTestId(`host-${name}`);

async function openHost(page: Page) {
  await recordReadyEvents(page);
  await recordCspViolations(page);
  const response = await page.goto(hostUrl('/demo/react-host/'));
  expect(response?.status()).toBe(200);
  await expect.poll(async () => (await readyEvents(page)).map((event) => event.tag).sort(), { timeout: 15_000 }).toEqual(['sportsbook-app', 'sportsbook-betslip']);
}

test.describe('React 19 host app', () => {
  test('renders both elements from JSX with the host state as attributes, under the strict CSP, without errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openHost(page);
    await expect(app(page)).toHaveAttribute('brand', 'eurobet');
    await expect(app(page)).toHaveAttribute('locale', 'en');
    await expect(app(page)).toHaveAttribute('odds-format', 'euro');
    await expect(app(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the host language and odds selects change the sportsbook live', async ({ page }) => {
    await openHost(page);
    await hostBar(page).getByLabel('Odds format').selectOption('us');
    await expect(app(page)).toHaveAttribute('odds-format', 'us');
    await hostBar(page).getByLabel('Language').selectOption('pt');
    await expect(app(page)).toHaveAttribute('locale', 'pt');
    await expect(app(page).locator('.sb-app')).toHaveAttribute('lang', 'pt');
  });

  test('navigate() from the host button; sportsbook-navigate tells the host where the sportsbook is', async ({ page }) => {
    await openHost(page);
    await hostBar(page).getByRole('button', { name: 'Live now' }).click();
    await expect(app(page).getByRole('heading', { level: 1 })).toHaveText('Live betting');
    await expect(status(page, 'path')).toHaveText('/en/live/sport/');
  });

  test('login(token) and logout() from the host; the login, balance and logout events update its state', async ({ page }) => {
    await openHost(page);
    await expect(status(page, 'player')).toHaveText('logged out');
    await hostBar(page).getByRole('button', { name: 'Log in as demo' }).click();
    await expect(status(page, 'player')).toHaveText('demo');
    await expect(status(page, 'balance')).toHaveText(/^€[\d,]+\.\d{2}$/);
    await hostBar(page).getByRole('button', { name: 'Log out' }).click();
    await expect(status(page, 'player')).toHaveText('logged out');
    await expect(status(page, 'balance')).toHaveText('–');
  });

  test('a price picked in the app shows in the separate betslip element and in the host (sportsbook-betslip-change)', async ({ page }) => {
    const { event: detail, outcome } = await prematchFootballPick(page.request);
    await openHost(page);
    await app(page).evaluate((element, path) => (element as HTMLElement & { navigate(path: string): void }).navigate(path), `/en/events/${detail.slug}`);
    await expect(app(page).getByRole('heading', { level: 1, name: detail.description })).toBeVisible();
    await app(page)
      .locator('.sb-event-page')
      .getByRole('button', { name: priceButtonName(outcome.description) })
      .first()
      .click();
    await expect(status(page, 'slip-count')).toHaveText('1');
    await expect(page.locator('sportsbook-betslip').getByRole('region', { name: /^Betslip/ })).toContainText(outcome.description);
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1366, height: 900 },
  ]) {
    test(`axe finds nothing serious at ${viewport.width} px (screenshot kept)`, async ({ browser }) => {
      // axe is injected as an inline script, which the page's strict CSP forbids.
      const context = await browser.newContext({ viewport, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(hostUrl('/demo/react-host/'));
      await expect(app(page).getByRole('heading', { level: 1 })).toBeVisible();
      await keepScreenshot(page, test.info(), `react-host-${viewport.width}`);
      if (viewport.width < 400) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousAxeViolations(page, ['.host-bar', '.host-status', 'sportsbook-app', 'sportsbook-betslip'])).toEqual([]);
      await context.close();
    });
  }
});
