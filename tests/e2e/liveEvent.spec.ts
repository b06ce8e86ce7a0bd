import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { escapeRegExp, priceButtonName, type ApiOutcome, type ApiMarket, type ApiEvent } from './sandboxApi';
import { fullRunOnly } from './fullRun';

// The event page against the real sandbox's living world (docs/event-page.md): clock,
// score and prices follow the feed, a feed alert locks and unlocks prices, a selection
// toggles, a finished or missing event says so. POST /sandbox/tick moves the world on
// and POST /sandbox/feed-alert raises and lifts an alert (docs/api.md).

// The world is shared by every test of the run: these tests move it on and raise alerts,
// so they take turns (the finished-event test, which plays a match out, comes last), and
// the run keeps them for the end, after every other spec (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

/** How long a test may move the world before what it waits for must have happened. */
const WORLD_TIMEOUT = 20_000;
const FOOTBALL = 240;
const BASKETBALL = 227;

const app = (page: Page) => page.locator('sportsbook-app');
const eventPage = (page: Page) => app(page).locator('.sb-event-page');
const pad = (value: number | undefined) => String(value ?? 0).padStart(2, '0');
const clockText = (event: ApiEvent) => (event.clock ? `${pad(event.clock.minutes)}:${pad(event.clock.seconds)}` : null);
const minutesOf = (clock: string) => Number(clock.split(':')[0]);
const scoreText = (event: ApiEvent) => (event.scores ? `${event.scores.home}-${event.scores.away}` : null);

async function liveEvents(request: APIRequestContext, sportId: number): Promise<ApiEvent[]> {
  const answer = await request.get(`/xapi/rest/live/events?eventPathIds=${sportId}&eventsPerPage=50`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { events: ApiEvent[] }).events.filter((event) => !event.isFinished && event.clock);
}

async function apiEvent(request: APIRequestContext, id: string): Promise<ApiEvent> {
  const answer = await request.get(`/xapi/rest/events/${id}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ApiEvent;
}

/** Moves the world on: `count` steps of `seconds` (times the sandbox's game speed). */
async function tick(request: APIRequestContext, count: number, seconds: number): Promise<void> {
  expect((await request.post('/sandbox/tick', { data: { count, seconds } })).ok()).toBe(true);
}

async function feedAlert(request: APIRequestContext, feed: string, active: boolean): Promise<void> {
  expect((await request.post('/sandbox/feed-alert', { data: { feed, active, ticks: 1000 } })).ok()).toBe(true);
}

/** The live football event with the most match left to play (so it does not end mid-test). */
async function earlyLiveFootball(request: APIRequestContext): Promise<ApiEvent> {
  const events = (await liveEvents(request, FOOTBALL)).filter((event) => event.markets.some((market) => market.status === 'open' && !market.playerName));
  expect(events.length).toBeGreaterThan(0);
  return events.sort((a, b) => a.clock!.minutes - b.clock!.minutes)[0]!;
}

async function openEvent(page: Page, event: { slug: string; description: string }, live: boolean): Promise<void> {
  await page.goto(`/en/${live ? 'live' : 'events'}/${event.slug}`);
  await expect(app(page).getByRole('heading', { level: 1, name: event.description })).toBeVisible();
}

/** The price buttons of the page's market groups (player props are folded away). */
const prices = (page: Page) => eventPage(page).locator('button.sb-price');

/** The price button of one outcome: in its market's group, named by the outcome. */
function priceOf(page: Page, market: ApiMarket, outcome: ApiOutcome): Locator {
  return eventPage(page)
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(market.description)}( Suspended)?$`) })
    .getByRole('button', { name: priceButtonName(outcome.description) });
}

interface PriceMoveLog {
  __priceMoves: WeakMap<Element, { from: string; to: string; move: string }[]>;
}

/**
 * Records, per price button, each change of its text with the flash it got: a poll sees
 * only the latest state, and a price may move twice between two looks.
 */
async function recordPriceMoves(page: Page): Promise<void> {
  await eventPage(page).evaluate((root) => {
    const moves = new WeakMap<Element, { from: string; to: string; move: string }[]>();
    const shown = new WeakMap<Element, string>();
    for (const button of root.querySelectorAll('button.sb-price')) shown.set(button, button.textContent ?? '');
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const button = target?.closest('button.sb-price');
        const text = button?.textContent ?? '';
        if (!button || text === shown.get(button)) continue;
        const from = shown.get(button) ?? '';
        shown.set(button, text);
        // A price appearing or going away (–) does not flash.
        if (Number.isNaN(Number(from)) || Number.isNaN(Number(text))) continue;
        moves.set(button, [...(moves.get(button) ?? []), { from, to: text, move: button.getAttribute('data-move') ?? '' }]);
      }
    }).observe(root, { subtree: true, characterData: true, attributes: true, attributeFilter: ['data-version'] });
    (window as unknown as PriceMoveLog).__priceMoves = moves;
  });
}

/** What the page's header shows: clock and "home-away" score. */
async function shownState(page: Page): Promise<{ clock: string | null; score: string | null }> {
  const header = eventPage(page).locator('.sb-event-header');
  const clock = await header.locator('.sb-event-header__clock').textContent();
  const score = await header.locator('.sb-event-header__score dd').allTextContents();
  return { clock, score: score.length === 2 ? score.join('-') : null };
}

test.describe('live event page at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('shows the clock and score of a live football event and follows the world as it moves', async ({ page, request }, testInfo) => {
    const errors = collectPageErrors(page);
    const event = await earlyLiveFootball(request);
    await openEvent(page, event, true);
    await expect(eventPage(page).locator('.sb-event-header__badge')).toHaveText('Live');

    // What the page shows is what the operator says (both move every second: compare together).
    const agrees = async () => {
      const [shown, now] = await Promise.all([shownState(page), apiEvent(request, event.id)]);
      return shown.clock === clockText(now) && shown.score === scoreText(now) ? shown : null;
    };
    await expect.poll(agrees, { timeout: WORLD_TIMEOUT }).not.toBeNull();
    const before = (await shownState(page)).clock!;

    // Each step is half a minute of real time, five match minutes at the sandbox's game speed.
    let after: string | null = null;
    await expect
      .poll(
        async () => {
          await tick(request, 1, 30);
          after = (await agrees())?.clock ?? null;
          return after !== null && after !== before;
        },
        { timeout: WORLD_TIMEOUT },
      )
      .toBe(true);
    expect(minutesOf(after!)).toBeGreaterThan(minutesOf(before));
    await expect(eventPage(page).getByLabel(`Match time ${after!}`)).toBeVisible();
    await keepScreenshot(page, testInfo, 'event-live-desktop');
    expect(errors).toEqual([]);
  });

  test('a basketball score change reaches the screen', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    // The game with the most left to play: one picked near its end (the world has run for
    // minutes when this project starts) can finish before its score moves on screen.
    const [event] = (await liveEvents(request, BASKETBALL)).sort((a, b) => a.clock!.minutes - b.clock!.minutes);
    expect(event).toBeDefined();
    await openEvent(page, event!, true);
    const score = eventPage(page).getByRole('group', { name: 'Score' });
    await expect(score).toBeVisible();
    const before = (await shownState(page)).score;
    await expect
      .poll(
        async () => {
          await tick(request, 1, 5);
          const [shown, now] = await Promise.all([shownState(page), apiEvent(request, event!.id)]);
          return shown.score === scoreText(now) && shown.score !== before;
        },
        { timeout: WORLD_TIMEOUT },
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });

  test('a price change shows the new price and flashes up or down', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const event = await earlyLiveFootball(request);
    await openEvent(page, event, true);
    await expect(prices(page).first()).toBeVisible();
    await recordPriceMoves(page);
    // The markets the page's chosen tab shows (a top match has more in its other tabs, issue 23).
    const shownNames = new Set(await eventPage(page).locator('.sb-event-market__name').allTextContents());
    const shownMarkets = (await apiEvent(request, event.id)).markets.filter((market) => !market.playerName && shownNames.has(market.description));
    const started = new Map(shownMarkets.flatMap((market) => market.outcomes.map((outcome) => [outcome.id, outcome.consolidatedPrice.currentPrice.decimal] as const)));

    // Tick until the operator moves a price the page shows.
    let changed: { market: ApiMarket; outcome: ApiOutcome } | undefined;
    await expect
      .poll(
        async () => {
          await tick(request, 1, 5);
          const now = await apiEvent(request, event.id);
          for (const market of now.markets.filter((candidate) => !candidate.playerName && shownNames.has(candidate.description) && candidate.status === 'open')) {
            const outcome = market.outcomes.find((candidate) => !candidate.hidden && started.has(candidate.id) && started.get(candidate.id) !== candidate.consolidatedPrice.currentPrice.decimal);
            if (outcome) changed = { market, outcome };
          }
          return changed !== undefined;
        },
        { timeout: WORLD_TIMEOUT },
      )
      .toBe(true);

    const { market, outcome } = changed!;
    const button = priceOf(page, market, outcome);
    const startText = started.get(outcome.id)!.toFixed(2);
    // The page shows the operator's current price (it may move again meanwhile: compare together).
    await expect
      .poll(
        async () => {
          const [text, now] = await Promise.all([button.textContent(), apiEvent(request, event.id)]);
          const current = now.markets.find((candidate) => candidate.id === market.id)?.outcomes.find((candidate) => candidate.id === outcome.id);
          return text !== startText && text === current?.consolidatedPrice.currentPrice.decimal.toFixed(2);
        },
        { timeout: WORLD_TIMEOUT },
      )
      .toBe(true);
    // A move's name alternates with its `-again` twin, so the same move twice flashes twice (OutcomePrice).
    await expect(button).toHaveAttribute('data-move', /^(up|down)(-again)?$/);
    // Every change the button showed flashed the way the price went.
    const moves = await button.evaluate((element) => (window as unknown as PriceMoveLog).__priceMoves.get(element) ?? []);
    expect(moves.length).toBeGreaterThan(0);
    for (const { from, to, move } of moves) expect(move.replace(/-again$/, '')).toBe(Number(to) > Number(from) ? 'up' : 'down');
    expect(errors).toEqual([]);
  });

  test("a feed alert locks the event's prices and lifting it unlocks them", async ({ page, request }, testInfo) => {
    const errors = collectPageErrors(page);
    const event = await earlyLiveFootball(request);
    const feed = event.feedCode.slice(0, 2);
    await openEvent(page, event, true);
    await expect(prices(page).first()).toBeVisible();
    // The world raises alerts of its own now and then: wait for a moment with open prices.
    await expect.poll(() => eventPage(page).locator('button.sb-price:enabled').count(), { timeout: WORLD_TIMEOUT }).toBeGreaterThan(0);

    await feedAlert(request, feed, true);
    try {
      await expect(eventPage(page).locator('button.sb-price:enabled')).toHaveCount(0);
      const count = await prices(page).count();
      await expect(eventPage(page).locator('button.sb-price[data-locked="true"]')).not.toHaveCount(0);
      for (let index = 0; index < count; index += 1) await expect(prices(page).nth(index)).toBeDisabled();
      await expect(eventPage(page).locator('fieldset:not([disabled])')).toHaveCount(0);
      await keepScreenshot(page, testInfo, 'event-feed-alert-desktop');
    } finally {
      await feedAlert(request, feed, false);
    }
    await expect.poll(() => eventPage(page).locator('button.sb-price:enabled').count(), { timeout: WORLD_TIMEOUT }).toBeGreaterThan(0);
    const open = eventPage(page).locator('button.sb-price:enabled').first();
    await expect(open).not.toHaveAttribute('data-locked', 'true');
    await expect(open).not.toHaveAttribute('aria-label', /, locked$/);
    expect(errors).toEqual([]);
  });

  test('a price adds a selection and a second click removes it; the betslip counts', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const answer = await request.get(`/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=${FOOTBALL}&eventsPerPage=1`);
    const event = ((await answer.json()) as { events: ApiEvent[] }).events[0]!;
    await openEvent(page, event, false);
    const betslip = app(page).locator('.sb-betslip');
    // The collapsed and the open slip are both mounted, one hidden (docs/betslip.md): the count shown.
    const count = betslip.locator('.sb-badge').filter({ visible: true });
    await expect(count).toHaveText('0');

    await expect(prices(page).first()).toBeVisible();
    // By position: the name carries the price, which may drift while the test runs.
    const index = await prices(page).evaluateAll((buttons) => buttons.findIndex((button) => !(button as HTMLButtonElement).disabled));
    expect(index).toBeGreaterThanOrEqual(0);
    const chosen = prices(page).nth(index);
    await expect(chosen).toHaveAttribute('aria-pressed', 'false');
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText('1');
    await expect(eventPage(page).locator('button.sb-price[aria-pressed="true"]')).toHaveCount(1);

    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-pressed', 'false');
    await expect(eventPage(page).locator('button.sb-price[aria-pressed="true"]')).toHaveCount(0);
    await expect(count).toHaveText('0');
    expect(errors).toEqual([]);
  });

  test('no serious axe violations on a live and a prematch event page', async ({ page, request }, testInfo) => {
    const errors = collectPageErrors(page);
    await openEvent(page, await earlyLiveFootball(request), true);
    await expect(prices(page).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const answer = await request.get(`/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=${FOOTBALL}&eventsPerPage=1`);
    await openEvent(page, ((await answer.json()) as { events: ApiEvent[] }).events[0]!, false);
    await expect(prices(page).first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'event-prematch-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a missing event says so', async ({ page }) => {
    const errors = collectPageErrors(page);
    const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === '/xapi/rest/events/999999');
    await page.goto('/en/events/999999-nobody-v-nobody');
    expect((await lookup).status()).toBe(404);
    await expect(app(page).getByRole('alert')).toHaveText('No events were found for this event path');
    await expect(app(page).getByRole('heading', { level: 1 })).toHaveText('Event not found');
    // Chromium itself logs the failed request; the sportsbook adds nothing to it.
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  test('a live event that ends on screen says it is finished', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    // One near its end, so a few big steps play it out, but not so near that the moving world
    // ends it before its page has shown its prices (a fresh-clone CI met that at the very end).
    const events = (await liveEvents(request, FOOTBALL)).sort((a, b) => b.clock!.minutes - a.clock!.minutes);
    const event = events.find((candidate) => candidate.clock!.minutes <= 75) ?? events.at(-1)!;
    await openEvent(page, event, true);
    await expect(prices(page).first()).toBeVisible();
    await expect
      .poll(
        async () => {
          await tick(request, 1, 60);
          return (await apiEvent(request, event.id)).isFinished;
        },
        { timeout: WORLD_TIMEOUT },
      )
      .toBe(true);
    await expect(eventPage(page).getByRole('status')).toHaveText('Event is Finished');
    await expect(prices(page)).toHaveCount(0);
    await expect(eventPage(page).locator('.sb-event-header__badge')).toHaveCount(0);
    // Over, not "Starts ..." again (END_OF_EVENT once sent the header back to the start time).
    await expect(eventPage(page).locator('.sb-event-header__status')).toHaveText('Finished');
    await expect(eventPage(page).locator('.sb-event-header')).not.toContainText('Starts');
    expect(errors).toEqual([]);
  });
});

test.describe('event page at 375 px', fullRunOnly(), () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('no serious axe violations on a live and a prematch event page; nothing overflows', async ({ page, request }, testInfo) => {
    const errors = collectPageErrors(page);
    await openEvent(page, await earlyLiveFootball(request), true);
    await expect(prices(page).first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'event-live-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const answer = await request.get(`/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=${FOOTBALL}&eventsPerPage=1`);
    await openEvent(page, ((await answer.json()) as { events: ApiEvent[] }).events[0]!, false);
    await expect(prices(page).first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'event-prematch-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
