import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { balanceText, logIn } from './session';
import { escapeRegExp, prematchFootballPick, priceButtonName, type OpenSelection } from './sandboxApi';

// garuda: IDR, a thousands-scaled currency (stakes typed and sent in thousands), indo odds
// with negative-odds stakes (below evens the amount typed is the amount to win). Every
// figure, from the slip to the receipt and the balance, is checked in whole rupiah against
// a calculation made here with BigInt; nothing is shared with core (docs/betslip.md).

const app = (page: Page) => page.locator('sportsbook-app');
const slip = (page: Page) => app(page).getByRole('region', { name: /^Betslip/ });
/** 'IDR 1,234,567' -> 1234567n: IDR shows no decimals. */
const rupiah = (text: string | null) => BigInt((text ?? '').replace(/[^\d]/g, '') || '0');
/** ceil(a / b) for positive BigInts. */
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** Pins an outcome's price at the operator and on the feed, so slip and receipt price alike. */
async function pin(page: Page, pick: OpenSelection, decimal: number): Promise<void> {
  const answer = await page.request.post('/sandbox/price', { data: { outcomeId: pick.outcome.id, decimal, publish: true } });
  expect(answer.ok()).toBe(true);
}

async function addToSlip(page: Page, pick: OpenSelection, expectedCount: number): Promise<void> {
  await page.evaluate((path) => history.pushState(null, '', path), `/en/events/${pick.event.slug}?brand=garuda`);
  await expect(app(page).getByRole('heading', { level: 1, name: pick.event.description })).toBeVisible();
  await app(page)
    .locator('.sb-event-page')
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(pick.market.description)}$`) })
    .getByRole('button', { name: priceButtonName(pick.outcome.description) })
    .click();
  await expect(slip(page).getByRole('heading', { name: `Betslip ${expectedCount}` })).toBeVisible();
}

test('garuda (IDR x1000, indo odds): stakes in thousands, a negative-odd single risks what wins the amount typed, and the balance falls by the exact total', async ({ page, request }, testInfo) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  const evens = await prematchFootballPick(request, 0);
  const odds = await prematchFootballPick(request, 1);

  await page.goto('/en/?brand=garuda');
  await logIn(page, 'garuda');
  const before = rupiah(await balanceText(page));
  expect(before).toBeGreaterThan(0n);

  // 2.50 is indo +1.50 (the stake is the risk); 1.70 is indo -1.43 (the stake is the win).
  await pin(page, evens, 2.5);
  await pin(page, odds, 1.7);
  await addToSlip(page, evens, 1);
  await addToSlip(page, odds, 2);

  const rows = slip(page).locator('[data-bet-ref^="sel"]');
  const positive = rows.filter({ hasText: evens.outcome.description });
  const negative = rows.filter({ hasText: odds.outcome.description });
  await expect(positive.getByTestId('bet-price')).toHaveText('1.50');
  await expect(negative.getByTestId('bet-price')).toHaveText('-1.43');

  // Typed 50 means IDR 50,000 at risk: returns 50,000 x 2.5.
  const positiveField = positive.getByRole('textbox', { name: `Stake for ${evens.outcome.description}` });
  await positiveField.fill('50');
  await expect(positiveField).toHaveAccessibleDescription(/in thousands of IDR/);
  await expect.poll(async () => rupiah(await positive.getByTestId('bet-returns').textContent())).toBe(125_000n);

  // Typed 30 means win IDR 30,000: risk = ceil(30,000 / 0.70) in whole rupiah, returns = floor(risk x 1.70).
  await negative.getByRole('textbox', { name: `Stake for ${odds.outcome.description}` }).fill('30');
  const risk = ceilDiv(30_000n * 100n, 70n);
  expect(risk).toBe(42_858n);
  const negativeReturns = (risk * 170n) / 100n;
  await expect(negative.getByTestId('bet-negative-odd')).toHaveText(`Risk IDR ${risk.toLocaleString('en-US')} to win IDR 30,000`);
  await expect.poll(async () => rupiah(await negative.getByTestId('bet-returns').textContent())).toBe(negativeReturns);

  const total = 50_000n + risk;
  await expect.poll(async () => rupiah(await slip(page).getByTestId('betslip-total-stake').textContent())).toBe(total);
  expect(rupiah(await slip(page).getByTestId('betslip-potential-returns').textContent())).toBe(125_000n + negativeReturns);
  await keepScreenshot(page, testInfo, 'betslip-garuda-idr-1366');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await slip(page).getByRole('button', { name: 'Place bets' }).click();
  await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible({ timeout: 20_000 });
  const receipt = (description: string) => slip(page).locator('.sb-placement__receipt-bet').filter({ hasText: description });
  expect(rupiah(await receipt(evens.outcome.description).getByTestId('receipt-stake').textContent())).toBe(50_000n);
  expect(rupiah(await receipt(evens.outcome.description).getByTestId('receipt-returns').textContent())).toBe(125_000n);
  expect(rupiah(await receipt(odds.outcome.description).getByTestId('receipt-stake').textContent())).toBe(risk);
  expect(rupiah(await receipt(odds.outcome.description).getByTestId('receipt-returns').textContent())).toBe(negativeReturns);
  await expect.poll(async () => rupiah(await balanceText(page))).toBe(before - total);
  expect(errors).toEqual([]);
});
