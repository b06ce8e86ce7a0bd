import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { balanceText, logIn } from './session';
import { prematchFootballPick, priceButtonName, type OpenSelection } from './sandboxApi';
import { openSlipAfterPick } from './slipBar';
import { centsOf, returnsInCents } from './moneyText';
import { fullRunOnly } from './fullRun';

// Promo cash (issue 22, docs/betslip.md "Promo cash") against the real sandbox: the bettor
// ticks "Use promo cash", the slip shows what promo cash and the balance pay and the returns
// by the rule (promo cash's winnings paid, its stake not returned); the request says the
// same, the operator records it, and settling the bet pays exactly what the slip showed.
// Then promo cash spent at the operator before placing: a clear refusal, nothing taken.
// The player promoTester is this file's alone; the tests share it, so serial.
test.describe.configure({ mode: 'serial' });

const PLAYER = 'promoTester';
const ACCOUNT_ID = '3401';
const app = (page: Page) => page.locator('sportsbook-app');
// The slip itself ("Betslip 1"), not the phone's drawer around it ("Betslip").
const slip = (page: Page) => app(page).getByRole('region', { name: /^Betslip \d+$/ });
const promoBox = (page: Page) => slip(page).getByRole('checkbox', { name: /^Use promo cash/ });

const balanceCents = async (page: Page) => centsOf(await balanceText(page));
const figure = async (page: Page, testId: string) => centsOf(await slip(page).getByTestId(testId).textContent());

async function setPromoCash(page: Page, amount: number): Promise<void> {
  const answer = await page.request.post('/sandbox/promo-cash', { data: { username: PLAYER, amount } });
  expect(answer.ok()).toBe(true);
}

/** The operator's record, read with the session's own token. */
async function operator(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const headers = { authorization: `Bearer ${token}` };
  const walletAnswer = await page.request.get(`/xapi/icore/players/${PLAYER}/balance/sportsbook?includeFullBalanceDetails=true`, { headers });
  const betsAnswer = await page.request.get(`/xapi/bet/account/${ACCOUNT_ID}/openbets`, { headers });
  expect(walletAnswer.ok() && betsAnswer.ok()).toBe(true);
  const wallet = ((await walletAnswer.json()) as { wallets: { name: string; balance: number; promoCash: number }[] }).wallets.find((entry) => entry.name === 'sportsbook')!;
  const bets = ((await betsAnswer.json()) as { bets: { betId: string; reference: string; totalStake: number; promoCashStake: number; potentialReturns: number }[] }).bets;
  return { wallet, bets };
}

/** Logs in, puts the pick on the slip with its price button, types the stake; the price on screen and the balance before. */
async function startWith(page: Page, pick: OpenSelection, stake: string): Promise<{ before: number; shown: number }> {
  await page.goto('/');
  await logIn(page, PLAYER);
  const before = await balanceCents(page);
  await page.goto(`/en/events/${pick.event.slug}`);
  await expect(app(page).getByRole('heading', { level: 1, name: pick.event.description })).toBeVisible();
  await app(page).locator('.sb-event-page').getByRole('button', { name: priceButtonName(pick.outcome.description) }).first().click();
  // On the phone the pick fills the slip bar; the sheet opens from it (issue 23).
  await openSlipAfterPick(page);
  await expect(slip(page)).toBeVisible();
  await slip(page).getByLabel(`Stake for ${pick.outcome.description}`, { exact: true }).fill(stake);
  const shown = Number((await slip(page).locator('[data-bet-ref="sel1"]').getByTestId('bet-price').textContent())?.trim());
  expect(shown).toBeGreaterThan(1);
  return { before, shown };
}

/**
 * The placement bodies as sent (page.route: a request event's postData is not always filled
 * for the SDK's cross-origin fetch).
 */
async function watchPlacements(page: Page): Promise<Record<string, unknown>[]> {
  const bodies: Record<string, unknown>[] = [];
  await page.route(/\/xapi\/rest\/accounts\/[^/]+\/betslips\?/, async (route) => {
    if (route.request().method() === 'POST') bodies.push(JSON.parse(route.request().postDataBuffer()?.toString('utf8') ?? 'null') as Record<string, unknown>);
    await route.continue();
  });
  return bodies;
}

for (const [index, viewport] of [
  { width: 1366, height: 900 },
  { width: 375, height: 800 },
].entries()) {
  test(`at ${viewport.width} px: a single of 25.00 with 10.00 of promo cash: slip = request = record = payout`, fullRunOnly(viewport.width === 375), async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const errors = collectPageErrors(page);
    await setPromoCash(page, 10);
    const pick = await prematchFootballPick(page.request, 5 + index);
    const { before, shown } = await startWith(page, pick, '25');
    const cashReturns = returnsInCents(2500, shown);

    // Off by default: the figures are a cash bet's.
    await expect(promoBox(page)).toHaveAccessibleName('Use promo cash (EUR 10.00 available)');
    await expect(promoBox(page)).not.toBeChecked();
    expect(await figure(page, 'betslip-potential-returns')).toBe(cashReturns);
    await expect(slip(page).getByTestId('betslip-promo-cash-stake')).toHaveCount(0);

    await promoBox(page).check();
    await expect(slip(page).getByTestId('betslip-promo-cash-stake')).toHaveText('10.00');
    expect(await figure(page, 'betslip-total-stake')).toBe(2500);
    expect(await figure(page, 'betslip-from-balance')).toBe(1500);
    const slipReturns = await figure(page, 'betslip-potential-returns');
    expect(slipReturns).toBe(cashReturns - 1000);
    await keepScreenshot(page, testInfo, `promo-cash-slip-${viewport.width}`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const bodies = await watchPlacements(page);
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toMatchObject({ usePromoCash: true, promoCashStake: 10, totalCost: 25, globalStake: 25, potentialReturns: slipReturns / 100 });
    await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible({ timeout: 20_000 });
    expect(centsOf(await slip(page).getByTestId('receipt-returns').textContent())).toBe(slipReturns);

    // The operator took 10.00 of promo cash and 15.00 of balance, and recorded the slip's figures.
    const { wallet, bets } = await operator(page);
    expect(wallet.promoCash).toBe(0);
    expect(Math.round(wallet.balance * 100)).toBe(before - 1500);
    const bet = bets.find((candidate) => candidate.totalStake === 25 && candidate.promoCashStake === 10);
    expect(bet).toBeDefined();
    expect(Math.round(bet!.potentialReturns * 100)).toBe(slipReturns);
    // What the bettor sees after: the balance down by 15.00, no promo cash left to offer.
    await expect.poll(() => balanceCents(page), { timeout: 20_000 }).toBe(before - 1500);
    // The phone's slip is a drawer over the page: closed to pick the price again.
    await slip(page).getByRole('button', { name: 'Close' }).click();
    await app(page).locator('.sb-event-page').getByRole('button', { name: priceButtonName(pick.outcome.description) }).first().click();
    await openSlipAfterPick(page);
    await expect(slip(page).getByLabel(`Stake for ${pick.outcome.description}`, { exact: true })).toBeVisible();
    await expect(promoBox(page)).toHaveCount(0);
    // The account's balances page shows the wallet as the operator keeps it: no promo cash left.
    await page.goto('/en/account/balances');
    const balances = app(page).getByRole('region', { name: 'Balances' });
    await expect(balances.locator('.sb-account__fact').filter({ hasText: 'Promo cash' }).locator('dd')).toHaveText('EUR 0.00');
    await expect(balances.locator('.sb-account__fact').filter({ hasText: 'Real money' }).locator('dd')).toHaveText(`EUR ${((before - 1500) / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);

    // Settled as a win: the payout is exactly the returns the slip showed.
    const settled = await page.request.post('/sandbox/settle', { data: { results: { [pick.outcome.id]: 'win' }, betIds: [bet!.betId] } });
    expect(settled.ok()).toBe(true);
    const paid = ((await settled.json()) as { bets: { status: string; returns: number }[] }).bets[0]!;
    expect(paid.status).toBe('won');
    expect(Math.round(paid.returns * 100)).toBe(slipReturns);
    expect(Math.round((await operator(page)).wallet.balance * 100)).toBe(before - 1500 + slipReturns);
    await page.reload();
    await expect.poll(() => balanceCents(page), { timeout: 20_000 }).toBe(before - 1500 + slipReturns);
    expect(errors).toEqual([]);
  });
}

test('promo cash spent at the operator before placing: a clear refusal, nothing taken, the slip stops using it and places as cash', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await setPromoCash(page, 10);
  const pick = await prematchFootballPick(page.request, 7);
  const { before, shown } = await startWith(page, pick, '5');
  await promoBox(page).check();
  expect(await figure(page, 'betslip-from-balance')).toBe(0);
  const openBefore = (await operator(page)).bets.length;

  // Spent in another tab: the slip still believes 10.00.
  await setPromoCash(page, 0);
  const bodies = await watchPlacements(page);
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0]).toMatchObject({ usePromoCash: true, promoCashStake: 5, totalCost: 5 });
  await expect(slip(page).locator('[data-error-code="PROMO-CASH-SHORT"]')).toHaveText(
    'Your promo cash is less than this slip spends (it was used elsewhere). Nothing was taken: check the slip and place it again.',
  );
  await expect(slip(page).getByTestId('betslip-promo-cash-gone')).toHaveText('Your promo cash is used up, so this slip no longer uses it. The figures now show cash only.');
  await expect(promoBox(page)).toHaveCount(0);
  expect(await figure(page, 'betslip-potential-returns')).toBe(returnsInCents(500, shown));
  await keepScreenshot(page, testInfo, 'promo-cash-refused-375');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const after = await operator(page);
  expect(after.bets).toHaveLength(openBefore);
  expect(Math.round(after.wallet.balance * 100)).toBe(before);
  expect(await balanceCents(page)).toBe(before);

  // Nothing lost: the same slip places as a cash bet.
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect.poll(() => bodies.length).toBe(2);
  expect(bodies[1]).toMatchObject({ usePromoCash: false, promoCashStake: 0, totalCost: 5 });
  await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => balanceCents(page), { timeout: 20_000 }).toBe(before - 500);
});
