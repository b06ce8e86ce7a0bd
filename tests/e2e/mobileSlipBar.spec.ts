import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { putBrandSettings } from './brandSettings';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { logIn } from './session';
import { escapeRegExp, holdPrices, openSelection, prematchFootballPick, type OpenSelection } from './sandboxApi';
import { fullRunOnly } from './fullRun';

// Issue 23, the phone's betting flow (docs/betslip-presentation.md "The phone's slip bar"
// and "Quick bet"): at 375 px a pick fills the compact slip bar above the footer instead of
// opening the sheet; the bar says what the sheet says; the sheet opens from the bar and
// places. Quick bet (quick_bet_enabled, ours) is put on for wicket's mobile settings only
// (PUT /sandbox/content; no other spec picks a price on wicket), and placed once with the
// exact stake, as the sandbox records it. At 1366 px nothing changes. The players barBettor
// (eurobet) and wicket are this file's own; the quick-bet tests share wicket's settings: serial.
test.describe.configure({ mode: 'serial' });

const app = (page: Page) => page.locator('sportsbook-app');
const bar = (page: Page) => app(page).getByTestId('slip-bar');
const barButton = (page: Page) => bar(page).getByRole('button', { name: /^Betslip, / });
/** The phone's sheet: the region "Betslip" around the open slip. */
const sheet = (page: Page) => app(page).getByRole('region', { name: 'Betslip', exact: true });
const slip = (page: Page) => app(page).getByRole('region', { name: /^Betslip \d+$/ });
const quickBet = (page: Page) => app(page).getByRole('dialog', { name: 'Quick bet' });
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();
/** stake (in cents) x the price as shown, rounded down, as the bettor's money: integers only ('2.10' is 210 hundredths). */
function returnsText(stakeCents: number, price: string): string {
  const [whole = '0', fraction = ''] = price.split('.');
  const cents = (BigInt(stakeCents) * (BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2)))) / 100n;
  const units = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${units}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** Opens the pick's event page (the first pick loads the site; later ones move within it, as a reload starts a fresh slip) and presses its price. */
async function pressPrice(page: Page, pick: OpenSelection, brand = 'eurobet'): Promise<void> {
  const path = `/en/events/${pick.event.slug}?brand=${brand}`;
  if (!page.url().includes(`brand=${brand}`)) await page.goto(path);
  else await page.evaluate((next) => history.pushState(null, '', next), path);
  await expect(app(page).getByRole('heading', { level: 1, name: pick.event.description })).toBeVisible();
  await app(page)
    .locator('.sb-event-page')
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(pick.outcome.description)} [-+–\\d]`) })
    .first()
    .click();
}

/** The account's open bets, read with the page's own session token. */
async function openBets(page: Page, accountId: string): Promise<{ reference: string; totalStake: number; bets?: unknown }[]> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const answer = await page.request.get(`/xapi/bet/account/${accountId}/openbets`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { bets: { reference: string; totalStake: number }[] }).bets;
}

interface Box {
  top: number;
  bottom: number;
}
const boxOf = (locator: Locator): Promise<Box> => locator.evaluate((element) => ({ top: element.getBoundingClientRect().top, bottom: element.getBoundingClientRect().bottom }));

test.describe('the phone slip bar (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('picks fill the bar without opening the sheet; the bar says what the sheet says; the sheet opens from it and places', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    const picks = [await prematchFootballPick(page.request, 3), await prematchFootballPick(page.request, 4), await prematchFootballPick(page.request, 5)];
    const release = await holdPrices(page.request, picks);
    try {
      await page.goto('/en/');
      await logIn(page, 'barBettor');
      await expect(bar(page)).toBeHidden();
      const live = app(page).locator('p[role="status"][aria-live="polite"]').filter({ hasText: /betslip/ });

      for (const [index, pick] of picks.entries()) {
        await pressPrice(page, pick);
        const count = index + 1;
        await expect(bar(page).getByTestId('slip-bar-count')).toHaveText(String(count));
        // The pick fills the bar and opens nothing: no sheet, no quick bet (off by default).
        await expect(sheet(page)).toHaveCount(0);
        await expect(quickBet(page)).toHaveCount(0);
        await expect(live).toHaveText(`Added to the betslip: ${pick.outcome.description}. ${count} ${count === 1 ? 'selection' : 'selections'}.`);
      }
      await expect(barButton(page)).toHaveAccessibleName(/^Betslip, 3 selections, odds \d+\.\d\d, enter a stake$/);
      await expect(bar(page).getByTestId('slip-bar-returns')).toHaveText('Enter stake');

      // Docked on the footer bar, 44 px to tap, and never over what the page shows: scrolled to its end, the page stops at the bar.
      const footer = app(page).locator('nav[part="footer"]');
      const barBox = await boxOf(bar(page));
      expect(Math.abs(barBox.bottom - (await boxOf(footer)).top)).toBeLessThan(1);
      const buttonSize = await barButton(page).boundingBox();
      expect(buttonSize!.height).toBeGreaterThanOrEqual(44);
      expect(buttonSize!.width).toBeGreaterThanOrEqual(300);
      const centre = app(page).locator('.sb-layout__centre');
      await centre.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      const lastInPage = centre.locator(':scope > *:not([hidden])').last();
      expect((await boxOf(lastInPage)).bottom).toBeLessThanOrEqual(barBox.top + 0.5);
      // The last price on the page can be read and pressed in full above the bar.
      const lastPrice = app(page).locator('.sb-event-page .sb-price:visible').last();
      await lastPrice.scrollIntoViewIfNeeded();
      expect((await boxOf(lastPrice)).bottom).toBeLessThanOrEqual(barBox.top + 0.5);
      await centre.evaluate((element) => element.scrollTo({ top: 0 }));
      await keepScreenshot(page, testInfo, 'slip-bar-375');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The bar opens the sheet, with focus in it.
      await barButton(page).click();
      await expect(sheet(page)).toBeVisible();
      await expect(sheet(page)).toBeFocused();
      await expect(barButton(page)).toHaveAttribute('aria-expanded', 'true');
      const first = slip(page).locator('[data-bet-ref="sel1"]');
      await first.getByRole('textbox', { name: `Stake for ${picks[0]!.outcome.description}` }).fill('2');
      const treble = slip(page).locator('[data-bet-ref="mul1"]');
      await treble.getByRole('textbox', { name: 'Stake for Treble' }).fill('1.5');
      await keepScreenshot(page, testInfo, 'slip-bar-sheet-375');

      /** The sheet's figures and the bar's, read together. */
      const both = async () => ({
        sheet: { odds: await text(treble.getByTestId('bet-price')), returns: `EUR ${await text(slip(page).getByTestId('betslip-potential-returns'))}` },
        bar: { odds: await text(bar(page).getByTestId('slip-bar-odds')), returns: await text(bar(page).getByTestId('slip-bar-returns')) },
      });
      await expect.poll(async () => { const read = await both(); return JSON.stringify(read.bar) === JSON.stringify(read.sheet); }).toBe(true);
      const agreed = await both();
      expect(agreed.bar.returns).toMatch(/^EUR [\d,]+\.\d\d$/);
      await expect(barButton(page)).toHaveAccessibleName(`Betslip, 3 selections, odds ${agreed.sheet.odds}, returns ${agreed.sheet.returns}`);

      // Closing gives focus back to the bar, which still agrees.
      await sheet(page).getByRole('button', { name: 'Close', exact: true }).click();
      await expect(sheet(page)).toHaveCount(0);
      await expect(barButton(page)).toBeFocused();
      expect({ odds: await text(bar(page).getByTestId('slip-bar-odds')), returns: await text(bar(page).getByTestId('slip-bar-returns')) }).toEqual(agreed.bar);

      // A price moves at the operator: the bar follows with the slip's own new figures.
      const moved = Number((picks[1]!.outcome.consolidatedPrice.currentPrice.decimal + 0.5).toFixed(2));
      const answer = await page.request.post('/sandbox/price', { data: { outcomeId: picks[1]!.outcome.id, decimal: moved, publish: true } });
      expect(answer.ok()).toBe(true);
      await expect(bar(page).getByTestId('slip-bar-odds')).not.toHaveText(agreed.bar.odds, { timeout: 20_000 });
      await barButton(page).click();
      await expect.poll(async () => { const read = await both(); return JSON.stringify(read.bar) === JSON.stringify(read.sheet); }).toBe(true);
      expect((await both()).bar).not.toEqual(agreed.bar);

      // Placing from the sheet works as before: accept the move, place, receipt, recorded at the operator.
      await slip(page).getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Accept any change' });
      await slip(page).getByRole('button', { name: /^Place bets?$/ }).click();
      await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible({ timeout: 20_000 });
      const reference = (await text(slip(page).getByText(/^Reference R\d+$/))).replace('Reference ', '');
      expect((await openBets(page, '1048')).filter((bet) => bet.reference === reference).length).toBeGreaterThan(0);
      // The placed slip cleared: the bar goes, and closing the sheet puts focus back on the page.
      await expect(bar(page)).toBeHidden();
      await sheet(page).getByRole('button', { name: 'Close', exact: true }).click();
      await expect(app(page).locator('#sb-content')).toBeFocused();
    } finally {
      await release();
    }
    expect(errors).toEqual([]);
  });
});

test.describe('the slip bar in Spanish with US odds (golazo, 375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('speaks the bettor’s language, shows the slip’s own odds format, and fits the phone', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    const picks = [await prematchFootballPick(page.request, 6), await prematchFootballPick(page.request, 7)];
    const release = await holdPrices(page.request, picks);
    try {
      for (const pick of picks) {
        const path = `/es/events/${pick.event.slug}?brand=golazo`;
        if (!page.url().includes('brand=golazo')) await page.goto(path);
        else await page.evaluate((next) => history.pushState(null, '', next), path);
        await expect(app(page).getByRole('heading', { level: 1, name: pick.event.description })).toBeVisible();
        await app(page)
          .locator('.sb-event-page')
          .getByRole('button', { name: new RegExp(`^${escapeRegExp(pick.outcome.description)} [-+–\\d]`) })
          .first()
          .click();
      }
      await expect(bar(page).getByTestId('slip-bar-count')).toHaveText('2');
      await expect(bar(page).getByTestId('slip-bar-returns')).toHaveText('Añade importe');
      // US odds, as the slip shows the double's price.
      await expect(bar(page).getByTestId('slip-bar-odds')).toHaveText(/^[+-]\d+$/);
      const shownOdds = await text(bar(page).getByTestId('slip-bar-odds'));
      await expect(bar(page).getByRole('button')).toHaveAccessibleName(`Boleto, 2 selecciones, cuota ${shownOdds}, introduce un importe`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const returns = await bar(page).getByTestId('slip-bar-returns').boundingBox();
      expect(returns!.x + returns!.width).toBeLessThanOrEqual(375);
      // The title keeps its word whole beside the figures (it was cut to "Bole…" beside a longer "enter stake").
      expect(await bar(page).locator('.sb-slip-bar__title').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await keepScreenshot(page, testInfo, 'slip-bar-es-375');
      await bar(page).getByRole('button').click();
      await expect(app(page).getByRole('region', { name: /^Boleto \d+$/ }).locator('[data-bet-ref="mul1"]').getByTestId('bet-price')).toHaveText(shownOdds);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await release();
    }
    expect(errors).toEqual([]);
  });
});

test.describe('quick bet on a phone (375 px, wicket with quick_bet_enabled)', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.afterEach(async ({ request }) => putBrandSettings(request, { 'wicket/mobile': null }));

  test('a pick on an empty slip opens the quick bet; it places exactly one bet with the exact stake', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await putBrandSettings(page.request, { 'wicket/mobile': { quick_bet_enabled: true } });
    const pick = await openSelection(page.request, '/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=100', { accept: (_event, market) => market.outcomes.length === 3 });
    const release = await holdPrices(page.request, [pick]);
    const placements: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/accounts\/[^/]+\/betslips(\?|$)/.test(request.url())) placements.push(request.url());
    });
    try {
      await page.goto('/en/events/' + pick.event.slug + '?brand=wicket');
      await logIn(page, 'wicket');
      const before = await openBets(page, '2005');
      await pressPrice(page, pick, 'wicket');

      const panel = quickBet(page);
      await expect(panel).toBeVisible();
      await expect(sheet(page)).toHaveCount(0);
      await expect(bar(page)).toBeHidden();
      const stake = panel.getByRole('textbox', { name: `Stake for ${pick.outcome.description}` });
      await expect(stake).toBeFocused();
      // INR's quick stakes (spec 9): 250, 1,000, 5,000, 25,000.
      await expect(panel.getByRole('group', { name: 'Quick stakes' }).getByRole('button')).toHaveText(['250.00', '1,000.00', '5,000.00', '25,000.00']);
      // 25,000 is above wicket's 10,000 maximum: greyed out, and the panel says why.
      await expect(panel.getByRole('button', { name: 'Stake 25,000.00' })).toBeDisabled();
      await expect(panel.locator('.sb-betslip__quick-note')).toHaveText("Amounts outside this bet's limits are greyed out. The maximum stake is 10,000.00.");
      await panel.getByRole('button', { name: 'Stake 1,000.00' }).click();
      await expect(stake).toHaveValue('1000');
      await stake.fill('1234.5');
      const price = await text(panel.getByTestId('bet-price'));
      await keepScreenshot(page, testInfo, 'quick-bet-375');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A double tap places once.
      await panel.getByRole('button', { name: 'Place bet' }).dblclick();
      await expect(panel.getByRole('heading', { name: 'Bet placed' })).toBeVisible({ timeout: 20_000 });
      await expect(panel.getByTestId('receipt-stake')).toHaveText('INR 1,234.50');
      const reference = (await text(panel.getByText(/^Reference R\d+$/))).replace('Reference ', '');
      // One placement request (the browser streams its body, which Playwright does not show: the record below says what it carried).
      expect(placements).toHaveLength(1);
      expect(await text(panel.getByTestId('receipt-returns'))).toBe(`INR ${returnsText(123450, price)}`);
      // Recorded once at the operator, with the exact stake.
      const after = await openBets(page, '2005');
      expect(after.length).toBe(before.length + 1);
      expect(after.filter((bet) => bet.reference === reference).map((bet) => bet.totalStake)).toEqual([1234.5]);

      await panel.getByRole('button', { name: 'Done' }).click();
      await expect(quickBet(page)).toHaveCount(0);
      await expect(bar(page)).toBeHidden();
    } finally {
      await release();
    }
    expect(errors).toEqual([]);
  });

  test('"Add to betslip" moves the selection and its stake to the bar; with a selection on the slip the next pick is not a quick bet', async ({ page }) => {
    await putBrandSettings(page.request, { 'wicket/mobile': { quick_bet_enabled: true } });
    const first = await openSelection(page.request, '/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=100', { skip: 1, accept: (_event, market) => market.outcomes.length === 3 });
    const second = await openSelection(page.request, '/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=100', { skip: 2, accept: (_event, market) => market.outcomes.length === 3 });
    await pressPrice(page, first, 'wicket');
    await quickBet(page).getByRole('textbox', { name: `Stake for ${first.outcome.description}` }).fill('500');
    await quickBet(page).getByRole('button', { name: 'Add to betslip' }).click();
    await expect(quickBet(page)).toHaveCount(0);
    await expect(bar(page).getByTestId('slip-bar-count')).toHaveText('1');
    await expect(bar(page).getByTestId('slip-bar-returns')).toHaveText(/^INR [\d,]+\.\d\d$/);
    await pressPrice(page, second, 'wicket');
    await expect(bar(page).getByTestId('slip-bar-count')).toHaveText('2');
    await expect(quickBet(page)).toHaveCount(0);
    await expect(sheet(page)).toHaveCount(0);
  });

  test('logged out, Place asks to log in and loses nothing', async ({ page }) => {
    await putBrandSettings(page.request, { 'wicket/mobile': { quick_bet_enabled: true } });
    const pick = await openSelection(page.request, '/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=100', { skip: 3, accept: (_event, market) => market.outcomes.length === 3 });
    await pressPrice(page, pick, 'wicket');
    const stake = quickBet(page).getByRole('textbox', { name: `Stake for ${pick.outcome.description}` });
    await stake.fill('300');
    await quickBet(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(app(page).getByRole('dialog', { name: 'Login' })).toBeVisible();
    await app(page).getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();
    await expect(quickBet(page)).toBeVisible();
    await expect(stake).toHaveValue('300');
  });
});

test.describe('at 1366 px nothing changes', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.afterEach(async ({ request }) => putBrandSettings(request, { wicket: null }));

  test('a pick opens the slip in the right column, with quick bets on too: no bar, no quick bet', fullRunOnly(), async ({ page }, testInfo) => {
    await putBrandSettings(page.request, { wicket: { quick_bet_enabled: true } });
    const pick = await openSelection(page.request, '/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=100', { skip: 4, accept: (_event, market) => market.outcomes.length === 3 });
    await pressPrice(page, pick, 'wicket');
    const column = app(page).getByRole('complementary', { name: 'Betslip and My Bets' });
    await expect(column.getByRole('heading', { name: 'Betslip 1' })).toBeVisible();
    await expect(column.getByText(pick.outcome.description, { exact: true })).toBeVisible();
    await expect(app(page).getByTestId('slip-bar')).toHaveCount(0);
    await expect(quickBet(page)).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'slip-bar-none-1366');
  });
});
