import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { balanceText, logIn } from './session';
import { type ApiEvent } from './sandboxApi';

// Cash out end to end (issue 8, docs/mybets.md) with the `cashier` player only: a bet placed
// through the API, then My Bets in the UI, the confirmation, the countdown (the sandbox holds
// the request for cashout_timeout, 5 s) and the balance rising by exactly the value cashed out.

test.describe.configure({ mode: 'serial' });

const app = (page: Page) => page.locator('sportsbook-app');
const myBets = (page: Page) => app(page).getByRole('region', { name: 'My Bets' });
/** "EUR 1,012.50" -> 101250 (cents), read the way a bettor reads it. */
const cents = (text: string) => Math.round(Number(text.replace(/^EUR\s*/, '').replace(/,/g, '')) * 100);
const eur = (amountCents: number) => `EUR ${(amountCents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** Logs cashier in through the API (a second session beside the page's) for the bet the test places. */
async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/xapi/icore/players/login', { data: { username: 'cashier', password: 'demo1234' } });
  expect(answer.ok()).toBe(true);
  const details = (await answer.json()) as { jweToken?: string; alsToken?: string };
  return details.jweToken ?? details.alsToken ?? '';
}

/** A single on the latest-starting prematch football fixture (it stays open through the test). */
async function placeSingle(request: APIRequestContext, token: string, stake: number) {
  const answer = await request.get('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=50&includeMarkets=true');
  expect(answer.ok()).toBe(true);
  const events = ((await answer.json()) as { events: ApiEvent[] }).events.sort((a, b) => b.startTime.localeCompare(a.startTime));
  const event = events.find((candidate) => candidate.markets.some((market) => market.status === 'open'));
  const outcome = event?.markets.find((market) => market.status === 'open')?.outcomes.find((entry) => !entry.hidden);
  if (!event || !outcome) throw new Error('The sandbox has no open prematch football outcome to bet on.');
  const placed = await request.post(`/xapi/rest/accounts/1016/betslips?withAuth=true&uuid=cash-out-e2e-${Date.now()}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: stake }] },
  });
  expect(placed.ok()).toBe(true);
  const body = (await placed.json()) as { status: string; availableBalance: number; bets: { betId: string; description: string }[] };
  expect(body.status).toBe('PLACED');
  return { bet: body.bets[0]!, availableBalance: body.availableBalance };
}

test('cashier cashes out an open bet and the balance rises by exactly the value cashed out', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await logIn(page, 'cashier');
  const token = await apiToken(page.request);
  const { bet, availableBalance } = await placeSingle(page.request, token, 25);

  // In-app navigation to /open_bets (a reload would start a new page session).
  await app(page).getByRole('contentinfo').getByRole('link', { name: 'My Bets' }).click();
  await expect(page).toHaveURL(/\/en\/open_bets$/);
  const panel = myBets(page);
  const card = panel.getByRole('article', { name: `Single ${bet.description}` });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByTestId('mybets-total-stake')).toHaveText('EUR 25.00');
  // The header shows the balance after the bet before the cash out starts (the wallet polls every 10 s).
  await expect.poll(() => balanceText(page), { timeout: 20_000 }).toBe(eur(Math.round(availableBalance * 100)));
  const before = cents(await balanceText(page));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, 'mybets-open-1366');

  await card.getByRole('button', { name: /^Cash out EUR / }).click();
  // Lightweight confirmation (on by default): the second tap is in place, no dialog.
  await expect(app(page).getByRole('alertdialog')).toHaveCount(0);
  const notice = panel.getByText(new RegExp(`^Cashed out EUR [\\d,.]+ on ${bet.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  // Prices drift while the sandbox holds the request: a changed value is offered to confirm
  // again, and a price still moving is refused with nothing done, so the bettor asks again.
  const priceWasChanging = card.getByText(/^The price was changing, so nothing was cashed out/);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await priceWasChanging.isVisible()) await card.getByRole('button', { name: /^Cash out EUR / }).click({ timeout: 15_000 });
    await card.getByRole('button', { name: /^Confirm cash out EUR / }).click();
    await expect(card.getByRole('progressbar', { name: 'Cash-out progress' })).toBeVisible();
    await expect(notice.or(card.getByText(/^The cash-out value changed to /)).or(priceWasChanging)).toBeVisible({ timeout: 15_000 });
    if (await notice.isVisible()) break;
  }
  const cashedOut = cents((await notice.textContent())!.replace(/^Cashed out /, '').replace(/ on .*$/, ''));
  expect(cashedOut).toBeGreaterThan(0);
  // Independent: the header before, plus the value the notice says, to the cent.
  await expect.poll(async () => cents(await balanceText(page)), { timeout: 10_000 }).toBe(before + cashedOut);
  await expect(panel.getByRole('article', { name: `Single ${bet.description}` })).toHaveCount(0);

  await panel.getByRole('tab', { name: 'Settled' }).click();
  const settled = panel.getByRole('list', { name: 'Settled bets, the last 50' }).getByRole('article', { name: `Single ${bet.description}` });
  await expect(settled).toBeVisible();
  await expect(settled.getByText('Cashed out', { exact: true })).toBeVisible();
  await expect(settled.getByTestId('mybets-returns')).toHaveText(eur(cashedOut));
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  await panel.getByRole('tab', { name: 'Open' }).click();
  const { bet: second } = await placeSingle(page.request, token, 5);
  await expect(panel.getByRole('article', { name: `Single ${second.description}` })).toBeVisible({ timeout: 15_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, 'mybets-open-375');
  await panel.getByRole('tab', { name: 'Settled' }).click();
  await keepScreenshot(page, testInfo, 'mybets-settled-375');
  expect(errors).toEqual([]);
});
