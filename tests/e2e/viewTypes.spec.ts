import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { asianMarketIds } from '../../src/core/catalogue/couponLayout';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import type { ApiEvent, ApiMarket } from './sandboxApi';
import { keepScreenshot } from './screenshots';
import { revealCard } from './windowedList';

// View types against the real sandbox (docs/events.md "View types"): the euro market picker
// of the live page, the switch to asian handicap lines, and the choice surviving a reload.

const app = (page: Page) => page.locator('sportsbook-app');
const list = (page: Page) => app(page).getByRole('list', { name: 'Football' });
const firstCard = (page: Page) => list(page).getByRole('article').first();
const cardOf = (page: Page, event: ApiEvent) => list(page).getByRole('article', { name: event.description, exact: true });

/**
 * A live football match that has its whole-match handicap and over/under open right now,
 * read from the API. Not simply the first card: a match with more goals than the total's
 * line has had its over/under settled, and the world's first match may well have. Of those,
 * the one with the fewest goals, so a goal during the test is the least likely to settle it.
 */
async function liveMatchWithAsianLines(request: APIRequestContext): Promise<ApiEvent> {
  const answer = await request.get('/xapi/rest/events?periodType=IN_RUNNING&eventPathIds=240&eventsPerPage=50&includeMarkets=true');
  expect(answer.ok()).toBe(true);
  type Market = ApiMarket & { instance?: number | null; period?: { periodType: { id: number } } };
  const { events } = (await answer.json()) as { events: Array<Omit<ApiEvent, 'markets'> & { markets: Market[] }> };
  const goals = (event: Pick<ApiEvent, 'scores'>) => Number(event.scores?.home ?? 0) + Number(event.scores?.away ?? 0);
  const withLines = events.filter((event) => {
    const open = event.markets.filter((market) => market.status === 'open');
    return asianMarketIds(event.sportCode, open.map((market) => ({ id: market.id, marketTypeId: market.marketTypeId, periodTypeId: market.period?.periodType.id ?? null, instance: market.instance ?? null }))).length === 2;
  });
  const [match] = withLines.sort((a, b) => goals(a) - goals(b));
  if (!match) throw new Error(`None of the ${events.length} live football matches has an open whole-match handicap and over/under right now.`);
  return match;
}
/** A signed handicap line ("-0.5", "+1.5", "0") and a total ("O 2.5"). */
const HANDICAP_LINE = /^([+-]\d+(\.\d+)?|0)$/;
const OVER_LINE = /^O \d+(\.\d+)?$/;

async function expectAsianCard(page: Page, event: ApiEvent) {
  const card = cardOf(page, event);
  await expect(card.getByRole('group', { name: 'Handicap' })).toBeVisible();
  await expect(card.getByRole('group', { name: 'Over/Under' })).toBeVisible();
  await expect(card.locator('.sb-market__line').first()).toHaveText(HANDICAP_LINE);
  await expect(card.getByRole('group', { name: 'Over/Under' }).locator('.sb-market__line').first()).toHaveText(OVER_LINE);
}

test.describe('view types at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('euro picks another market for the live list; asian shows handicap lines and stays after a reload', async ({ page, request }, testInfo) => {
    const errors = collectPageErrors(page);
    const match = await liveMatchWithAsianLines(request);
    await page.goto('/en/live/sport/240-FOOT');
    await expect(firstCard(page)).toBeVisible();
    const layout = app(page).getByLabel('Layout');
    await expect(layout).toHaveValue('euro');
    // The live list is windowed: scroll to the match's card as a bettor would.
    await revealCard(list(page), match.id);
    await expect(cardOf(page, match)).toBeVisible();
    await expect(firstCard(page).getByRole('group', { name: 'Handicap' })).toHaveCount(0);
    await expect(cardOf(page, match).getByRole('group', { name: 'Handicap' })).toHaveCount(0);

    const picker = app(page).getByLabel('Market');
    await picker.selectOption({ label: 'Full time: Over/Under' });
    await expect(cardOf(page, match).getByRole('group', { name: /^Total / })).toBeVisible();
    await keepScreenshot(page, testInfo, 'view-types-euro-market-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await layout.selectOption('asian');
    await expect(picker).toHaveCount(0);
    // Asian cards are taller: the windowed list may have let the match's card go, the
    // scroll position staying where it was. Scrolled to again, as a bettor would.
    await revealCard(list(page), match.id);
    await expectAsianCard(page, match);
    await keepScreenshot(page, testInfo, 'view-types-asian-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await expect(app(page).getByLabel('Layout')).toHaveValue('asian');
    await revealCard(list(page), match.id);
    await expectAsianCard(page, match);
    expect(errors).toEqual([]);
  });
});

test.describe('view types at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu drawer switches to asian; the live cards show their lines, also after a reload', async ({ page, request }, testInfo) => {
    const errors = collectPageErrors(page);
    const match = await liveMatchWithAsianLines(request);
    await page.goto('/en/live/sport/240-FOOT');
    await expect(firstCard(page)).toBeVisible();
    await app(page).getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = app(page).getByRole('dialog', { name: 'Menu' });
    await menu.getByLabel('Layout').selectOption('asian');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await revealCard(list(page), match.id);
    await expectAsianCard(page, match);
    // The two markets fit the phone's card: nothing scrolls sideways.
    expect(await cardOf(page, match).evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
    await keepScreenshot(page, testInfo, 'view-types-asian-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await expect(firstCard(page)).toBeVisible();
    await revealCard(list(page), match.id);
    await expectAsianCard(page, match);
    expect(errors).toEqual([]);
  });
});
