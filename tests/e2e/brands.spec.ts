import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { cspViolations, recordCspViolations } from './hostPage';
import { collectPageErrors } from './pageErrors';
import { prematchFootballPick } from './sandboxApi';
import { keepScreenshot } from './screenshots';
import { hostUrl } from './origins';
import { elementDefined } from './reactTookOver';

const require = createRequire(import.meta.url);

/** The theme wrapper's state inside <sportsbook-app>'s shadow root. */
function themeOf(page: Page) {
  return page.locator('sportsbook-app').evaluate((app) => {
    const wrapper = app.shadowRoot?.querySelector<HTMLElement>('.sb-theme');
    if (!wrapper) return { scheme: undefined, headerBg: undefined, background: undefined, onDocument: undefined };
    return {
      scheme: wrapper.dataset.theme,
      headerBg: wrapper.style.getPropertyValue('--sb-color-header-bg'),
      background: getComputedStyle(wrapper).backgroundColor,
      // The host document never gets our tokens.
      onDocument: getComputedStyle(document.documentElement).getPropertyValue('--sb-color-header-bg'),
    };
  });
}

async function axeViolations(page: Page, include: string[]) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
    const result = await axe.run({ include: selectors.map((selector) => [selector]) }, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  }, include);
}

test.describe('brand switch demo', () => {
  // The contrast and controls checks inject axe as an inline script, which the page's strict
  // CSP forbids; the CSP itself is checked in "odds format switch" below, without bypass.
  test.use({ bypassCSP: true });
  test('switches brand, language and theme of one sportsbook live, without errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(hostUrl('/demo/brands.html'));
    const brand = page.locator('.brand-bar').getByLabel('Brand');
    await expect(brand.locator('option')).toHaveCount(10);
    await expect.poll(async () => (await themeOf(page)).headerBg).toBe('#0b5fff');
    // Set by the page, so a reload would show up as a lost marker.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));

    await brand.selectOption('kingsbet');
    await expect.poll(async () => (await themeOf(page)).headerBg).toBe('#14532d');
    expect((await themeOf(page)).onDocument).toBe('');

    await brand.selectOption('safaribet');
    await expect(page.locator('.brand-bar').getByLabel('Language').locator('option')).toHaveText([/en/, /sw/]);
    await page.locator('.brand-bar').getByLabel('Language').selectOption('sw');
    await expect(page.locator('sportsbook-app')).toHaveAttribute('locale', 'sw');
    await expect(page.locator('sportsbook-app').getByRole('link', { name: 'Ofa' }).first()).toBeVisible();

    await page.locator('.brand-bar').getByLabel('Theme').selectOption('dark');
    await expect.poll(async () => (await themeOf(page)).scheme).toBe('dark');
    expect((await themeOf(page)).background).toBe('rgb(15, 20, 18)');
    await page.locator('.brand-bar').getByLabel('Theme').selectOption('');
    await expect(page.locator('sportsbook-app')).not.toHaveAttribute('theme', /.*/);

    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('brands.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('every brand in light and dark mode: no text below WCAG AA contrast inside the sportsbook', async ({ page }) => {
    // 18 axe runs; a hang guard, not a speed check (it shares two workers with the other
    // specs, and took 1.6-1.9 min alone on a loaded 2-core machine, so 2 min was its edge).
    test.setTimeout(240_000);
    await page.goto(hostUrl('/demo/brands.html'));
    await expect.poll(async () => (await themeOf(page)).headerBg).toBe('#0b5fff');
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const brands = await page.locator('#brand-select option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    for (const brand of brands) {
      for (const scheme of ['light', 'dark']) {
        await page.locator('#brand-select').selectOption(brand);
        await page.locator('#theme-select').selectOption(scheme);
        await expect.poll(async () => (await themeOf(page)).scheme).toBe(scheme);
        const failures = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ nodes: Array<{ target: string[] }> }> }> } }).axe;
          const result = await axe.run(document.querySelector('sportsbook-app'), { runOnly: ['color-contrast'] });
          return result.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
        });
        expect(failures, `${brand} ${scheme}`).toEqual([]);
      }
    }
  });

  test('the demo controls are accessible', async ({ page }) => {
    await page.goto(hostUrl('/demo/brands.html'));
    await expect(page.locator('.brand-bar').getByLabel('Brand')).toBeVisible();
    expect(await axeViolations(page, ['.brand-bar'])).toEqual([]);
  });
});

test('the standalone site takes ?brand= and ?theme=, and shows the brand favicon', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/sports?brand=golazo&theme=dark');
  await expect.poll(async () => (await themeOf(page)).scheme).toBe('dark');
  expect((await themeOf(page)).headerBg).not.toBe('');
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /\/api\/brand-assets\/golazo\/favicon\.svg$/);
  await page.goto('/en/sports?brand=golazo&theme=light');
  await expect.poll(async () => (await themeOf(page)).headerBg).toBe('#065f46');
  expect(errors).toEqual([]);
});

test.describe('odds format switch', () => {
  // By its part, not its name: the slip's heading follows the language the test switches to.
  const slip = (page: Page) => page.locator('sportsbook-app').locator('[part="betslip"]');
  const price = (page: Page) => slip(page).getByTestId('bet-price').first();

  test('odds-format changes the prices live, and the betslip survives every switch (brand, language, odds, theme)', async ({ page }) => {
    const errors = collectPageErrors(page);
    await recordCspViolations(page);
    const { outcome } = await prematchFootballPick(page.request);

    await page.goto(hostUrl('/demo/brands.html'));
    await expect.poll(async () => (await themeOf(page)).headerBg).toBe('#0b5fff');
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    await elementDefined(page, 'sportsbook-app');
    await page.locator('sportsbook-app').evaluate(async (app, id) => {
      await (app as HTMLElement & { addSelection(id: string): Promise<void> }).addSelection(id);
    }, outcome.id);
    await expect(slip(page)).toContainText(outcome.description);
    await expect(price(page)).toHaveText(/^\d+\.\d{2}$/);

    const odds = page.locator('.brand-bar').getByLabel('Odds format');
    await odds.selectOption('us');
    await expect(page.locator('sportsbook-app')).toHaveAttribute('odds-format', 'us');
    await expect(price(page)).toHaveText(/^[+-][1-9]\d{2,}$/);
    await odds.selectOption('hk');
    await expect(price(page)).toHaveText(/^\d+\.\d{2}$/);
    // Back to the bettor's choice: eurobet's default, decimal.
    await odds.selectOption('');
    await expect(price(page)).toHaveText(/^\d+\.\d{2}$/);

    await page.locator('.brand-bar').getByLabel('Brand').selectOption('safaribet');
    await page.locator('.brand-bar').getByLabel('Language').selectOption('sw');
    await page.locator('.brand-bar').getByLabel('Theme').selectOption('dark');
    await odds.selectOption('us');
    await expect.poll(async () => (await themeOf(page)).scheme).toBe('dark');
    await expect(page.locator('sportsbook-app')).toHaveAttribute('locale', 'sw');
    // Same selection, same slip, in the new format.
    await expect(slip(page)).toContainText(outcome.description);
    await expect(price(page)).toHaveText(/^[+-][1-9]\d{2,}$/);
    await page.setViewportSize({ width: 1366, height: 900 });
    await keepScreenshot(page, test.info(), 'brands-switched-1366');

    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the demo at 375 px keeps its controls usable (screenshot kept)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(hostUrl('/demo/brands.html'));
    await expect(page.locator('.brand-bar').getByLabel('Odds format')).toBeVisible();
    await expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toBeVisible();
    await keepScreenshot(page, test.info(), 'brands-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
