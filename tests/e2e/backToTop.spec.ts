import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import type { ApiEvent } from './sandboxApi';

// Issue 23: "Back to top" covered the slip's stake field on desktop. At 1366 px the betslip is
// the right column; the button must stay in the content column and never cover the slip.

const app = (page: Page) => page.locator('sportsbook-app');

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });

const intersects = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;

/**
 * A slip of six singles on six late prematch football fixtures, saved as a booking code
 * through the API (the operator keeps whatever slip it is given), so the page loads it from
 * its link: a slip tall enough to fill the right column down to the viewport's bottom corner.
 */
async function sixSinglesCode(page: Page): Promise<string> {
  const listed = await page.request.get('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=40&includeMarkets=true');
  const events = ((await listed.json()) as { events: ApiEvent[] }).events.filter((event) => !event.outright).sort((a, b) => b.startTime.localeCompare(a.startTime));
  const singles = events
    .map((event) => event.markets.find((market) => market.status === 'open')?.outcomes.find((outcome) => !outcome.hidden && outcome.consolidatedPrice.currentPrice.decimal > 1))
    .filter((outcome) => outcome !== undefined)
    .slice(0, 6)
    .map((outcome) => ({ outcomeId: outcome.id, unitStake: 0 }));
  expect(singles).toHaveLength(6);
  const saved = await page.request.post('/xapi/rest/betslips/retailcodes', { data: { singles, multiples: [], systems: [] } });
  expect(saved.ok()).toBe(true);
  return ((await saved.json()) as { retailCode: string }).retailCode;
}

test.describe('back to top at 1366 px beside the betslip', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('appears after scrolling the content and covers neither the slip nor any stake field', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    const code = await sixSinglesCode(page);
    await page.goto(`/en/?bookingCode=${code}`);
    const slip = app(page).getByRole('complementary').getByRole('region', { name: /^Betslip/ });
    const stakes = slip.getByRole('textbox', { name: /^Stake for / });
    // Six singles' fields, then the multiples' and the every-bet field.
    await expect.poll(() => stakes.count(), { timeout: 20_000 }).toBeGreaterThan(6);
    // The slip reaches the bottom of the window, where the button shows.
    expect((await boxOf(slip)).bottom).toBeGreaterThan(900);

    await expect(app(page).getByRole('list', { name: 'Upcoming' })).toBeVisible({ timeout: 15_000 });
    const content = app(page).locator('.sb-layout__centre');
    await content.hover();
    await page.mouse.wheel(0, 1500);
    const button = app(page).getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    // Settled (not half transparent) before measuring.
    await expect(button).not.toHaveClass(/sb-back-to-top--scrolling/);

    const buttonBox = await boxOf(button);
    const slipBox = await boxOf(slip);
    expect(intersects(buttonBox, slipBox), `button ${JSON.stringify(buttonBox)} over the slip ${JSON.stringify(slipBox)}`).toBe(false);
    for (const stake of await stakes.all()) {
      const stakeBox = await boxOf(stake);
      expect(intersects(buttonBox, stakeBox), `button ${JSON.stringify(buttonBox)} over ${await stake.getAttribute('aria-label')} ${JSON.stringify(stakeBox)}`).toBe(false);
    }
    // In the content column, at its right edge, above the footer bar.
    const contentBox = await boxOf(content);
    expect(buttonBox.right).toBeLessThanOrEqual(contentBox.right);
    expect(contentBox.right - buttonBox.right).toBeLessThan(40);
    await keepScreenshot(page, testInfo, 'back-to-top-1366');

    await button.click();
    await expect.poll(() => content.evaluate((column) => column.scrollTop)).toBe(0);
    await expect(button).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
