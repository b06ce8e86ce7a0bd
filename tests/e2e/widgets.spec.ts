import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { cspViolations, recordCspViolations, recordSportsbookEvents, sportsbookEvents } from './hostPage';
import { API_ORIGIN, HOST_ORIGIN, SDK_ORIGIN, hostUrl } from './origins';
import { collectPageErrors } from './pageErrors';
import { elementDefined } from './reactTookOver';
import { openSelection, prematchFootballPick, priceButtonName } from './sandboxApi';
import { fullRunOnly } from './fullRun';

// The widgets (docs/widgets.md), each alone on a casino page (demo/widgets.html?only=<tag>)
// with a <sportsbook-betslip> in the sidebar and no <sportsbook-app>. Three origins, as an
// operator runs it: the page on localhost, the SDK's files and the API each on 127.0.0.1
// with a port of their own. A price pressed in a widget must be on that page's betslip,
// the one runtime every element shares.

type WidgetTag = 'sportsbook-event' | 'sportsbook-live-now' | 'sportsbook-top-events' | 'sportsbook-search';

const betslip = (page: Page) => page.locator('sportsbook-betslip');

/** The betslip's list of selections, opened from its toggle when a pick did not open it. */
async function slipSelections(page: Page): Promise<Locator> {
  const region = betslip(page).getByRole('region', { name: /^Betslip/ });
  if (!(await region.isVisible())) await betslip(page).getByRole('button', { name: /betslip/i }).first().click();
  await expect(region).toBeVisible();
  return region.getByRole('listitem');
}

/** Every request the page made, by origin: the three-origin shape must hold for widgets too. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The widget chunks the page downloaded, by name. */
const widgetChunks = (urls: readonly string[]) =>
  ['eventWidgetFeature', 'liveNowWidgetFeature', 'topEventsWidgetFeature', 'searchWidgetFeature'].filter((chunk) => urls.some((url) => url.startsWith(`${SDK_ORIGIN}/chunks/${chunk}-`)));

const CHUNK_OF: Record<WidgetTag, string> = {
  'sportsbook-event': 'eventWidgetFeature',
  'sportsbook-live-now': 'liveNowWidgetFeature',
  'sportsbook-top-events': 'topEventsWidgetFeature',
  'sportsbook-search': 'searchWidgetFeature',
};

async function openAlone(page: Page, tag: WidgetTag, extra: Record<string, string> = {}): Promise<string[]> {
  await recordCspViolations(page);
  await recordSportsbookEvents(page, ['sportsbook-navigate', 'sportsbook-betslip-change']);
  const urls = recordRequests(page);
  await page.goto(hostUrl(`/demo/widgets.html?${new URLSearchParams({ only: tag, ...extra })}`));
  await elementDefined(page, tag);
  return urls;
}

/** Presses a widget's price and checks that the page's betslip lists the same selection. */
async function pickShowsOnSlip(page: Page, widget: Locator): Promise<void> {
  const price = widget.locator('button.sb-price:not([disabled])').first();
  await expect(price).toBeVisible({ timeout: 15_000 });
  // The button is named by the outcome's name, then its own price text (aria-labelledby="<name> <button>").
  const [nameId] = (await price.getAttribute('aria-labelledby'))!.split(' ');
  const outcomeName = (await widget.evaluate((element, id) => element.shadowRoot!.getElementById(id)?.textContent ?? '', nameId!)).trim();
  expect(outcomeName).not.toBe('');
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  const rows = await slipSelections(page);
  await expect(rows.filter({ hasText: outcomeName })).toHaveCount(1);
  // The host heard the slip change from the one runtime (its detail names the outcome ids).
  await expect.poll(async () => (await sportsbookEvents(page, 'sportsbook-betslip-change')).at(-1)?.detail?.count ?? 0).toBe(1);
}

/** The page's requests went to the three origins: its own pages, the SDK's files, the API. */
function expectThreeOrigins(urls: readonly string[]): void {
  const origins = new Set(urls.filter((url) => url.startsWith('http')).map((url) => new URL(url).origin));
  expect([...origins].sort()).toEqual([API_ORIGIN, HOST_ORIGIN, SDK_ORIGIN].sort());
}

test.describe('each widget alone on a casino page, three origins', () => {
  // axe goes in as an inline script, which the page's strict CSP forbids; the CSP is checked separately below.
  test.use({ bypassCSP: true });

  test('<sportsbook-event>: the card of the given event, a price pressed lands on the betslip, and the price moves with the feed', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    // A live match: its card has the scoreboard and the clock, and the feed moves its prices.
    const pick = await openSelection(request, '/xapi/rest/events?periodType=IN_RUNNING&eventPathIds=240&eventsPerPage=40', { accept: (_event, market) => market.outcomes.length === 3 });
    const urls = await openAlone(page, 'sportsbook-event', { event: pick.event.id });
    const widget = page.locator('sportsbook-event');
    const card = widget.getByRole('article', { name: pick.event.description });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toHaveAttribute('data-live', 'true');
    await pickShowsOnSlip(page, widget);

    // The operator moves a price the card shows: the widget's button shows it and flashes up,
    // as in the app. Held there (POST /sandbox/price), so the living world cannot move it back
    // before the look; let go afterwards.
    const button = widget.getByRole('button', { name: priceButtonName(pick.outcome.description) });
    await expect(button).toBeVisible();
    const raised = Math.round((pick.outcome.consolidatedPrice.currentPrice.decimal + 0.5) * 100) / 100;
    const held = await request.post('/sandbox/price', { data: { outcomeId: pick.outcome.id, hold: true, decimal: raised, publish: true } });
    try {
      expect(held.ok(), await held.text()).toBe(true);
      // Another spec may hold this outcome already: the sandbox then answers with its price.
      const shown = ((await held.json()) as { decimal: number }).decimal;
      await expect(button).toContainText(shown.toFixed(2), { timeout: 15_000 });
      if (shown > pick.outcome.consolidatedPrice.currentPrice.decimal) await expect(button).toHaveAttribute('data-move', /^up(-again)?$/);
    } finally {
      await request.post('/sandbox/price', { data: { outcomeId: pick.outcome.id, hold: false } });
    }

    expect(widgetChunks(urls)).toEqual([CHUNK_OF['sportsbook-event']]);
    expectThreeOrigins(urls);
    expect(await seriousAxeViolations(page, ['sportsbook-event', 'sportsbook-betslip'])).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const tag of ['sportsbook-live-now', 'sportsbook-top-events'] as const) {
    test(`<${tag}>: its cards, and a price pressed in one lands on the page's betslip`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const urls = await openAlone(page, tag, { max: '3', sport: 'FOOT' });
      const widget = page.locator(tag);
      const lists = widget.locator('ul.sb-event-list');
      await expect(lists.first()).toBeVisible({ timeout: 15_000 });
      for (const list of await lists.all()) expect(await list.locator(':scope > li').count()).toBeLessThanOrEqual(3);
      await pickShowsOnSlip(page, widget);
      expect(widgetChunks(urls)).toEqual([CHUNK_OF[tag]]);
      expectThreeOrigins(urls);
      expect(await seriousAxeViolations(page, [tag, 'sportsbook-betslip'])).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('<sportsbook-search> alone: a followed result is a sportsbook-navigate the host handles, with the event path', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const pick = await prematchFootballPick(request, 12);
    const urls = await openAlone(page, 'sportsbook-search');
    const field = page.locator('sportsbook-search').getByRole('combobox', { name: 'Search events, teams and leagues' });
    await field.fill(pick.event.description.split(/ v(?:s\.?)? /)[0]!);
    const option = page.locator('sportsbook-search').getByRole('option', { name: new RegExp(pick.event.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
    await expect(option).toBeVisible({ timeout: 15_000 });
    const href = await option.getAttribute('href');
    await field.press('ArrowDown');
    // Down to the event's own option (teams and leagues may come first).
    while ((await field.getAttribute('aria-activedescendant')) !== (await option.getAttribute('id'))) await field.press('ArrowDown');
    await field.press('Enter');
    // The host page's own handler lists what it heard (demo/widgets.js).
    await expect(page.getByRole('list', { name: 'Sportsbook navigation events' }).getByRole('listitem').last()).toHaveText(href!);
    const navigations = await sportsbookEvents(page, 'sportsbook-navigate');
    expect(navigations.at(-1)!.detail).toEqual({ path: href, previousPath: expect.stringMatching(/^\/en\//) });
    expect(widgetChunks(urls)).toEqual([CHUNK_OF['sportsbook-search']]);
    expectThreeOrigins(urls);
    expect(await seriousAxeViolations(page, ['sportsbook-search'])).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('<sportsbook-search> beside <sportsbook-app>: a result opens the event in the app, and a pick there lands on <sportsbook-betslip>', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const pick = await prematchFootballPick(request, 13);
    await openAlone(page, 'sportsbook-search', { app: '1' });
    const field = page.locator('sportsbook-search').getByRole('combobox', { name: 'Search events, teams and leagues' });
    await field.fill(pick.event.description.split(/ v(?:s\.?)? /)[0]!);
    const option = page.locator('sportsbook-search').getByRole('option', { name: new RegExp(pick.event.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
    await option.click();
    const app = page.locator('sportsbook-app');
    await expect(app.getByRole('heading', { level: 1, name: pick.event.description })).toBeVisible({ timeout: 15_000 });
    // The first open price of the outcome: a market the sandbox has suspended shows its price locked (disabled).
    await app.getByRole('button', { name: priceButtonName(pick.outcome.description), disabled: false }).first().click();
    await expect((await slipSelections(page)).filter({ hasText: pick.outcome.description })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  for (const tag of ['sportsbook-event', 'sportsbook-live-now', 'sportsbook-top-events', 'sportsbook-search'] as const) {
    // The gate: the event widget (the widest card); the full run each.
    test(`<${tag}> at 375 px fits the phone without a sideways scroll, axe clean`, fullRunOnly(tag !== 'sportsbook-event'), async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openAlone(page, tag, { max: '2' });
      const shown = { 'sportsbook-event': '.sb-event-card', 'sportsbook-live-now': '.sb-home-section', 'sportsbook-top-events': 'ul.sb-event-list', 'sportsbook-search': '.sb-search__input' }[tag];
      await expect(page.locator(tag).locator(shown).first()).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const box = await page.locator(tag).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      expect(await seriousAxeViolations(page, [tag])).toEqual([]);
    });
  }
});

test('the widgets page keeps its strict Content-Security-Policy', async ({ page }) => {
  // Served under the casino page's policy: scripts only from the page and the SDK's origin.
  const policy = (await page.request.get(hostUrl('/demo/widgets.html'))).headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self' ${SDK_ORIGIN}`);
  await openAlone(page, 'sportsbook-live-now');
  await expect(page.locator('sportsbook-live-now').locator('.sb-home-section')).toBeVisible({ timeout: 15_000 });
  expect(await cspViolations(page)).toEqual([]);
});
