import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { reactTookOver } from './reactTookOver';
import { keepScreenshot } from './screenshots';
import { logIn } from './session';
import { holdPrices, prematchFootballPick, priceButtonName, type OpenSelection } from './sandboxApi';

// The account history pages (issue 21, docs/account-history.md) with player 3200 "historian"
// (opening balance EUR 1,000.00): a deposit through the API, a single placed on the betslip,
// settled as a win through POST /sandbox/settle, then the transactions page (figures, filters kept in the
// address over a reload, paging, the CSV download) and the bets page (the settled bet's legs).

test.describe.configure({ mode: 'serial' });

const ACCOUNT = '3200';
const app = (page: Page) => page.locator('sportsbook-app');
/** "EUR 1,234.50" from cents, computed apart from the product's formatting. */
const eur = (cents: number) => `EUR ${(Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
/** The same amount as the CSV writes it: plain, two places, no grouping. */
const plain = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;

async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/xapi/icore/players/login', { data: { username: 'historian', password: 'demo1234' } });
  expect(answer.ok()).toBe(true);
  const details = (await answer.json()) as { jweToken?: string; alsToken?: string };
  return details.jweToken ?? details.alsToken ?? '';
}

async function deposit(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const answer = await request.post(`/xapi/rest/accounts/${ACCOUNT}/deposits`, { headers: { Authorization: `Bearer ${token}` }, data: { amount } });
  expect(answer.ok()).toBe(true);
}

type PlacedBet = { betId: string; reference: string; description: string; legs: { decimal: number }[] };

/**
 * A single of `stake` placed the bettor's way (price button, stake field, Place bet) on a
 * late prematch football fixture, its price held so the world cannot move it mid-test.
 */
async function placeSingle(page: Page, pick: OpenSelection, stake: string): Promise<string> {
  await page.goto(`/en/events/${pick.event.slug}`);
  await expect(app(page).getByRole('heading', { level: 1, name: pick.event.description })).toBeVisible({ timeout: 15_000 });
  await app(page).locator('.sb-event-page').getByRole('button', { name: priceButtonName(pick.outcome.description) }).first().click();
  const slip = app(page).getByRole('region', { name: /^Betslip/ });
  await slip.getByLabel(`Stake for ${pick.outcome.description}`, { exact: true }).fill(stake);
  await slip.getByRole('button', { name: /^Place bets?$/ }).click();
  await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible({ timeout: 20_000 });
  return ((await slip.getByText(/^Reference R\d+$/).textContent()) ?? '').replace('Reference ', '');
}

/** Settles the bet with `reference` as a win through the sandbox admin (POST /sandbox/settle). */
async function settleAsWin(request: APIRequestContext, token: string, pick: OpenSelection, reference: string, stakeCents: number) {
  const open = await request.get(`/xapi/bet/account/${ACCOUNT}/openbets`, { headers: { Authorization: `Bearer ${token}` } });
  expect(open.ok()).toBe(true);
  const bet = ((await open.json()) as { bets: PlacedBet[] }).bets.find((candidate) => candidate.reference === reference);
  if (!bet) throw new Error(`The bet ${reference} the slip placed is not among historian's open bets.`);
  const settled = await request.post('/sandbox/settle', { data: { results: { [pick.outcome.id]: 'win' }, betIds: [bet.betId] } });
  expect(settled.ok()).toBe(true);
  expect(((await settled.json()) as { bets: { status: string }[] }).bets.map((entry) => entry.status)).toEqual(['won']);
  // The win, apart from the product: the stake's cents at the price's cents, rounded down to the cent.
  const winCents = Math.floor((stakeCents * Math.round(bet.legs[0]!.decimal * 100)) / 100);
  return { bet, winCents };
}

/** The table's rows as the bettor reads them: type, description, amount, balance after. */
async function tableRows(page: Page): Promise<string[][]> {
  const table = app(page).getByRole('table', { name: 'Your transactions, newest first' });
  await expect(table).toBeVisible();
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent ?? '')));
}

test('the transactions page shows the stake and the win exactly, filters, pages and downloads the CSV; the bets page shows the settled bet', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  const token = await apiToken(page.request);
  await deposit(page.request, token, 25.5);
  await page.goto('/');
  await logIn(page, 'historian');
  const pick = await prematchFootballPick(page.request, 2);
  const release = await holdPrices(page.request, [pick]);
  let reference: string;
  try {
    reference = await placeSingle(page, pick, '4.20');
  } finally {
    await release();
  }
  const { bet, winCents } = await settleAsWin(page.request, token, pick, reference, 420);
  const { event, outcome } = pick;

  await page.goto('/en/account/transactions');
  await reactTookOver(page);
  const section = app(page).getByRole('region', { name: 'Transactions' });
  await expect(section.getByRole('heading', { level: 2, name: 'Transactions' })).toBeVisible();
  const described = `${bet.description} (bet ${bet.reference})`;
  // 1000.00 + 25.50 = 1025.50; - 4.20 = 1021.30; + the win.
  await expect.poll(() => tableRows(page)).toEqual([
    ['Winnings', described, `+${eur(winCents)}`, eur(102130 + winCents)],
    ['Stake', described, `−${eur(420)}`, eur(102130)],
    ['Deposit', 'Deposit', `+${eur(2550)}`, eur(102550)],
  ]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, 'account-transactions-1366');

  // The type filter goes into the address and survives a reload.
  await section.getByLabel('Type', { exact: true }).selectOption('bet');
  await expect(page).toHaveURL(/\/en\/account\/transactions\?type=bet$/);
  await expect.poll(() => tableRows(page)).toEqual([['Stake', described, `−${eur(420)}`, eur(102130)]]);
  await page.reload();
  await reactTookOver(page);
  await expect(app(page).getByLabel('Type', { exact: true })).toHaveValue('bet', { timeout: 15_000 });
  await expect.poll(() => tableRows(page), { timeout: 15_000 }).toEqual([['Stake', described, `−${eur(420)}`, eur(102130)]]);
  // A range without today: nothing in it.
  await app(page).getByLabel('From', { exact: true }).fill('2020-01-01');
  await app(page).getByLabel('To', { exact: true }).fill('2020-01-31');
  await expect(page).toHaveURL(/type=bet/);
  await expect(page).toHaveURL(/from=2020-01-01/);
  await expect(app(page).getByText('No transactions in this range.')).toBeVisible();
  await app(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/en\/account\/transactions$/);

  // Twenty more deposits of one cent: 23 rows, two pages of 20.
  for (let index = 0; index < 20; index += 1) await deposit(page.request, token, 0.01);
  await page.reload();
  await reactTookOver(page);
  const pages = app(page).getByRole('navigation', { name: 'Transaction pages' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible({ timeout: 15_000 });
  expect(await tableRows(page)).toHaveLength(20);
  expect((await tableRows(page))[0]).toEqual(['Deposit', 'Deposit', `+${eur(1)}`, eur(102130 + winCents + 20)]);
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/en\/account\/transactions\?page=2$/);
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect.poll(() => tableRows(page)).toEqual([
    ['Winnings', described, `+${eur(winCents)}`, eur(102130 + winCents)],
    ['Stake', described, `−${eur(420)}`, eur(102130)],
    ['Deposit', 'Deposit', `+${eur(2550)}`, eur(102550)],
  ]);
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // The CSV: every row of the filters (both pages), opened as a spreadsheet would.
  const downloading = page.waitForEvent('download');
  await app(page).getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  expect(download.suggestedFilename()).toBe(`transactions_start_to_${day}.csv`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Date and time,Type,Description,Reference,Amount,Currency,Balance after');
  expect(lines).toHaveLength(1 + 23 + 1);
  const quoted = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
  const [winLine, stakeLine, depositLine] = lines.slice(21, 24).map((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
  expect(winLine![0]).toMatch(iso);
  expect(winLine!.slice(1)).toEqual(['Winnings', quoted(described), bet.reference, plain(winCents), 'EUR', plain(102130 + winCents)]);
  expect(stakeLine!.slice(1)).toEqual(['Stake', quoted(described), bet.reference, '-4.20', 'EUR', '1021.30']);
  expect(depositLine!.slice(1)).toEqual(['Deposit', 'Deposit', '', '25.50', 'EUR', '1025.50']);
  await expect(app(page).getByText('Downloaded 23 transactions.')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await keepScreenshot(page, testInfo, 'account-transactions-375', { fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The bets page, by the account navigation: the settled bet with its legs and figures.
  await page.setViewportSize({ width: 1366, height: 900 });
  await app(page).getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'My bets' }).click();
  await expect(page).toHaveURL(/\/en\/account\/bets$/);
  const list = app(page).getByRole('list', { name: 'Your last 50 settled bets' });
  const card = list.getByRole('article', { name: `Single ${outcome.description}` });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.locator('.sb-mybets__result')).toHaveText('Won');
  const legs = card.getByRole('list', { name: 'Selections' });
  await expect(legs.getByText(event.description)).toBeVisible();
  await expect(legs.getByText(`Odds ${bet.legs[0]!.decimal.toFixed(2)}`)).toBeVisible();
  await expect(card.getByTestId('mybets-total-stake')).toHaveText(eur(420));
  await expect(card.getByTestId('mybets-returns')).toHaveText(eur(winCents));
  await app(page).getByLabel('Result', { exact: true }).selectOption('lost');
  await expect(page).toHaveURL(/\/en\/account\/bets\?result=lost$/);
  await expect(app(page).getByText('No settled bets match these filters.')).toBeVisible();
  await app(page).getByLabel('Result', { exact: true }).selectOption('won');
  await expect(card).toBeVisible();
  await expect(app(page).getByRole('link', { name: 'See your open bets in My Bets' })).toHaveAttribute('href', /\/en\/open_bets$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, 'account-bets-1366');
  await page.setViewportSize({ width: 375, height: 812 });
  await keepScreenshot(page, testInfo, 'account-bets-375', { fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
