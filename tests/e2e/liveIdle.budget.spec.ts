import { expect, test, type Page } from '@playwright/test';
import { REACT_RENDER_COUNTER_SCRIPT } from '../support/reactRenderCounter';

// The idle live page's render budget (issue 19, docs/performance.md): with the world frozen
// nothing renders, and one world step (every clock, some scores, statuses and prices of
// ~500 live events) renders no card: clocks, scores, counters and prices are written into
// their text nodes. Counts, never times: the render counter is deterministic.

/** Components rendered in a frozen second: nothing moves, so nothing may render. */
const IDLE_SECOND_BUDGET = 0;
/**
 * Components rendered by any one commit of one world step. Clocks, scores, counters, market
 * statuses and prices are written into their text nodes by signal effects and the cards
 * render only when their shape changes, so a step's feed batch renders nothing under the
 * cards. What still renders is the list around them when the set of live events changes
 * (with 500 live events, one ends or kicks off in nearly every step): the page, the list,
 * the filter buttons whose counts changed, the changed tabs, the sports menu; each new live
 * event arrives by its own request, hence its own commit (docs/performance.md). On main
 * the step's feed batch alone rendered 320 components in one commit (every shown card's
 * EventCard, EventStatus, EventScoreboard, EventBadges ...); now 0 to 14 per commit.
 */
const ONE_COMMIT_OF_A_STEP_BUDGET = 20;
/** How long the render count must stay still for the page to count as settled. */
const QUIET_MS = 1000;

/**
 * Tracks the largest commit (components rendered) since the last reset, by wrapping the
 * DevTools hook's commit callback the counter installed (react-dom looks it up per commit).
 */
async function trackLargestCommit(page: Page): Promise<void> {
  await page.evaluate(() => {
    const hook = (globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { onCommitFiberRoot: (...args: unknown[]) => unknown } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const counted = hook.onCommitFiberRoot;
    const state = globalThis as unknown as { __sbLargestCommit: number };
    state.__sbLargestCommit = 0;
    hook.onCommitFiberRoot = (...args: unknown[]) => {
      const before = globalThis.__sbRenderCounter!.count();
      const result = counted(...args);
      state.__sbLargestCommit = Math.max(state.__sbLargestCommit, globalThis.__sbRenderCounter!.count() - before);
      return result;
    };
  });
}

const largestCommit = (page: Page) => page.evaluate(() => (globalThis as unknown as { __sbLargestCommit: number }).__sbLargestCommit);

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

  test('renders nothing in a frozen second, and at most 20 components in any commit of one world step', async ({ page, request }) => {
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

    // The step must reach the page: something on a shown card moves (a price, a clock, a
    // score). A clock alone is not enough: one step moves game time 10 s, which often
    // crosses no minute on the few cards shown.
    const clocks = page.locator('sportsbook-app').locator('.sb-event-card');
    const clocksBefore = await clocks.allTextContents();
    expect(clocksBefore.length).toBeGreaterThan(0);
    await trackLargestCommit(page);
    await page.evaluate(() => globalThis.__sbRenderCounter!.reset());
    expect((await request.post('/sandbox/tick', { data: { count: 1 } })).ok()).toBe(true);
    await expect.poll(async () => (await clocks.allTextContents()).join('|')).not.toBe(clocksBefore.join('|'));
    await settle(page);
    const step = await counter(page);
    const largest = await largestCommit(page);
    console.log(`one world step: ${step.count} components rendered in ${step.commits} commits, the largest ${largest}`, JSON.stringify(step.byName));
    expect(largest, JSON.stringify(step.byName)).toBeLessThanOrEqual(ONE_COMMIT_OF_A_STEP_BUDGET);
  });
});
