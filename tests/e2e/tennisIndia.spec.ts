import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';

// Issue 22, "the tennis-india market order" (spec 1: tennis india is one of the sports with a
// special market order; docs/core.md gives the order). The sandbox's India Tennis Premier
// League (league 9001) sends its matches as 'TENN-india'; every other tennis match is 'TENN'.
// The same markets, the same operator order: plain tennis shows the match, then a group of
// sets; tennis india one list in play order, the sets right after the match winner.

const app = (page: Page) => page.locator('sportsbook-app');
const TENNIS_INDIA_LEAGUE = 9001;
const TENNIS = 239;

interface TennisEvent {
  slug: string;
  sportCode: string;
  markets: { description: string }[];
}

async function prematchTennis(request: APIRequestContext, pathId: number, sportCode: string): Promise<TennisEvent> {
  const answer = await request.get(`/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=${pathId}&eventsPerPage=50&marketFilter=GAME`);
  expect(answer.ok()).toBe(true);
  const { events } = (await answer.json()) as { events: TennisEvent[] };
  // Three set winners: a match the page can show in both orders (none of them closed yet).
  const event = events.find((candidate) => candidate.sportCode === sportCode && candidate.markets.filter((market) => /^Set \d Winner$/.test(market.description)).length === 3);
  expect(event, `a prematch ${sportCode} match with three set markets`).toBeDefined();
  return event!;
}

/** Each market group the event page shows: its title and its markets' names, in page order. */
const shownGroups = (page: Page) =>
  app(page)
    .locator('.sb-market-group')
    .evaluateAll((sections) => sections.map((section) => [section.getAttribute('aria-label'), Array.from(section.querySelectorAll('.sb-event-market__name'), (name) => name.textContent?.trim() ?? '')]));

const isSetMarket = (description: string) => /^Set \d Winner$/.test(description);

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px: a tennis india match lists its sets after the match winner, in play order; plain tennis keeps a Set group`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const errors = collectPageErrors(page);
    const plain = await prematchTennis(page.request, TENNIS, 'TENN');
    const india = await prematchTennis(page.request, TENNIS_INDIA_LEAGUE, 'TENN-india');
    // The same markets in the same operator order for both: only the variant differs.
    expect(india.markets.map((market) => market.description.replace(/[+-]?\d+\.\d/g, 'x'))).toEqual(plain.markets.map((market) => market.description.replace(/[+-]?\d+\.\d/g, 'x')));

    await page.goto(`/en/events/${plain.slug}?brand=wicket&theme=light`);
    await expect(app(page).locator('.sb-event-market__name').first()).toBeVisible({ timeout: 20_000 });
    const plainMatch = plain.markets.map((market) => market.description).filter((description) => !isSetMarket(description));
    await expect.poll(() => shownGroups(page)).toEqual([
      ['Match', plainMatch],
      ['Sets', ['Set 1 Winner', 'Set 2 Winner', 'Set 3 Winner']],
    ]);

    await page.goto(`/en/events/${india.slug}?brand=wicket&theme=light`);
    await expect(app(page).locator('.sb-event-market__name').first()).toBeVisible({ timeout: 20_000 });
    const [winner, ...others] = india.markets.map((market) => market.description).filter((description) => !isSetMarket(description));
    expect(winner).toBe('Match Winner');
    await expect.poll(() => shownGroups(page)).toEqual([['Match', [winner, 'Set 1 Winner', 'Set 2 Winner', 'Set 3 Winner', ...others]]]);
    await keepScreenshot(page, testInfo, `tennis-india-${viewport.name}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
