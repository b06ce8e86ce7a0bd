import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { forgetBrandSettings, putBrandSettings } from './brandSettings';
import { collectPageErrors } from './pageErrors';
import { reactTookOver } from './reactTookOver';
import { keepScreenshot } from './screenshots';

// Issue 22, operator settings that must do what they say (docs/settings.md), second part:
// each test puts settings at the sandbox for one brand no other spec opens (jambobet, PUT
// /sandbox/content brandSettings) and checks what the bettor sees on the built standalone
// site. The tests share that brand's settings, so they take turns, and each puts them back.
test.describe.configure({ mode: 'serial' });

const BRAND = 'jambobet';
const app = (page: Page) => page.locator('sportsbook-app');
const slip = (page: Page) => app(page).getByRole('region', { name: /^Betslip \d+$/ });


test.afterEach(async ({ request }) => {
  await forgetBrandSettings(request, BRAND);
});

/** The page's console warnings, for a setting the sportsbook cannot read. */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

test.describe('new_event_card_enabled', () => {
  // A match (the outrights above the fixtures are golf-like fields, which keep the card).
  const firstCard = (page: Page) => app(page).locator('#sb-content article.sb-event-card:not(.sb-event-card--golf)').filter({ has: page.locator('button.sb-price') }).first();
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    expect(found).not.toBeNull();
    return found!;
  };
  /** Where a card's prices sit against its title: beside it (the classic row) or under it (the new card). */
  async function pricesAgainstTitle(card: Locator): Promise<'beside' | 'under'> {
    const title = await box(card.locator('.sb-event-card__title'));
    const markets = await box(card.locator('.sb-event-card__markets'));
    if (markets.x >= title.x + title.width && markets.y < title.y + title.height) return 'beside';
    expect(markets.y).toBeGreaterThanOrEqual(title.y + title.height);
    return 'under';
  }
  const footballList = `/en/sports/240-FOOT?brand=${BRAND}&theme=light`;
  /** The new card is a box (a border on every side, rounded); the classic row is ruled off below only. */
  const drawnAs = (card: Locator) =>
    card.evaluate((element) => {
      const style = getComputedStyle(element);
      return Number.parseFloat(style.borderLeftWidth) > 0 && Number.parseFloat(style.borderTopLeftRadius) > 0 ? 'box' : Number.parseFloat(style.borderBottomWidth) > 0 ? 'ruled row' : 'other';
    });

  test('at 1366 px: off draws each event as a ruled row with its prices beside; on (the default) and an unreadable value keep the boxed card', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors = collectPageErrors(page);
    const warnings = collectWarnings(page);
    await putBrandSettings(page.request, { [BRAND]: { new_event_card_enabled: false } });
    await page.goto(footballList);
    await expect(firstCard(page)).toBeVisible({ timeout: 20_000 });
    expect(await pricesAgainstTitle(firstCard(page))).toBe('beside');
    expect(await drawnAs(firstCard(page))).toBe('ruled row');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await firstCard(page).scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'settings-classic-card-desktop');
    // The classic row bets like the card: a price goes on the slip.
    const price = firstCard(page).locator('button.sb-price:not([disabled])').first();
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    await expect(slip(page).locator('[data-bet-ref]')).toHaveCount(1);

    // Back on: the new card, a box; from 600 px its prices beside the title too (the compact
    // card, docs/events.md "Density").
    await putBrandSettings(page.request, { [BRAND]: { new_event_card_enabled: true } });
    await page.goto(footballList);
    await expect(firstCard(page)).toBeVisible({ timeout: 20_000 });
    expect(await pricesAgainstTitle(firstCard(page))).toBe('beside');
    expect(await drawnAs(firstCard(page))).toBe('box');
    await firstCard(page).scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'settings-new-card-desktop');

    // A value nobody can read: spec 9's default (the new card), and the console says why.
    await putBrandSettings(page.request, { [BRAND]: { new_event_card_enabled: 'nope' } });
    await page.goto(footballList);
    await expect(firstCard(page)).toBeVisible({ timeout: 20_000 });
    expect(await drawnAs(firstCard(page))).toBe('box');
    expect(warnings.filter((warning) => warning.includes('new_event_card_enabled'))).toEqual([
      'Sportsbook: the operator\'s setting new_event_card_enabled is "nope", which is neither true nor false: the sportsbook uses its default (true).',
    ]);
    expect(errors).toEqual([]);
  });

  test('at 375 px: off draws flat rows ruled one from the next on the home page', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const errors = collectPageErrors(page);
    await putBrandSettings(page.request, { [BRAND]: { new_event_card_enabled: false } });
    await page.goto(`/en/?brand=${BRAND}&theme=light`);
    const cards = app(page).locator('article.sb-event-card');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    await reactTookOver(page);
    const looks = (card: Locator) => card.evaluate((element) => {
      const style = getComputedStyle(element);
      return { radius: style.borderTopLeftRadius, top: style.borderTopWidth, bottom: style.borderBottomWidth };
    });
    expect(await looks(cards.first())).toEqual({ radius: '0px', top: '0px', bottom: '1px' });
    // Every card on the page, not only the first: none is left in the new card's box.
    expect(await cards.evaluateAll((all) => all.filter((card) => getComputedStyle(card).borderTopLeftRadius !== '0px').length)).toBe(0);
    // The row fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'settings-classic-card-mobile');

    await putBrandSettings(page.request, { [BRAND]: { new_event_card_enabled: null } });
    await page.goto(`/en/?brand=${BRAND}&theme=light`);
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    // The pre-painted cards (new card only) hand over to React's: the card looked at is React's.
    await reactTookOver(page);
    expect(await looks(cards.first())).toEqual({ radius: '6px', top: '1px', bottom: '1px' });
    expect(errors).toEqual([]);
  });
});

test.describe('bet-builder and jackpot events (bet_builder_enabled)', () => {
  interface ListedEvent {
    id: string;
    clock?: unknown;
    betBuilderEvent?: boolean;
    jackpotId?: string | null;
    eventPaths?: { id: number }[];
  }
  /** Every event the page's own list calls answered with, by id: what the feed says each event is. */
  function recordListedEvents(page: Page): Map<string, ListedEvent> {
    const listed = new Map<string, ListedEvent>();
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.endsWith('/xapi/rest/events') || !response.ok()) return;
      const body = (await response.json().catch(() => null)) as { events?: ListedEvent[] } | null;
      for (const event of body?.events ?? []) listed.set(event.id, event);
    });
    return listed;
  }
  /** The fixtures shown: each card's event id and the kind badges it carries. */
  const shownCards = (page: Page) =>
    app(page)
      .locator('#sb-content li.sb-event-list__item[data-event-id]')
      .evaluateAll((items) => items.map((item) => ({ id: item.getAttribute('data-event-id') ?? '', kinds: [...item.querySelectorAll('[data-badge="bet-builder"], [data-badge="jackpot"]')].map((badge) => badge.getAttribute('data-badge')) })));
  const isBetBuilder = (event: ListedEvent | undefined) => event?.betBuilderEvent === true && !event.clock && !event.jackpotId;

  test('at 1366 px: a prematch bet-builder event says Bet Builder while the setting is on (the default), and nothing when it is off', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors = collectPageErrors(page);
    const listed = recordListedEvents(page);
    await page.goto(`/en/sports/240-FOOT?brand=${BRAND}&theme=light`);
    await expect(app(page).locator('#sb-content [data-badge="bet-builder"]').first()).toBeVisible({ timeout: 20_000 });
    const cards = await shownCards(page);
    // Exactly the feed's bet-builder events carry the badge: no other card, none of them missed.
    expect(cards.filter((card) => isBetBuilder(listed.get(card.id))).length).toBeGreaterThan(0);
    for (const card of cards) expect({ id: card.id, kinds: card.kinds.filter((kind) => kind === 'bet-builder') }).toEqual({ id: card.id, kinds: isBetBuilder(listed.get(card.id)) ? ['bet-builder'] : [] });
    const badge = app(page).locator('#sb-content [data-badge="bet-builder"]').first();
    await expect(badge).toHaveText('Bet Builder');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await badge.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'settings-bet-builder-desktop');

    await putBrandSettings(page.request, { [BRAND]: { bet_builder_enabled: false } });
    listed.clear();
    await page.goto(`/en/sports/240-FOOT?brand=${BRAND}&theme=light`);
    await expect(app(page).locator('#sb-content button.sb-price').first()).toBeVisible({ timeout: 20_000 });
    const cardsOff = await shownCards(page);
    // The same feed still flags bet-builder events; the operator has switched the badge off.
    expect(cardsOff.filter((card) => isBetBuilder(listed.get(card.id))).length).toBeGreaterThan(0);
    expect(await app(page).locator('[data-badge="bet-builder"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('at 375 px: a jackpot leg in a league\'s fixtures says Jackpot, whatever bet_builder_enabled says, and leads to its coupon', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const errors = collectPageErrors(page);
    await putBrandSettings(page.request, { [BRAND]: { bet_builder_enabled: false } });
    // The sandbox's open jackpots: the league of the first one's events.
    const jackpots = (await (await page.request.get('/xapi/rest/jackpotbetweb/active')).json()) as { id: string; name: string; events: ListedEvent[] }[];
    const jackpot = jackpots[0]!;
    const leagueId = jackpot.events[0]!.eventPaths!.at(-1)!.id;
    const listed = recordListedEvents(page);
    await page.goto(`/en/sports/240-FOOT?league=${leagueId}&brand=${BRAND}&theme=light`);
    const jackpotBadge = app(page).locator('#sb-content [data-badge="jackpot"]').first();
    await expect(jackpotBadge).toBeVisible({ timeout: 20_000 });
    const cards = await shownCards(page);
    for (const card of cards) {
      const event = listed.get(card.id);
      expect({ id: card.id, kinds: card.kinds }).toEqual({ id: card.id, kinds: event?.jackpotId ? ['jackpot'] : [] });
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await jackpotBadge.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'settings-jackpot-badge-mobile');
    // The badge is a link to the leg's jackpot coupon.
    const legId = await jackpotBadge.evaluate((badge) => badge.closest('[data-event-id]')?.getAttribute('data-event-id') ?? '');
    const legJackpot = listed.get(legId)!.jackpotId!;
    const link = jackpotBadge.getByRole('link', { name: 'Jackpot: open this jackpot’s coupon' });
    await expect(link).toHaveAttribute('href', `/en/jackpot/sport/${legJackpot}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/en/jackpot/sport/${legJackpot}`));
    const name = jackpots.find((candidate) => candidate.id === legJackpot)!.name;
    await expect(app(page).getByRole('heading', { level: 1 })).toContainText(name, { timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});

test.describe('basketball_race_to_points', () => {
  /** The race-to markets a basketball event's page shows, in page order. */
  const raceToShown = (page: Page) => app(page).locator('.sb-event-market__name').evaluateAll((names) => names.map((name) => name.textContent?.trim() ?? '').filter((text) => /^Race to \d+ Points/.test(text)).map((text) => /^Race to \d+ Points/.exec(text)?.[0]));
  /** A prematch basketball event of the sandbox (race-to markets are offered before the tip-off). */
  async function basketballEvent(request: APIRequestContext): Promise<{ slug: string; markets: { description: string }[] }> {
    const answer = await request.get('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=227&eventsPerPage=5');
    const { events } = (await answer.json()) as { events: { slug: string; markets: { description: string }[] }[] };
    const event = events.find((candidate) => candidate.markets.filter((market) => market.description.startsWith('Race to')).length === 3);
    expect(event).toBeDefined();
    return event!;
  }

  for (const viewport of [
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'mobile', width: 375, height: 740 },
  ]) {
    test(`at ${viewport.width} px: the operator's list picks and orders a basketball event's race-to markets; "none" hides them`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const errors = collectPageErrors(page);
      const warnings = collectWarnings(page);
      const event = await basketballEvent(page.request);
      const open = async () => {
        await page.goto(`/en/events/${event.slug}?brand=${BRAND}&theme=light`);
        await expect(app(page).locator('.sb-event-market__name').first()).toBeVisible({ timeout: 20_000 });
      };
      // Spec 9's three, 10 first, by default.
      await open();
      await expect.poll(() => raceToShown(page)).toEqual(['Race to 10 Points', 'Race to 15 Points', 'Race to 20 Points']);

      await putBrandSettings(page.request, { [BRAND]: { basketball_race_to_points: [20, 10, 25] } });
      await open();
      await expect.poll(() => raceToShown(page)).toEqual(['Race to 20 Points', 'Race to 10 Points']);
      // The unknown 25 is left out, and the console says so.
      expect(warnings.filter((warning) => warning.includes('basketball_race_to_points'))).toEqual(['Sportsbook: the operator\'s setting basketball_race_to_points is [20,10,25], which names 25, not race-to points the sportsbook knows (10, 15, 20): left out.']);
      const first = app(page).locator('.sb-event-market', { has: page.locator('.sb-event-market__name', { hasText: 'Race to 20 Points' }) });
      await first.scrollIntoViewIfNeeded();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `settings-race-to-${viewport.name}`);

      await putBrandSettings(page.request, { [BRAND]: { basketball_race_to_points: 'none' } });
      await open();
      // The event's other markets are still there; no race-to market is.
      await expect(app(page).locator('.sb-event-market').first()).toBeVisible();
      expect(await raceToShown(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
