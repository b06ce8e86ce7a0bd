import { expect, test, type Page } from '@playwright/test';
import { countFeedConnections } from './feedConnections';
import { earlyLiveFootball } from './liveFixture';
import { compareWithOperator, type Comparison } from './pageAgainstOperator';
import { cutStream, pendingCuts, restartFeed, setFrozen, tick } from './sandboxControls';
import { LONG_MODE, numberFromEnv } from './runMode';
import { createRandom } from '../../demo/server/world/random';
import { shownOnPage } from './shownOnPage';

// Issue 20: the live page and an event page stay right through 100 forced stream cuts
// while the world moves, then an operator restart of the feed (a new epoch counting from
// 0): once the pages have recovered, every price and score they show equals the operator's
// snapshot. docs/reliability.md "The reliability suite". It cuts every stream of the
// reliability sandbox and restarts its feed, so it is in the `reliability-feed` project.
const CUTS_PER_ROUND = numberFromEnv('RELIABILITY_CUTS', 100);
/** Each round: the cuts, then a restart. The long mode plays four. */
const ROUNDS = numberFromEnv('RELIABILITY_CUT_ROUNDS', LONG_MODE ? 4 : 1);
const SEED = numberFromEnv('RELIABILITY_SEED', 20);
/**
 * The promise is "equal within 5 s of recovery"; the bound asserted is that plus 10 s of
 * margin for a loaded 2-core runner (the printed time is the measure). A page that stays
 * wrong, as before issue 20 (frozen on the old run's count), never gets there.
 */
const MATCH_BOUND_MS = 15_000;
/**
 * A cut ends a stream when it next wakes; its client reconnects 0.5 to 1 s later (the
 * transport's backoff), and a stream opened while cuts are pending ends at once. So the
 * cuts are taken two streams at a time; this is room for that, not a measure.
 */
const drainBoundMs = (cuts: number) => cuts * 1_000 + 30_000;

test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ timeout: (LONG_MODE ? 20 : 3) * 60_000 });

const app = (page: Page) => page.locator('sportsbook-app');
const notLiveNotice = (page: Page) => app(page).locator('.sb-prices-not-live__text');

test(`${CUTS_PER_ROUND * ROUNDS} stream cuts while the world moves, then a feed restart: the live page and an event page show the operator's prices and scores`, async ({ page: livePage, context, request }, testInfo) => {
  const started = Date.now();
  await setFrozen(request, false);
  const event = await earlyLiveFootball(request);
  const eventPage = await context.newPage();
  const uncaught: string[] = [];
  for (const page of [livePage, eventPage]) page.on('pageerror', (error) => uncaught.push(error.message));
  const feed = countFeedConnections(livePage, eventPage);

  await livePage.goto('/en/live/sport/');
  await expect(livePage.getByRole('list', { name: 'Live betting' }).locator('.sb-price').first()).toBeVisible({ timeout: 20_000 });
  await eventPage.goto(`/en/live/${event.slug}`);
  await expect(app(eventPage).getByRole('heading', { level: 1, name: event.description })).toBeVisible({ timeout: 20_000 });
  await expect(app(eventPage).locator('.sb-event-page .sb-price').first()).toBeVisible();

  const random = createRandom(SEED).next;
  let cuts = 0;
  let ticks = 0;
  const rounds: { reconnects: number; comparison: Comparison; matchMs: number; epoch: string }[] = [];
  const comparePages = async () => {
    const [list, single] = await Promise.all([shownOnPage(livePage), shownOnPage(eventPage, event.id)]);
    return compareWithOperator(request, { prices: [...list.prices, ...single.prices], scores: [...list.scores, ...single.scores] });
  };

  const last: { comparison?: Comparison } = {};
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const reconnectsBefore = feed.reconnects;
      // The cuts, at seeded intervals of 50 to 150 ms, the world ticking on its own every
      // second and, seeded, once more in between (a tick also wakes the streams to be cut).
      for (let cut = 0; cut < CUTS_PER_ROUND; cut += 1) {
        await cutStream(request);
        cuts += 1;
        if (random() < 0.3) {
          await tick(request);
          ticks += 1;
        }
        await livePage.waitForTimeout(50 + Math.floor(random() * 100));
      }
      // Every cut has ended a stream before the feed restarts, so none is left for the
      // recovery or for the next spec; each ended stream was one of these pages' (nothing
      // else is connected to this sandbox now), so each was a reconnect.
      await expect.poll(() => pendingCuts(request), { timeout: drainBoundMs(CUTS_PER_ROUND), message: 'cuts no stream has taken yet' }).toBe(0);
      await expect.poll(() => feed.reconnects - reconnectsBefore, { message: 'reconnects after the cuts' }).toBeGreaterThanOrEqual(CUTS_PER_ROUND);

      const snapshotsBefore = feed.snapshots;
      const restarted = await restartFeed(request);
      const restartedAt = Date.now();
      expect(restarted.cursor).toBe(0);
      // The new run moves on (from 0, far below the pages' count), then holds still so the pages can be compared with it.
      await tick(request, 5);
      await setFrozen(request, true);
      await expect
        .poll(
          async () => {
            last.comparison = await comparePages();
            return last.comparison.mismatches;
          },
          { timeout: MATCH_BOUND_MS, intervals: [100, 100, 250], message: 'what the pages show against the operator after the restart' },
        )
        .toEqual([]);
      const matchMs = Date.now() - restartedAt;
      const matched = last.comparison!;
      // Each page followed the new run from a snapshot of it (before issue 20 the page kept
      // its old count and discarded every change of the new run: no snapshot, and stale).
      expect(feed.snapshots - snapshotsBefore, 'snapshots taken after the restart').toBeGreaterThanOrEqual(2);
      expect(matched.epoch, 'the operator answered from the restarted run').toBe(restarted.epoch);
      // A blank or empty page would compare equal: the pages must show the live list and the event.
      expect(matched.prices, 'prices compared').toBeGreaterThan(10);
      expect(matched.scores, 'scores compared').toBeGreaterThan(1);
      await expect(notLiveNotice(livePage)).toHaveCount(0);
      await expect(notLiveNotice(eventPage)).toHaveCount(0);
      rounds.push({ reconnects: feed.reconnects - reconnectsBefore, comparison: matched, matchMs, epoch: restarted.epoch });
      await setFrozen(request, false);
    }
  } finally {
    // Printed whether or not the part passed: a failure shows how far it got and what differed.
    const figures = [
      `Reliability, stream cuts and a feed restart (seed ${SEED}${LONG_MODE ? ', long mode' : ''}):`,
      `  cuts ${cuts} in ${ROUNDS} round(s) of ${CUTS_PER_ROUND}, extra ticks ${ticks}; reconnects seen ${feed.reconnects} (streams opened ${feed.streams}, snapshots ${feed.snapshots}, polls ${feed.polls})`,
      ...rounds.map(
        (round, index) =>
          `  round ${index + 1}: restart to epoch ${round.epoch}; prices compared ${round.comparison.prices} (names on two markets ${round.comparison.ambiguous}), scores ${round.comparison.scores}, mismatches ${round.comparison.mismatches.length}; equal ${(round.matchMs / 1000).toFixed(1)} s after the restart`,
      ),
      ...(rounds.length < ROUNDS && last.comparison ? [`  last comparison: ${last.comparison.prices} prices, ${last.comparison.scores} scores, ${last.comparison.mismatches.length} mismatches`, ...last.comparison.mismatches.slice(0, 10).map((line) => `    ${line}`)] : []),
      `  uncaught page errors ${uncaught.length}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ].join('\n');
    console.log(figures);
    await testInfo.attach('stream cut figures', { body: figures, contentType: 'text/plain' });
  }
  expect(uncaught).toEqual([]);
});

test.afterEach(async ({ request }) => {
  await setFrozen(request, false);
});
