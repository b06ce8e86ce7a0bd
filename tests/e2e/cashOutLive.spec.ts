import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { balanceText, logIn } from './session';
import { type ApiEvent } from './sandboxApi';
import { fullRunOnly } from './fullRun';

// Issue 24 (docs/mybets.md "Values as prices move", "Partial cash out", "Auto cash out"),
// player `liveCasher` (1051) only. The test pins its own fixture's price through the
// sandbox's admin route and publishes it on the feed, so it runs with the world movers.
// Figures are exact: a EUR 10 single at 2.50 returns 25.00; its value at a price p is
// 25 x 0.95 / p rounded down (core cashOutOffer): 9.50 at 2.50, 9.89 at 2.40.

test.describe.configure({ mode: 'serial' });

const ACCOUNT = '1051';
const app = (page: Page) => page.locator('sportsbook-app');
const myBets = (page: Page) => app(page).getByRole('region', { name: 'My Bets' });
/** "EUR 1,012.50" -> 101250 (cents), read the way a bettor reads it. */
const cents = (text: string) => Math.round(Number(text.replace(/^EUR\s*/, '').replace(/,/g, '')) * 100);

async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/xapi/icore/players/login', { data: { username: 'liveCasher', password: 'demo1234' } });
  expect(answer.ok()).toBe(true);
  return String(((await answer.json()) as { jweToken: string }).jweToken);
}

/** Sets the fixture's price at the operator and sends it on the feed (docs/api.md "Sandbox controls"). */
async function setPrice(request: APIRequestContext, outcomeId: string, decimal: number | null) {
  const answer = await request.post('/sandbox/price', { data: { outcomeId, decimal, publish: true } });
  expect(answer.ok()).toBe(true);
}

/** A EUR 10 single at 2.50 on a late prematch football fixture (skip picks another per viewport). */
async function placeAtTwoFifty(request: APIRequestContext, token: string, skip: number) {
  const answer = await request.get('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=50&includeMarkets=true');
  const events = ((await answer.json()) as { events: ApiEvent[] }).events.sort((a, b) => b.startTime.localeCompare(a.startTime));
  const outcome = events
    .flatMap((event) => event.markets.filter((market) => market.status === 'open').slice(0, 1))
    .map((market) => market.outcomes.find((entry) => !entry.hidden))
    .filter((entry) => entry !== undefined)[skip];
  if (!outcome) throw new Error('The sandbox has no open prematch football outcome to bet on.');
  await setPrice(request, outcome.id, 2.5);
  const placed = await request.post(`/xapi/rest/accounts/${ACCOUNT}/betslips?withAuth=true&uuid=cash-out-live-${Date.now()}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { userAcceptOdds: 'D', singles: [{ outcomeId: outcome.id, decimal: 2.5, unitStake: 10 }] },
  });
  const body = (await placed.json()) as { status: string; availableBalance: number; bets: { betId: string; description: string; reference: string; potentialReturns: number }[] };
  expect(body.status).toBe('PLACED');
  expect(body.bets[0]!.potentialReturns).toBe(25);
  return { outcomeId: outcome.id, bet: body.bets[0]!, balanceAfterBet: Math.round(body.availableBalance * 100) };
}

/** The operator's cash-out credits for one bet, from the account's history (independent of the page). */
async function cashOutCredits(request: APIRequestContext, token: string, reference: string): Promise<string[]> {
  const answer = await request.get(`/xapi/rest/accounts/${ACCOUNT}/transactions?type=cashout&pageSize=100`, { headers: { Authorization: `Bearer ${token}` } });
  const { transactions } = (await answer.json()) as { transactions: { amount: number; reference: string }[] };
  return transactions.filter((entry) => entry.reference === reference).map((entry) => entry.amount.toFixed(2)).reverse();
}

for (const { width, height, skip } of [
  { width: 1366, height: 900, skip: 0 },
  { width: 375, height: 812, skip: 1 },
]) {
  // The world movers run one at a time: the phone repeats the desktop's money checks in the full run only (fullRun.ts).
  test(`at ${width} px: the value follows the feed, a partial cash out pays once and exactly, an auto cash out fires once`, fullRunOnly(width === 375), async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await logIn(page, 'liveCasher');
    const token = await apiToken(page.request);
    const { outcomeId, bet, balanceAfterBet } = await placeAtTwoFifty(page.request, token, skip);
    try {
      await app(page).getByRole('contentinfo').getByRole('link', { name: 'My Bets' }).click();
      const panel = myBets(page);
      // By its reference too: the other width's attempt may have backed the same outcome (a newer
      // fixture moves the latest ones down the list), and its card has the same name.
      const card = panel.getByRole('article', { name: `Single ${bet.description}` }).filter({ hasText: bet.reference });
      await expect(card.getByRole('button', { name: 'Cash out EUR 9.50' })).toBeVisible({ timeout: 15_000 });
      // The header shows the balance after the bet (the wallet polls every 10 s) before anything is cashed out.
      await expect.poll(async () => cents(await balanceText(page)), { timeout: 20_000 }).toBe(balanceAfterBet);
      const before = balanceAfterBet;

      // The list answers are frozen from here: only the push can move the value on screen.
      let frozen: string | null = null;
      await page.route('**/xapi/bet/account/*/openbets', async (route) => {
        if (frozen === null) frozen = await (await route.fetch()).text();
        await route.fulfill({ status: 200, contentType: 'application/json', body: frozen });
      });
      await setPrice(page.request, outcomeId, 2.4);
      await expect(card.getByRole('button', { name: 'Cash out suspended' })).toBeDisabled();
      await expect(card.getByRole('button', { name: 'Cash out EUR 9.89' })).toBeVisible();
      await setPrice(page.request, outcomeId, 2.5);
      await expect(card.getByRole('button', { name: 'Cash out EUR 9.50' })).toBeVisible();
      await page.unroute('**/xapi/bet/account/*/openbets');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Partial: 4.75 of 9.50 keeps 10 x 4.75 / 9.50 = 5.00 on, returning 12.50.
      await card.getByRole('button', { name: 'Cash out part' }).click();
      const amount = card.getByLabel('Amount to cash out (EUR)');
      await amount.fill('9.50');
      await card.getByRole('button', { name: 'Cash out EUR 9.50' }).last().click();
      await expect(card.getByRole('alert')).toHaveText('Enter an amount from EUR 0.01 to EUR 9.49; to take it all, cash out in full.');
      await card.getByRole('button', { name: 'Cash out 50% of the value' }).click();
      await expect(amount).toHaveValue('4.75');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `cash-out-partial-${width}`);
      await card.getByRole('button', { name: 'Cash out EUR 4.75' }).click();
      await card.getByRole('button', { name: 'Confirm cash out EUR 4.75' }).click();
      await expect(card.getByRole('progressbar', { name: 'Cash-out progress' })).toBeVisible();
      await expect(panel.getByText(`Cashed out EUR 4.75 of ${bet.description}; the rest stays on.`)).toBeVisible({ timeout: 15_000 });
      await expect.poll(async () => cents(await balanceText(page))).toBe(before + 475);
      await expect(card.getByTestId('mybets-total-stake')).toHaveText('EUR 5.00');
      await expect(card.getByTestId('mybets-potential-returns')).toHaveText('EUR 12.50');
      await expect(card.getByTestId('mybets-partial-cash-outs')).toHaveText('Partly cashed out EUR 4.75, stake EUR 5.00 kept');
      await expect(card.getByRole('button', { name: 'Cash out EUR 4.75' })).toBeVisible();
      expect(await cashOutCredits(page.request, token, bet.reference)).toEqual(['4.75']);

      // Auto: at 4.90; the remainder is worth 12.50 x 0.95 / p: 4.75 at 2.50, 4.94 at 2.40.
      const target = card.getByLabel('Cash out in full when the value reaches (EUR)');
      await target.fill('12.51');
      await card.getByRole('button', { name: 'Set auto cash out' }).click();
      await expect(card.getByRole('alert')).toHaveText('Enter a value above 0 and up to the potential returns, EUR 12.50.');
      await target.fill('4.90');
      await card.getByRole('button', { name: 'Set auto cash out' }).click();
      await expect(card.getByTestId('mybets-auto-rule')).toHaveText('Auto cash out at EUR 4.90');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await setPrice(page.request, outcomeId, 2.4);
      await expect(panel.getByText(`Auto cash out: ${bet.description} cashed out for EUR 4.94.`)).toBeVisible({ timeout: 15_000 });
      await expect.poll(async () => cents(await balanceText(page))).toBe(before + 475 + 494);
      await expect(card).toHaveCount(0);
      // A second trigger pays nothing more.
      await setPrice(page.request, outcomeId, 2.2);
      await page.waitForTimeout(1500);
      expect(await cashOutCredits(page.request, token, bet.reference)).toEqual(['4.75', '4.94']);
      expect(cents(await balanceText(page))).toBe(before + 475 + 494);

      await panel.getByRole('tab', { name: 'Settled' }).click();
      const settled = panel.getByRole('list', { name: 'Settled bets, the last 50' }).getByRole('article', { name: `Single ${bet.description}` }).filter({ hasText: bet.reference });
      await expect(settled.getByTestId('mybets-auto-executed')).toHaveText('Auto cashed out EUR 4.94 (rule: at EUR 4.90)');
      await expect(settled.getByTestId('mybets-returns')).toHaveText('EUR 4.94');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `cash-out-auto-settled-${width}`);
      expect(errors).toEqual([]);
    } finally {
      await setPrice(page.request, outcomeId, null);
    }
  });
}
