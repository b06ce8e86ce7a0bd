import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { collectPageErrors } from './pageErrors';

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
  test('switches brand, language and theme of one sportsbook live, without errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/demo/brands.html');
    const brand = page.locator('.brand-bar').getByLabel('Brand');
    await expect(brand.locator('option')).toHaveCount(9);
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
    test.setTimeout(60_000);
    await page.goto('/demo/brands.html');
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
    await page.goto('/demo/brands.html');
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
