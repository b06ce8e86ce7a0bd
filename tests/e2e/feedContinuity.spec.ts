import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatOdds } from '../../src/core/index';
import { collectPageErrors } from './pageErrors';
import { escapeRegExp, priceButtonName, type ApiEvent, type ApiMarket, type ApiOutcome } from './sandboxApi';

// Issue 20, in a real browser on the standalone site (docs/reliability.md "Live feed:
// restarts, staleness, ordering"): the operator's feed restarts and the page follows it;
// the browser goes offline, or the API goes down with the stream cut, and the prices say
// they are not live (locked, a notice, placement held); everything comes back without a
// reload. It restarts the shared sandbox's feed, freezes its world and cuts its stream,
// so it is a world mover (playwright.config.ts): it runs alone, after every other spec.
test.describe.configure({ mode: 'serial' });

const FOOTBALL = 240;
/** How long the feed may take to come back after a fault: a reconnect backs off, polling asks every 5 s. */
const RECOVERY_TIMEOUT = 30_000;

const app = (page: Page) => page.locator('sportsbook-app');
const eventPage = (page: Page) => app(page).locator('.sb-event-page');
const slip = (page: Page) => app(page).getByRole('region', { name: /^Betslip/ });
/** Uncaught errors only: a 503 or an offline request is logged by the browser itself, as it should be. */
const uncaught = (errors: readonly string[]) => errors.filter((error) => error.startsWith('uncaught:'));
const notice = (page: Page, text: string) => app(page).locator('.sb-prices-not-live__text').filter({ hasText: text });

function priceOf(page: Page, market: ApiMarket, outcome: ApiOutcome): Locator {
  return eventPage(page)
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(market.description)}( Suspended)?$`) })
    .getByRole('button', { name: priceButtonName(outcome.description) });
}

async function apiEvent(request: APIRequestContext, id: string): Promise<ApiEvent> {
  const answer = await request.get(`/xapi/rest/events/${id}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ApiEvent;
}

/** The live football event with the most match left (so it does not end mid-test), with open markets that are no player props. */
async function earlyLiveFootball(request: APIRequestContext): Promise<ApiEvent> {
  const answer = await request.get(`/xapi/rest/live/events?eventPathIds=${FOOTBALL}&eventsPerPage=50`);
  expect(answer.ok()).toBe(true);
  const events = ((await answer.json()) as { events: ApiEvent[] }).events.filter((event) => !event.isFinished && event.clock && event.markets.some((market) => market.status === 'open' && !market.playerName));
  expect(events.length).toBeGreaterThan(0);
  return events.sort((a, b) => a.clock!.minutes - b.clock!.minutes)[0]!;
}

/** The open markets of the event as the operator has them now, player props (folded away on the page) left out. */
const openMarkets = (event: ApiEvent) => event.markets.filter((market) => market.status === 'open' && !market.playerName);

/** Visible outcomes in the event's open markets: what `expectOperatorPrices` compares. */
const openOutcomeCount = (event: ApiEvent) => openMarkets(event).reduce((count, market) => count + market.outcomes.filter((outcome) => !outcome.hidden).length, 0);

async function setFrozen(request: APIRequestContext, frozen: boolean): Promise<void> {
  expect((await request.post('/sandbox/feed', { data: { frozen } })).ok()).toBe(true);
}

/**
 * Every price the page shows of the event's open markets equals the operator's now. A top
 * match's page shows a tab of its 63 markets (Popular first), and a market whose disclosure
 * is closed shows no prices: the markets compared are the open ones of the page's tab.
 */
async function expectOperatorPrices(page: Page, request: APIRequestContext, eventId: string): Promise<number> {
  const shown = new Set(
    await eventPage(page)
      .locator('.sb-event-market__toggle[aria-expanded="true"] .sb-event-market__name')
      .allTextContents(),
  );
  const event = await apiEvent(request, eventId);
  let compared = 0;
  for (const market of openMarkets(event).filter((candidate) => shown.has(candidate.description))) {
    for (const outcome of market.outcomes.filter((entry) => !entry.hidden)) {
      await expect(priceOf(page, market, outcome).first()).toHaveText(formatOdds(outcome.consolidatedPrice.currentPrice.decimal, 'euro'), { timeout: RECOVERY_TIMEOUT });
      compared += 1;
    }
  }
  return compared;
}

test.describe('live feed continuity (world mover)', () => {
  test.afterEach(async ({ request }) => {
    await setFrozen(request, false);
  });

  test('after the operator restarts its feed, the page follows the new run: its prices equal the operator\'s', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const event = await earlyLiveFootball(request);
    await page.goto(`/en/live/${event.slug}`);
    await expect(app(page).getByRole('heading', { level: 1, name: event.description })).toBeVisible();
    const market = openMarkets(event)[0]!;
    await expect(priceOf(page, market, market.outcomes.find((outcome) => !outcome.hidden)!).first()).toBeVisible();
    // The page has counted a good many changes by now; the new run starts again from 0.
    expect((await request.post('/sandbox/tick', { data: { count: 5, seconds: 1 } })).ok()).toBe(true);
    const restart = await request.post('/sandbox/feed/restart');
    expect(restart.ok()).toBe(true);
    expect(((await restart.json()) as { cursor: number }).cursor).toBe(0);
    // The world moves on under the new run, then holds still so the page can be compared with it.
    await setFrozen(request, true);
    expect((await request.post('/sandbox/tick', { data: { count: 10, seconds: 1 } })).ok()).toBe(true);
    // A goal in those ticks suspends every market for a moment (the feed's bet stop): the
    // world steps on, still frozen between steps, until prices are open to compare again.
    for (let step = 0; step < 20 && openOutcomeCount(await apiEvent(request, event.id)) < 3; step += 1) {
      expect((await request.post('/sandbox/tick', { data: { count: 1, seconds: 1 } })).ok()).toBe(true);
    }

    expect(await expectOperatorPrices(page, request, event.id)).toBeGreaterThan(2);
    await expect(app(page).locator('.sb-prices-not-live__text')).toHaveCount(0);
    expect(uncaught(errors)).toEqual([]);
  });

  test('offline and with the API down the prices say they are not live and placement waits; they come back without a reload', async ({ page, request, context }) => {
    const errors = collectPageErrors(page);
    // Held still while the slip is made, so a price move cannot turn Place bet into Accept new prices.
    await setFrozen(request, true);
    const event = await earlyLiveFootball(request);
    await page.goto(`/en/live/${event.slug}`);
    await expect(app(page).getByRole('heading', { level: 1, name: event.description })).toBeVisible();
    const market = openMarkets(event)[0]!;
    const outcome = market.outcomes.find((entry) => !entry.hidden)!;
    const price = priceOf(page, market, outcome).first();
    await price.click();
    await slip(page).getByRole('textbox', { name: `Stake for ${outcome.description}` }).fill('5');
    // Prices move while the API is down: the bettor takes any change, so the button stays Place bet.
    await slip(page).getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Accept any change' });
    const placeBet = slip(page).getByRole('button', { name: 'Place bet' });
    await expect(placeBet).toBeEnabled();
    let placements = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname.endsWith('/betslips')) placements += 1;
    });

    // The browser goes offline: at once, not live.
    await context.setOffline(true);
    await expect(notice(page, 'Prices are not live: you are offline').first()).toBeVisible();
    await expect(price).toBeDisabled();
    await expect(price).toHaveAttribute('data-locked', 'true');
    await expect(placeBet).toBeDisabled();
    await expect(slip(page).getByText('Betting resumes when prices are live again.')).toBeVisible();
    // Pressed anyway: nothing happens (logged out, an enabled button would open the login dialog).
    await placeBet.click({ force: true });
    await expect(app(page).getByRole('dialog')).toHaveCount(0);
    await context.setOffline(false);
    await expect(app(page).locator('.sb-prices-not-live__text')).toHaveCount(0, { timeout: RECOVERY_TIMEOUT });
    await expect(price).toBeEnabled();

    // The API goes down for this page and its stream is cut: reconnecting, not live.
    await page.route('**/xapi/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }));
    await setFrozen(request, false);
    expect((await request.post('/sandbox/stream/cut')).ok()).toBe(true);
    await expect(notice(page, 'Prices are not live: reconnecting…').first()).toBeVisible({ timeout: RECOVERY_TIMEOUT });
    await expect(price).toHaveAttribute('data-locked', 'true');
    await expect(placeBet).toBeDisabled();
    // Meanwhile the operator's prices move on: the page must not show the old ones as live.
    expect((await request.post('/sandbox/tick', { data: { count: 5, seconds: 1 } })).ok()).toBe(true);

    // The API is back: the feed resyncs from a snapshot, the notice goes, prices unlock and are the operator's.
    await page.unroute('**/xapi/**');
    await expect(app(page).locator('.sb-prices-not-live__text')).toHaveCount(0, { timeout: RECOVERY_TIMEOUT });
    await setFrozen(request, true);
    await expectOperatorPrices(page, request, event.id);
    await expect(slip(page).getByRole('heading', { name: 'Betslip 1' })).toBeVisible();
    expect(placements).toBe(0);
    expect(uncaught(errors)).toEqual([]);
  });
});

test.describe('the world running fast (world mover)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // Matches kick off and end faster than an event's answer travels: a match the feed named
  // as new, then ended while the page asked for it, stayed live for good (the list grew to
  // three times the matches in play). The phone's competition select counts every match listed.
  test('the live list keeps to the operator\'s matches in play while the world steps ten minutes a second', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/live/sport/240-FOOT');
    const select = app(page).getByRole('group', { name: 'Filter live events' }).getByRole('combobox', { name: 'Competition' });
    await expect(app(page).getByRole('list', { name: 'Football' }).locator(':scope > li').first()).toBeVisible();
    const listed = async () => (await select.locator('option:not([value=""])').allTextContents()).join('|');
    const inPlay = async () => {
      const answer = (await (await request.get('/xapi/rest/live/snapshot')).json()) as { events: { sportCode: string; eventPaths: { description: string }[] }[] };
      const byCountry = new Map<string, number>();
      for (const event of answer.events.filter((candidate) => candidate.sportCode === 'FOOT')) {
        const country = event.eventPaths[1]!.description;
        byCountry.set(country, (byCountry.get(country) ?? 0) + 1);
      }
      return [...byCountry].sort(([a], [b]) => a.localeCompare(b)).map(([country, count]) => `${country} (${count})`).join('|');
    };
    for (let step = 0; step < 15; step += 1) {
      expect((await request.post('/sandbox/tick', { data: { count: 10, seconds: 60 } })).ok()).toBe(true);
      await page.waitForTimeout(1_000);
    }
    // The world also runs on its own: the page and the operator are compared until they agree.
    await expect.poll(async () => (await listed()) === (await inPlay()), { timeout: RECOVERY_TIMEOUT }).toBe(true);
    expect(uncaught(errors)).toEqual([]);
  });
});
