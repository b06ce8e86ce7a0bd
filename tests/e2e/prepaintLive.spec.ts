import { expect, test, type Page, type Response } from '@playwright/test';
import { formatOdds } from '../../src/core/odds/formatOdds';
import { PREPAINT_LIVE_PAGES } from './prepaintPages';
import { openSlipAfterPick } from './slipBar';
import { fullRunOnly } from './fullRun';

/**
 * The live list's first paint before React (elements/prepaint/prepaintLive.ts,
 * docs/performance.md "First paint before React", "The live list") in a real browser, with
 * React's code held back: the first cards drawn from the feed's snapshot with core's
 * formatter, named as React names them, a press kept and landing on the slip, and no card
 * moving at the hand-over, at a phone's and a desktop's width. In the world-movers project
 * with the world frozen: the sandbox's live matches end within seconds, and a match that
 * ends between the pre-paint's snapshot and React's would rightly leave React's list.
 */
test.beforeAll(async ({ request }) => {
  expect((await request.post('/sandbox/feed', { data: { frozen: true } })).ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  expect((await request.post('/sandbox/feed', { data: { frozen: false } })).ok()).toBe(true);
});

/** The modules that start React: the loader's and the site's entries. Held until the test lets them go. */
const REACT_ENTRIES = /\/(script-tag|sportsbook)\.js$/;

async function holdReact(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(REACT_ENTRIES, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** In the frame that paints the hand-over, where each card of the list is (React's: the pre-paint's are gone). */
function recordCardsAtHandOver(): void {
  const mark = performance.mark.bind(performance);
  performance.mark = (name: string, options?: PerformanceMarkOptions) => {
    const entry = mark(name, options);
    if (name === 'sportsbook-prepaint-handover')
      requestAnimationFrame(() => {
        const cards: Record<string, { x: number; y: number; height: number }> = {};
        for (const item of document.querySelector('sportsbook-app')?.shadowRoot?.querySelectorAll<HTMLElement>('.sb-event-list__item[data-event-id]') ?? []) {
          const box = item.getBoundingClientRect();
          if (item.getClientRects().length > 0) cards[item.dataset.eventId!] = { x: box.x, y: box.y, height: box.height };
        }
        Object.assign(window, { __sbHandOverCards: cards });
      });
    return entry;
  };
}

/** Every outcome's decimal price in the live snapshots the page received, the latest winning. */
function recordSnapshots(page: Page): Map<string, number> {
  const prices = new Map<string, number>();
  page.on('response', (response: Response) => {
    if (!/\/xapi\/rest\/live\/snapshot\?/.test(response.url())) return;
    void response.json().then((body: { events: { markets?: { outcomes: { id: string; consolidatedPrice: { currentPrice: { decimal: number } } }[] }[] }[] }) => {
      for (const event of body.events) for (const market of event.markets ?? []) for (const outcome of market.outcomes) prices.set(outcome.id, outcome.consolidatedPrice.currentPrice.decimal);
    });
  });
  return prices;
}

for (const { name, address, slip } of PREPAINT_LIVE_PAGES) {
  for (const width of [375, 1366]) {
    // The gate: the phone, where a card moved at the hand-over costs most; the full run the desktop too.
    test(`${name} at ${width} px: live odds drawn before React, named as React names them, a press kept for the slip, no card moved at the hand-over`, fullRunOnly(width === 1366), async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(recordCardsAtHandOver);
      const release = await holdReact(page);
      const answered = recordSnapshots(page);
      await page.goto(address);

      const app = page.locator('sportsbook-app');
      const prepainted = app.locator('button.sb-price[data-prepaint-outcome]');
      await expect(prepainted.first()).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => customElements.get('sportsbook-app') === undefined)).toBe(true);

      // The page as React heads it: its heading, the tabs (All current), the list named by the title.
      await expect(app.getByRole('heading', { level: 1, name: 'Live betting' })).toHaveCount(1);
      await expect(app.getByRole('navigation', { name: 'Live sports' })).toContainText('All');
      const list = app.getByRole('list', { name: 'Live betting' });
      await expect(list).toHaveCount(1);
      // The filter's variant is the viewport's (desktop from 1024 px), its controls disabled until React.
      await expect(app.locator(width >= 1024 ? '.sb-live-filter--desktop' : '.sb-live-filter--mobile')).toHaveCount(1);
      await expect(app.locator('.sb-live-filter button:not([disabled]), .sb-live-filter select:not([disabled])')).toHaveCount(0);

      // Every price is the snapshot's through core's formatter (euro: anonymous, the sandbox's default).
      const shown = await prepainted.evaluateAll((buttons) => buttons.map((button) => ({ id: button.getAttribute('data-prepaint-outcome')!, text: button.textContent ?? '', disabled: (button as HTMLButtonElement).disabled })));
      expect(shown.length).toBeGreaterThan(2);
      for (const { id, text, disabled } of shown) {
        const decimal = answered.get(id);
        expect(decimal, `the snapshot's price of ${id}`).toBeDefined();
        if (text === '–') expect(disabled, `${id} shows a dash and cannot be pressed`).toBe(true);
        else expect(text, `${id}`).toBe(formatOdds(decimal!, 'euro'));
      }

      const target = list.locator('button.sb-price[data-prepaint-outcome]:not([disabled])').first();
      const outcomeId = (await target.getAttribute('data-prepaint-outcome'))!;
      const { eventId, label } = await target.evaluate((button) => ({
        eventId: button.closest('[data-event-id]')!.getAttribute('data-event-id')!,
        label: (button.getRootNode() as ShadowRoot).getElementById(button.getAttribute('aria-labelledby')!.split(' ')[0]!)!.textContent!,
      }));
      const price = (await target.textContent()) ?? '';
      const card = app.locator(`.sb-event-list__item[data-event-id="${eventId}"]`);
      await expect(card.getByRole('button', { name: `${label} ${price}`, exact: true })).toHaveCount(1);
      await target.click();
      await expect(target).toHaveAttribute('aria-pressed', 'true');
      // Where every pre-painted card is once pressed (after the click's own scroll).
      const before = await app.locator('.sb-prepaint .sb-event-list__item[data-event-id]').evaluateAll((items) =>
        Object.fromEntries(items.map((item) => [item.getAttribute('data-event-id')!, { x: item.getBoundingClientRect().x, y: item.getBoundingClientRect().y, height: item.getBoundingClientRect().height }])),
      );

      release();
      await expect(prepainted).toHaveCount(0, { timeout: 30_000 });
      const named = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\S+$`);
      const reactButton = card.getByRole('button', { name: named });
      await expect(reactButton).toHaveCount(1);
      await expect(reactButton).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
      const selections = await page.evaluate(() => (window as unknown as { Sportsbook: { getPageRuntime(): { runtime: { store: { betslip: { selectionIds: { value: string[] } } } } } } }).Sportsbook.getPageRuntime().runtime.store.betslip.selectionIds.value);
      expect(selections).toEqual([outcomeId]);
      // On the phone the kept press fills the slip bar; the sheet opens from it (issue 23).
      if (slip === 'sportsbook-app') await openSlipAfterPick(page);
      await expect(page.locator(slip).getByRole('region', { name: 'Betslip 1', exact: true })).toContainText(label);

      // No card moved in the frame that paints the hand-over: React's windowed list puts each
      // card where the pre-paint had it (same heading, tabs, filter, picker above; same heights).
      const after = await page.evaluate(() => (window as unknown as { __sbHandOverCards?: Record<string, { x: number; y: number; height: number }> }).__sbHandOverCards ?? null);
      expect(after, 'the cards in the hand-over frame').not.toBeNull();
      const moves = Object.entries(before)
        .filter(([id]) => after![id] !== undefined)
        .map(([id, was]) => ({ id, dx: Math.round(after![id]!.x - was.x), dy: Math.round(after![id]!.y - was.y), dh: Math.round(after![id]!.height - was.height) }));
      console.log(`${name} at ${width} px: cards at the hand-over ${JSON.stringify(moves)}; React's then ${JSON.stringify(Object.keys(after ?? {}))}, the pre-paint's ${JSON.stringify(Object.keys(before))}`);
      expect(moves.length, 'pre-painted cards React also shows in the hand-over frame').toBeGreaterThan(0);
      expect(moves.filter(({ dx, dy, dh }) => Math.abs(dx) > 1 || Math.abs(dy) > 1 || Math.abs(dh) > 1)).toEqual([]);
    });
  }
}
