import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { balanceText, logIn } from './session';
import { type ApiEvent, escapeRegExp } from './sandboxApi';
import { openSlipAfterPick } from './slipBar';
import { fullRunOnly } from './fullRun';

// Every figure the slip shows, checked against a calculation made here from the prices the
// page shows, in integer minor units (BigInt): prices in hundredths, money in cents. The
// slip computes with core's Big maths; this file shares none of it (docs/betslip.md).

const FOOTBALL = 240;
const HORSE_RACING = 364;

const app = (page: Page) => page.locator('sportsbook-app');
const slip = (page: Page) => app(page).getByRole('region', { name: /^Betslip/ });

/** Late-starting prematch events (the world ticks: the last ones start latest). */
async function lateEvents(request: APIRequestContext, sportId: number, count: number, brand = 'eurobet'): Promise<ApiEvent[]> {
  const answer = await request.get(`/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=${sportId}&eventsPerPage=50`, { headers: { 'x-sb-brand': brand } });
  expect(answer.ok()).toBe(true);
  const events = ((await answer.json()) as { events: ApiEvent[] }).events.filter((event) => event.markets.some((market) => market.status === 'open' && market.outcomes.some((outcome) => !outcome.hidden)));
  expect(events.length).toBeGreaterThanOrEqual(count);
  return events.slice(-count);
}

/** Opens the event page and adds its first market's first outcome to the slip. */
async function pick(page: Page, event: ApiEvent, brand: string): Promise<string> {
  const market = event.markets.find((candidate) => candidate.status === 'open')!;
  const outcome = market.outcomes.find((candidate) => !candidate.hidden)!;
  const count = picked.get(page) ?? 0;
  picked.set(page, count + 1);
  // The first pick loads the site; later ones move within it, as a bettor would (a reload
  // would start a fresh slip).
  const firstLoad = !page.url().includes(`brand=${brand}`);
  if (firstLoad) await page.goto(`/en/events/${event.slug}?brand=${brand}`);
  else await page.evaluate((path) => history.pushState(null, '', path), `/en/events/${event.slug}?brand=${brand}`);
  // The site's first load on a busy 2-core runner takes longer than a move within it (CI
  // once spent the default 10 s on it twice): 20 s, as the other specs' first event pages.
  await expect(app(page).getByRole('heading', { level: 1, name: event.description })).toBeVisible({ timeout: firstLoad ? 20_000 : 10_000 });
  await app(page)
    .locator('.sb-event-page')
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(outcome.description)} [-+–\\d]`) })
    .first()
    .click();
  await openSlipAfterPick(page);
  await expect(slip(page).getByRole('heading', { name: `Betslip ${count + 1}` })).toBeVisible();
  return outcome.description;
}

/** Selections each page has picked so far. */
const picked = new WeakMap<Page, number>();

/** '2.37' -> 237n hundredths; '1,234.50' -> 123450n cents. */
function hundredths(text: string | null): bigint {
  const plain = (text ?? '').replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = plain.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
}
const row = (page: Page, ref: string) => slip(page).locator(`[data-bet-ref="${ref}"]`);
const priceOf = async (bet: Locator) => hundredths(await bet.getByTestId('bet-price').textContent());
const returnsOf = async (bet: Locator) => hundredths(await bet.getByTestId('bet-returns').textContent());
const totalStake = async (page: Page) => hundredths(await slip(page).getByTestId('betslip-total-stake').textContent());
const totalReturns = async (page: Page) => hundredths(await slip(page).getByTestId('betslip-potential-returns').textContent());

/**
 * Places the slip as the player `punter` and checks the receipt and that the balance fell
 * by exactly the slip's total stake. Prices may move between the figures and the click,
 * so the bettor accepts any change: the stake taken does not depend on the price.
 */
async function placeAsPunter(page: Page, stakeCents: bigint): Promise<void> {
  await logIn(page, 'punter');
  const before = hundredths(await balanceText(page));
  await slip(page).getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Accept any change' });
  await slip(page).getByRole('button', { name: /^Place bets?$/ }).click();
  await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible({ timeout: 20_000 });
  await expect(slip(page).getByText(/^Reference R\d+$/)).toBeVisible();
  await expect.poll(async () => hundredths(await balanceText(page))).toBe(before - stakeCents);
}

/** The slip's leg prices now, in hundredths. */
const legPrices = (page: Page, refs: readonly string[]) => Promise.all(refs.map((ref) => priceOf(row(page, ref))));

/**
 * A combination's figure is checked against the legs read in the same breath, again until
 * they agree: the world moves prematch prices now and then, and a leg may be read just
 * before its move. A wrong figure never agrees, so it still fails, with the difference as
 * its message. (The treble's price once showed the product rounded half-up, a hundredth above
 * the floor: this poll then passed only when the world happened to move a leg.)
 */
const WITH_THE_LEGS = { message: 'the combination against its legs, read together (difference in hundredths)' } as const;

/** Rounds down, as the slip must never show more than is paid. */
const floorDiv = (value: bigint, by: bigint) => value / by;

test.describe('betslip figures against an independent calculation', () => {
  // The treble and the systems are placed by the same player: one at a time, so each balance check is its own.
  test.describe.configure({ mode: 'serial' });
  test('a single at stake 10: returns = stake x price', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    const [event] = await lateEvents(request, FOOTBALL, 1);
    const outcome = await pick(page, event!, 'eurobet');
    const bet = row(page, 'sel1');
    await bet.getByRole('textbox', { name: `Stake for ${outcome}` }).fill('10');
    const price = await priceOf(bet);
    // 1000 cents x price / 100
    const expected = floorDiv(1000n * price, 100n);
    await expect.poll(() => returnsOf(bet)).toBe(expected);
    expect(await totalStake(page)).toBe(1000n);
    expect(await totalReturns(page)).toBe(expected);
    await keepScreenshot(page, test.info(), 'betslip-single-1366');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a treble on three events: combined price and returns', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const events = await lateEvents(request, FOOTBALL, 3);
    for (const event of events) await pick(page, event, 'eurobet');
    const treble = row(page, 'mul1');
    await expect(treble.getByText('Treble', { exact: true })).toBeVisible();
    // The product of three prices in hundredths, over 100^3.
    const product = async () => (await legPrices(page, ['sel1', 'sel2', 'sel3'])).reduce((total, price) => total * price, 1n);
    await expect.poll(async () => (await priceOf(treble)) - floorDiv(await product(), 10000n), WITH_THE_LEGS).toBe(0n);
    await treble.getByRole('textbox', { name: 'Stake for Treble' }).fill('4');
    await expect.poll(async () => (await returnsOf(treble)) - floorDiv(400n * (await product()), 1000000n), WITH_THE_LEGS).toBe(0n);
    expect(await totalStake(page)).toBe(400n);
    expect(await totalReturns(page)).toBe(await returnsOf(treble));
    await placeAsPunter(page, 400n);
  });

  test('a Trixie (058) and a Lucky 15 (059) on four legs: bets, total stake, returns of every combination', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const events = await lateEvents(request, FOOTBALL, 4);
    for (const event of events.slice(0, 3)) await pick(page, event, 'eurobet');
    await slip(page).getByRole('button', { name: 'Systems' }).click();
    const trixie = row(page, '058');
    await expect(trixie.getByText('Trixie')).toBeVisible();
    // On three legs the Trixie is its classic 3 doubles + 1 treble.
    await expect(trixie.getByText('4 bets')).toBeVisible();
    await trixie.getByRole('textbox', { name: 'Stake for Trixie' }).fill('2');
    expect(await totalStake(page)).toBe(4n * 200n);

    // A fourth leg: 058 is "folds 2 and 3" (spec 9), so the staked 058 stays and is now the
    // 6 doubles and 4 trebles of four legs. That is no Trixie (a name belongs to its leg
    // count), so it is named by what it is (docs/betslip.md "System names").
    await pick(page, events[3]!, 'eurobet');
    const systemsToggle = slip(page).getByRole('button', { name: 'Systems' });
    if ((await systemsToggle.getAttribute('aria-expanded')) !== 'true') await systemsToggle.click();
    await expect(trixie.getByText('10 bets')).toBeVisible();
    await expect(trixie.getByText('Doubles and trebles', { exact: true })).toBeVisible();
    await expect(slip(page).getByText('Trixie')).toHaveCount(0);
    await expect(row(page, '057').getByText('Singles, doubles and trebles', { exact: true })).toBeVisible();
    await expect(trixie.getByRole('textbox', { name: 'Stake for Doubles and trebles' })).toHaveValue('2');
    const lucky = row(page, '059');
    await expect(lucky.getByText('Lucky 15')).toBeVisible();
    await expect(lucky.getByText('15 bets')).toBeVisible();
    await lucky.getByRole('textbox', { name: 'Stake for Lucky 15' }).fill('1');
    const four = () => legPrices(page, ['sel1', 'sel2', 'sel3', 'sel4']);

    // Doubles and trebles, in units of 100^3: 100 x (sum of pair products) + sum of triple products.
    const trixiePerUnit = (prices: readonly bigint[]) => {
      let pairs = 0n;
      let triples = 0n;
      prices.forEach((a, i) =>
        prices.slice(i + 1).forEach((b, j) => {
          pairs += a * b;
          prices.slice(i + j + 2).forEach((c) => (triples += a * b * c));
        }),
      );
      return 100n * pairs + triples;
    };
    await expect.poll(async () => (await returnsOf(trixie)) - floorDiv(200n * trixiePerUnit(await four()), 1000000n), WITH_THE_LEGS).toBe(0n);
    // Every non-empty combination: prod(100 + p) - 100^4, over 100^4.
    const luckyPerUnit = (prices: readonly bigint[]) => prices.reduce((total, price) => total * (100n + price), 1n) - 100000000n;
    await expect.poll(async () => (await returnsOf(lucky)) - floorDiv(100n * luckyPerUnit(await four()), 100000000n), WITH_THE_LEGS).toBe(0n);
    const stakeCents = 10n * 200n + 15n * 100n;
    expect(await totalStake(page)).toBe(stakeCents);
    expect(await totalReturns(page)).toBe((await returnsOf(trixie)) + (await returnsOf(lucky)));
    await placeAsPunter(page, stakeCents);
  });
});

test.describe('brand rules on the slip', () => {
  test('an each-way single on kingsbet: the stake doubles, the place part pays at the place terms', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en?brand=kingsbet');
    await logIn(page, 'kings');
    const [race] = await lateEvents(request, HORSE_RACING, 1, 'kingsbet');
    const runner = await pick(page, race!, 'kingsbet');
    const bet = row(page, 'sel1');
    const terms = bet.getByText(/Places 1-\d+ at 1\/\d+ odds/);
    await expect(terms).toBeVisible();
    const divisor = BigInt(/1\/(\d+) odds/.exec((await terms.textContent()) ?? '')![1]!);
    await bet.getByRole('textbox', { name: `Stake for ${runner}` }).fill('5');
    await slip(page).getByRole('checkbox', { name: /Each way/ }).check();
    const price = await priceOf(bet);
    // Win 500 x p / 100; place 500 x ((p - 100) / divisor + 100) / 100.
    const win = 500n * price;
    const place = 500n * (price - 100n + 100n * divisor);
    const expected = floorDiv(win * divisor + place, 100n * divisor);
    expect(await totalStake(page)).toBe(1000n);
    await expect.poll(() => returnsOf(bet)).toBe(expected);
    await expect(bet.getByText(/Place part /)).toBeVisible();
  });

  test('a taxed single on safaribet: stake after tax and the tax deduction, placed at the net returns', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en?brand=safaribet');
    await logIn(page, 'safari');
    const [event] = await lateEvents(request, FOOTBALL, 1, 'safaribet');
    // The price is pinned where it is, so the receipt is priced as the slip was.
    const picked = event!.markets.find((market) => market.status === 'open')!.outcomes.find((candidate) => !candidate.hidden)!;
    expect((await request.post('/sandbox/price', { data: { outcomeId: picked.id, decimal: picked.consolidatedPrice.currentPrice.decimal, publish: true } })).ok()).toBe(true);
    const outcome = await pick(page, event!, 'safaribet');
    const bet = row(page, 'sel1');
    await bet.getByRole('textbox', { name: `Stake for ${outcome}` }).fill('450');
    const price = await priceOf(bet);
    // safaribet: excise 12.5 % inside the stake, 20 % withholding on winnings (docs/betslip.md).
    // In units of 1/1000 cent: stakeAfterTax = 45000 x 100 / 112.5 = 40000 cents exactly.
    const stakeAfterTax = (45000n * 1000n) / 1125n;
    expect(stakeAfterTax).toBe(40000n);
    const gross = stakeAfterTax * price; // cents x 100
    const deduction = ((gross - stakeAfterTax * 100n) * 20n) / 100n; // cents x 100
    await expect.poll(async () => hundredths(await bet.getByTestId('bet-stake-after-tax').textContent())).toBe(stakeAfterTax);
    expect(hundredths(await bet.getByTestId('bet-tax-deduction').textContent())).toBe(floorDiv(deduction, 100n));
    const net = floorDiv(gross - deduction, 100n);
    expect(await returnsOf(bet)).toBe(net);
    expect(await totalStake(page)).toBe(45000n);

    const before = hundredths(await balanceText(page));
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible({ timeout: 20_000 });
    expect(hundredths(await slip(page).getByTestId('receipt-stake').textContent())).toBe(45000n);
    expect(hundredths(await slip(page).getByTestId('receipt-returns').textContent())).toBe(net);
    await expect.poll(async () => hundredths(await balanceText(page))).toBe(before - 45000n);
  });

  test('the open slip has no serious axe violations at 375 px', fullRunOnly(), async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const [first, second] = await lateEvents(request, FOOTBALL, 2, 'eurobet');
    await pick(page, first!, 'eurobet');
    // The mobile slip is a drawer over the page: closed to pick the next price.
    await slip(page).getByRole('button', { name: 'Close' }).click();
    await pick(page, second!, 'eurobet');
    await row(page, 'mul1').getByRole('textbox', { name: 'Stake for Double' }).fill('3');
    await keepScreenshot(page, test.info(), 'betslip-double-375');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
