import { expect, test, type Page } from '@playwright/test';
import { REACT_RENDER_COUNTER_SCRIPT } from '../support/reactRenderCounter';

// The idle live page's render budget (issue 19, docs/performance.md): with the world frozen
// nothing renders, and one world step (every clock, some scores and prices of ~500 live
// events) renders only the leaf components whose value changed. Clocks, scores, counters
// and prices are written like prices, so the cards themselves do not render on a step.
// Counts, never times: the render counter is deterministic.

/** Components rendered in a frozen second: nothing moves, so nothing may render. */
const IDLE_SECOND_BUDGET = 0;
/**
 * Components rendered by one world step: the clocks, scores and counters are leaf
 * components subscribed to just their value, and a step changes ~50 cards' worth of them on
 * the 50 cards shown. Measured 0-? after the change; 11,000+ on main before it.
 */
const ONE_STEP_BUDGET = 20;
/** How long the render count must stay still for the page to count as settled. */
const QUIET_MS = 1000;

const counter = (page: Page) => page.evaluate(() => ({ count: globalThis.__sbRenderCounter!.count(), commits: globalThis.__sbRenderCounter!.commits(), byName: globalThis.__sbRenderCounter!.byName() }));

/** Waits until no commit happened for QUIET_MS (the feed delivered, lazy markets arrived). */
async function settle(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const commits = (await counter(page)).commits;
        const still = commits === last;
        last = commits;
        return still;
      },
      { intervals: [QUIET_MS], timeout: 30_000 },
    )
    .toBe(true);
}

test.describe('idle live page at 1366 px, 500 live events', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('renders nothing in a frozen second and at most 20 components for one world step', async ({ page, request }) => {
    await page.addInitScript({ path: REACT_RENDER_COUNTER_SCRIPT });
    expect((await request.post('/sandbox/feed', { data: { frozen: true } })).ok()).toBe(true);
    await page.goto('/en/live/sport/');
    const cards = page.locator('sportsbook-app').locator('.sb-event-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('sportsbook-app').locator('.sb-price').first()).toBeVisible();
    await settle(page);

    await page.evaluate(() => globalThis.__sbRenderCounter!.reset());
    await page.waitForTimeout(1000);
    const idle = await counter(page);
    expect(idle.count, JSON.stringify(idle.byName)).toBeLessThanOrEqual(IDLE_SECOND_BUDGET);

    // The step must reach the page: a clock on a shown card moves.
    const clocks = page.locator('sportsbook-app').locator('.sb-event-status__clock');
    const clocksBefore = await clocks.allTextContents();
    expect(clocksBefore.length).toBeGreaterThan(0);
    await page.evaluate(() => globalThis.__sbRenderCounter!.reset());
    expect((await request.post('/sandbox/tick', { data: { count: 1 } })).ok()).toBe(true);
    await expect.poll(async () => (await clocks.allTextContents()).join('|')).not.toBe(clocksBefore.join('|'));
    await settle(page);
    const step = await counter(page);
    console.log(`one world step: ${step.count} components rendered in ${step.commits} commits`, JSON.stringify(step.byName));
    expect(step.count, JSON.stringify(step.byName)).toBeLessThanOrEqual(ONE_STEP_BUDGET);
  });
});
