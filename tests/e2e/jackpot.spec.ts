import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { balanceText, logIn } from './session';
import { fullRunOnly } from './fullRun';

// Jackpot betting against the real sandbox (docs/jackpot.md): the list, a coupon with a
// pick in every event and two in one, the server's price checked against unit stake x
// bets counted here, placement, the balance and My Bets. Only the jackpotter player bets.

test.describe.configure({ mode: 'serial' });

const app = (page: Page) => page.locator('sportsbook-app');

interface ActiveJackpot {
  id: string;
  name: string;
  unitStake: number;
  currency: string;
  events: { ordinal: number }[];
}

/** The first active jackpot as the operator describes it: the figures this test checks the screen against. */
async function firstJackpot(page: Page): Promise<ActiveJackpot> {
  const answer = await page.request.get('/xapi/rest/jackpotbetweb/active');
  return ((await answer.json()) as ActiveJackpot[])[0]!;
}

/** "EUR 1,234.50" -> 123450 (cents), read from the text the bettor sees. */
function cents(text: string): number {
  const match = /([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** Picks the first outcome of every event, and the second outcome of the first event too. */
async function pickEveryEventAndTwoInTheFirst(page: Page, eventCount: number): Promise<void> {
  const events = app(page).getByRole('list', { name: 'Jackpot events' }).getByRole('listitem');
  await expect(events).toHaveCount(eventCount);
  for (let index = 0; index < eventCount; index += 1) {
    const pick = events.nth(index).getByRole('group').getByRole('button').first();
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
  }
  const second = events.first().getByRole('group').getByRole('button').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
}

async function expectFigures(slip: Locator, bets: number, costCents: number): Promise<void> {
  await expect(slip.getByTestId('jackpot-bets')).toHaveText(String(bets));
  await expect(slip.getByTestId('jackpot-total-cost')).toHaveText(/\d\.\d{2}$/);
  expect(cents((await slip.getByTestId('jackpot-total-cost').textContent()) ?? '')).toBe(costCents);
}

test.describe('jackpot at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a complete coupon with two picks in one event is priced, placed once, debited exactly and listed in My Bets', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/jackpot');
    await logIn(page, 'jackpotter');
    const jackpot = await firstJackpot(page);

    const list = app(page).getByRole('list', { name: 'Open jackpots' });
    const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: jackpot.name }) });
    await expect(card).toContainText(`${jackpot.events.length}`);
    await keepScreenshot(page, testInfo, 'jackpot-list-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card.getByRole('link', { name: `Play ${jackpot.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/en/jackpot/sport/${jackpot.id}\\?jackpotEvent=${jackpot.id}$`));
    await expect(app(page).getByRole('heading', { level: 1, name: jackpot.name })).toBeVisible();

    // On desktop the slip is the right column's, and there is only one.
    const slip = app(page).getByRole('complementary').getByRole('region', { name: 'Jackpot betslip' });
    await expect(app(page).getByRole('region', { name: 'Jackpot betslip' })).toHaveCount(1);
    await expect(slip.getByRole('status').filter({ hasText: 'left' })).toHaveText(`Pick at least one outcome in every event: ${jackpot.events.length} of ${jackpot.events.length} left`);
    await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();

    await pickEveryEventAndTwoInTheFirst(page, jackpot.events.length);
    // Independent: two picks in one event and one in every other make 2 x 1 x ... = 2 lines at the unit stake.
    const bets = 2;
    const costCents = Math.round(jackpot.unitStake * 100) * bets;
    await expect(slip.getByText('Every event has a pick: your coupon is complete.')).toBeVisible();
    await expectFigures(slip, bets, costCents);
    await keepScreenshot(page, testInfo, 'jackpot-coupon-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const before = cents(await balanceText(page));
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    const reference = ((await slip.getByTestId('jackpot-reference').textContent()) ?? '').trim();
    expect(reference).toMatch(/^J\d{8}$/);
    expect(cents((await slip.getByTestId('jackpot-receipt-cost').textContent()) ?? '')).toBe(costCents);
    await expect.poll(async () => cents(await balanceText(page))).toBe(before - costCents);
    // The picks were cleared with the placement.
    await expect(app(page).getByRole('button', { pressed: true })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'jackpot-receipt-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A new coupon leaves the receipt; My Bets (in-app, the session stays) lists the coupon by its reference.
    await slip.getByRole('button', { name: 'New coupon' }).click();
    await expect(slip.getByTestId('jackpot-reference')).toHaveCount(0);
    await app(page).getByRole('contentinfo').getByRole('link', { name: 'My Bets' }).click();
    await expect(app(page).getByRole('region', { name: 'My Bets', exact: true }).first()).toContainText(reference);
    expect(errors).toEqual([]);
  });
});

test.describe('jackpot at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the coupon and its slip fit a phone; a logged-out bettor is asked to log in to place', fullRunOnly(), async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/jackpot');
    const jackpot = await firstJackpot(page);
    await app(page).getByRole('link', { name: `Play ${jackpot.name}` }).click();
    await expect(app(page).getByRole('heading', { level: 1, name: jackpot.name })).toBeVisible();
    await pickEveryEventAndTwoInTheFirst(page, jackpot.events.length);

    // On a phone the slip follows the events on the page.
    const slip = app(page).getByRole('region', { name: 'Jackpot betslip' });
    await expect(slip).toHaveCount(1);
    await expectFigures(slip, 2, Math.round(jackpot.unitStake * 100) * 2);
    // A stake per line of 2.50 makes 5.00 for 2 lines.
    await slip.getByLabel(/^Stake per line/).fill('2.50');
    await expectFigures(slip, 2, 500);
    await slip.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await keepScreenshot(page, testInfo, 'jackpot-coupon-mobile');
    // Spec 2: back-to-top is half transparent only while the page scrolls; axe judges the page at rest.
    await expect(app(page).locator('.sb-back-to-top--scrolling')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await slip.getByRole('button', { name: 'Log in to place bet' }).click();
    await expect(app(page).getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
