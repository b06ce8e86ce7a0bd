import { expect, test, type Locator, type Page } from '@playwright/test';
import { REACT_RENDER_COUNTER_SCRIPT } from '../support/reactRenderCounter';

// Issue 19 render budget (docs/betslip.md "Render budget"): clicking an odds button renders
// the new row and at most 3 other components, app-wide, on the standalone site at 1366 px,
// the server's refresh answer included. On the home page's lists and in the live page's
// windowed list (which kept the focused card in state, and rendered its whole window on
// every press). On the 500-event budget sandbox, its world frozen (never thawed: the other
// budget specs share it), so only the toggle renders. The production build's names are
// minified: the names are asserted in jsdom
// (src/features/betslip/BetslipToggle.renders.sandbox.test.tsx); here the counts.
//
// A new single row is BetslipSingleRow, BetslipPrice and BetslipStakeInput (3), rendered
// again (row and field, 2) when the refresh answer brings its names and stake limits: 5.
// The second selection also makes the double, a new row of 3 (BetslipGroupRow, its
// BetslipStakeInput, BetslipTaxDetail).
const SINGLE_ROW = 5;
const MULTIPLE_ROW = 3;
const BESIDES_NEW_ROWS = 3;

const app = (page: Page) => page.locator('sportsbook-app');
const rows = (page: Page) => app(page).locator('.sb-betslip--open .sb-betslip__bets [data-bet-ref^="sel"]');

test.use({ viewport: { width: 1366, height: 900 } });

/**
 * Waits until the page commits nothing for half a second: what it still had to do (cards
 * measured once their icons and fonts are in, a list's window settling after a scroll) is
 * done before counting. On a loaded CI runner that came after the network was idle, and a
 * fresh-clone run counted 889 and 359 renders for a toggle that renders 8 on a quiet one.
 */
async function rendersSettled(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const before = await page.evaluate(() => globalThis.__sbRenderCounter!.commits());
        await page.waitForTimeout(500);
        return (await page.evaluate(() => globalThis.__sbRenderCounter!.commits())) - before;
      },
      { timeout: 20_000 },
    )
    .toBe(0);
}

/** Components rendered by a click on `button`, until the slip shows it and its refresh answer has landed and rendered. */
async function toggle(page: Page, button: Locator, expectedRows: number): Promise<number> {
  // Scrolled to before counting: a scroll renders the back-to-top button (on, then off after
  // a pause) and, in the live list, the cards it brings into the window; a toggle does not.
  await button.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(app(page).locator('.sb-back-to-top--scrolling')).toHaveCount(0);
  await rendersSettled(page);
  await page.evaluate(() => globalThis.__sbRenderCounter!.reset());
  const answered = page.waitForResponse((response) => response.url().includes('/xapi/rest/betslips/selections'));
  await button.click();
  await expect(rows(page)).toHaveCount(expectedRows);
  expect((await answered).ok()).toBe(true);
  // The answer's renders: two frames after it, with nothing else moving.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForLoadState('networkidle');
  const counted = await page.evaluate(() => ({ count: globalThis.__sbRenderCounter!.count(), names: globalThis.__sbRenderCounter!.byName() }));
  // Over the budget, which components (minified names, the most first) say where to look.
  if (counted.count > SINGLE_ROW + MULTIPLE_ROW + BESIDES_NEW_ROWS) console.log(`rendered: ${JSON.stringify(Object.entries(counted.names).sort((a, b) => b[1] - a[1]).slice(0, 12))}`);
  return counted.count;
}

const PAGES = [
  // Prematch cards link to the event page (live ones to /live/): the home page's Upcoming list.
  { name: 'the home page', path: '/en/', cards: 'article:has(a[href*="/en/events/"])' },
  { name: 'the live page', path: '/en/live/sport/', cards: '.sb-event-list--windowed article' },
] as const;

for (const shown of PAGES) {
  test(`on ${shown.name}, a betslip toggle renders at most 3 components besides the new rows, app-wide, refresh answer included`, async ({ page, request }) => {
    expect((await request.post('/sandbox/feed', { data: { frozen: true } })).ok()).toBe(true);
    await page.addInitScript({ path: REACT_RENDER_COUNTER_SCRIPT });
    await page.goto(shown.path);
    const cards = app(page).locator(`${shown.cards}:has(button.sb-price:not(:disabled))`);
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    // The two cards by their events, fixed now: late in a long run most live matches are
    // nearly decided (1.01 / 1000.00, not offered), and "the second card with a price on
    // offer" read again after the first toggle's scroll found none in the window (CI on 77a0d21).
    const [firstEvent, secondEvent] = await cards.evaluateAll((articles) => articles.slice(0, 2).map((article) => article.closest('[data-event-id]')!.getAttribute('data-event-id')!));
    const priceOf = (eventId: string) => app(page).locator(`[data-event-id="${eventId}"] button.sb-price:not(:disabled)`).first();
    const firstButton = priceOf(firstEvent!);
    const secondButton = priceOf(secondEvent!);
    // Whatever the page still had to do as it loaded is done before counting.
    await page.waitForLoadState('networkidle');

    const first = await toggle(page, firstButton, 1);
    const second = await toggle(page, secondButton, 2);
    test.info().annotations.push({ type: 'components rendered', description: `first selection ${first}, second ${second}` });
    console.log(`betslip toggle on ${shown.name}, components rendered app-wide: first selection ${first}, second ${second}`);
    await expect(firstButton).toHaveAttribute('aria-pressed', 'true');
    expect(first).toBeLessThanOrEqual(SINGLE_ROW + BESIDES_NEW_ROWS);
    expect(second).toBeLessThanOrEqual(SINGLE_ROW + MULTIPLE_ROW + BESIDES_NEW_ROWS);
  });
}
