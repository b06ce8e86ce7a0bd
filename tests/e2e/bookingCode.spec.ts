import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { type ApiEvent, type ApiOutcome, escapeRegExp } from './sandboxApi';
import { openSlipAfterPick } from './slipBar';

// Spec 4 retail code (docs/betslip-presentation.md): a slip saved as a booking code and
// loaded back, from the form and from a ?bookingCode= link, by an anonymous bettor.

const app = (page: Page) => page.locator('sportsbook-app');
const slipRegion = (page: Page) => app(page).getByRole('region', { name: /^Betslip/ }).first();
const panel = (page: Page) => app(page).getByRole('group', { name: 'Booking codes' });

/**
 * Two picks of the latest-starting prematch football fixture (the world ticks: it must not
 * kick off mid-test): the first outcome of its Match Result, and the first of another open market.
 */
async function twoPicks(request: APIRequestContext) {
  const answer = await request.get('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=50');
  const events = ((await answer.json()) as { events: ApiEvent[] }).events;
  // Latest first; one without an open Match Result (an outright, a jackpot fixture, markets suspended) is passed over.
  for (const event of events.filter((candidate) => !candidate.outright && !candidate.jackpotId).reverse()) {
    const full = (await (await request.get(`/xapi/rest/events/${event.id}`)).json()) as ApiEvent;
    const open = full.markets.filter((market) => market.status === 'open' && !market.playerName && market.outcomes.length > 0);
    const matchResult = open.find((market) => market.description === 'Match Result');
    const other = open.find((market) => market.description !== 'Match Result' && !open.some((twin) => twin !== market && twin.description === market.description));
    if (!matchResult || !other) continue;
    return {
      slug: event.slug,
      picks: [
        { market: matchResult.description, outcome: matchResult.outcomes[0]! },
        { market: other.description, outcome: other.outcomes[0]! },
      ],
    };
  }
  throw new Error(`No prematch football fixture with an open Match Result and another open market among ${events.length} events`);
}

/** The bettor's price of an outcome now, as the operator quotes it for a slip. */
async function quotedPrice(request: APIRequestContext, outcomeId: string): Promise<string> {
  const answer = await request.post('/xapi/rest/betslips/selections', { data: { outcomeIds: [outcomeId] } });
  const model = ((await answer.json()) as { model: { singles: { decimal: number }[] } }).model;
  return model.singles[0]!.decimal.toFixed(2);
}

const priceButton = (page: Page, pick: { market: string; outcome: ApiOutcome }) =>
  app(page).getByRole('group', { name: pick.market, exact: true }).getByRole('button', { name: new RegExp(`^${escapeRegExp(pick.outcome.description)} [-+–\\d]`) });

/** The picks are on the slip, under their names, at the operator's current prices. */
async function expectOnSlip(page: Page, picks: { market: string; outcome: ApiOutcome }[]) {
  for (const pick of picks) {
    const button = priceButton(page, pick);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // Read the screen and the operator together until they agree (a prematch price may tick meanwhile).
    await expect.poll(async () => (await button.evaluate((element) => element.firstChild?.nodeValue ?? null)) === (await quotedPrice(page.request, pick.outcome.id)), { timeout: 10_000 }).toBe(true);
  }
}

test.describe('booking codes at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a slip saved as a code loads back on a clean page from the form and from a link', async ({ page, browser }, testInfo) => {
    const errors = collectPageErrors(page);
    const { slug, picks } = await twoPicks(page.request);
    await page.goto(`/en/events/${slug}`);
    for (const pick of picks) await priceButton(page, pick).click();
    await expect(slipRegion(page)).toBeVisible();
    await panel(page).getByRole('button', { name: 'Save as booking code' }).click();
    const codeText = panel(page).getByTestId('booking-code');
    await expect(codeText).toHaveText(/^RC[0-9A-Z]{6}$/);
    const code = (await codeText.textContent()) ?? '';
    const link = panel(page).getByRole('link', { name: 'Link to this slip' });
    await expect(link).toHaveAttribute('href', new RegExp(`/en/events/${escapeRegExp(slug)}\\?bookingCode=${code}$`));
    await keepScreenshot(page, testInfo, 'booking-code-saved-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // A clean browser: nothing on the slip until the code is loaded.
    const fresh = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const other = await fresh.newPage();
    const otherErrors = collectPageErrors(other);
    await other.goto(`/en/events/${slug}`);
    await expect(priceButton(other, picks[0]!)).toHaveAttribute('aria-pressed', 'false');
    await app(other).getByRole('complementary', { name: 'Betslip and My Bets' }).getByRole('button', { name: /^Betslip/ }).click();
    // An unknown code: said plainly, nothing added.
    await panel(other).getByLabel('Booking code', { exact: true }).fill('RC000000');
    await panel(other).getByRole('button', { name: 'Load' }).click();
    await expect(panel(other).getByRole('alert')).toHaveText('No slip is saved under booking code RC000000. Check the code and try again; your betslip has not changed.');
    await expect(priceButton(other, picks[0]!)).toHaveAttribute('aria-pressed', 'false');
    await panel(other).getByLabel('Booking code', { exact: true }).fill(code.toLowerCase());
    await panel(other).getByRole('button', { name: 'Load' }).click();
    await expect(panel(other).getByRole('status')).toHaveText(`Booking code ${code} loaded: 2 selections.`);
    await expectOnSlip(other, picks);
    // The only console error is the browser's own note of the unknown code's 404.
    expect(otherErrors).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await fresh.close();

    // The link: another clean browser opens it; the code loads once and leaves the address.
    const linked = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const third = await linked.newPage();
    await third.goto((await link.getAttribute('href')) ?? '');
    await expect(third).toHaveURL(new RegExp(`/en/events/${escapeRegExp(slug)}$`));
    await expectOnSlip(third, picks);
    await expect(slipRegion(third)).toBeVisible();
    await linked.close();
  });
});

test.describe('booking codes at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the booking code panel fits the phone’s betslip sheet', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    const { slug, picks } = await twoPicks(page.request);
    await page.goto(`/en/events/${slug}`);
    await priceButton(page, picks[0]!).click();
    // A pick fills the phone's slip bar; the sheet opens from it (issue 23).
    await openSlipAfterPick(page);
    await panel(page).getByRole('button', { name: 'Save as booking code' }).click();
    await expect(panel(page).getByTestId('booking-code')).toHaveText(/^RC[0-9A-Z]{6}$/);
    await panel(page).scrollIntoViewIfNeeded();
    const box = await panel(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await panel(page).evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await keepScreenshot(page, testInfo, 'booking-code-saved-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
