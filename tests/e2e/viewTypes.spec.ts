import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';

// View types against the real sandbox (docs/events.md "View types"): the euro market picker
// of the live page, the switch to asian handicap lines, and the choice surviving a reload.

const app = (page: Page) => page.locator('sportsbook-app');
const list = (page: Page) => app(page).getByRole('list', { name: 'Football' });
const firstCard = (page: Page) => list(page).getByRole('article').first();
/** A signed handicap line ("-0.5", "+1.5", "0") and a total ("O 2.5"). */
const HANDICAP_LINE = /^([+-]\d+(\.\d+)?|0)$/;
const OVER_LINE = /^O \d+(\.\d+)?$/;

async function expectAsianCard(page: Page) {
  const card = firstCard(page);
  await expect(card.getByRole('group', { name: 'Handicap' })).toBeVisible();
  await expect(card.getByRole('group', { name: 'Over/Under' })).toBeVisible();
  await expect(card.locator('.sb-market__line').first()).toHaveText(HANDICAP_LINE);
  await expect(card.getByRole('group', { name: 'Over/Under' }).locator('.sb-market__line').first()).toHaveText(OVER_LINE);
}

test.describe('view types at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('euro picks another market for the live list; asian shows handicap lines and stays after a reload', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/live/sport/240-FOOT');
    await expect(firstCard(page)).toBeVisible();
    const layout = app(page).getByLabel('Layout');
    await expect(layout).toHaveValue('euro');
    await expect(firstCard(page).getByRole('group', { name: 'Handicap' })).toHaveCount(0);

    const picker = app(page).getByLabel('Market');
    await picker.selectOption({ label: 'Full time: Over/Under' });
    await expect(firstCard(page).getByRole('group', { name: /^Total / })).toBeVisible();
    await keepScreenshot(page, testInfo, 'view-types-euro-market-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await layout.selectOption('asian');
    await expect(picker).toHaveCount(0);
    await expectAsianCard(page);
    await keepScreenshot(page, testInfo, 'view-types-asian-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await expect(app(page).getByLabel('Layout')).toHaveValue('asian');
    await expectAsianCard(page);
    expect(errors).toEqual([]);
  });
});

test.describe('view types at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu drawer switches to asian; the live cards show their lines, also after a reload', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/live/sport/240-FOOT');
    await expect(firstCard(page)).toBeVisible();
    await app(page).getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = app(page).getByRole('dialog', { name: 'Menu' });
    await menu.getByLabel('Layout').selectOption('asian');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expectAsianCard(page);
    // The two markets fit the phone's card: nothing scrolls sideways.
    expect(await firstCard(page).evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
    await keepScreenshot(page, testInfo, 'view-types-asian-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await expectAsianCard(page);
    expect(errors).toEqual([]);
  });
});
