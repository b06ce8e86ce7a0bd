import type { Browser } from '@playwright/test';
import { openMeasuredPage, sleep, waitForFirstOdds } from '../browserSession';

export interface LiveDomRun {
  /** DOM elements as loaded: the document and every shadow root on the page. */
  asLoaded: number;
  eventsListedAsLoaded: number;
  /** DOM elements once everything has been listed ("Show more" until none, then scrolled to the end). */
  allListed: number;
  /** Distinct events the list showed on the way (data-event-id), against the live events the page offers. */
  eventsSeen: number;
  showMoreClicks: number;
  /** The live events the list says it has ("Show more (50 of 512)"), when it says so. */
  eventsOffered: number | null;
  /** Whether listing stopped at its time limit before the list ran out (then "all listed" is partial). */
  stoppedAtLimit: boolean;
}

/**
 * The live page of a world with about 500 live events, at 1366 px, the world frozen once
 * the first odds show. "All listed" does what a
 * bettor does to see every event: presses the list's "Show more" button while there is one,
 * and scrolls the last listed event into view (a windowed list renders what is near it),
 * until neither lists an event it had not listed before three times running (or
 * `listingLimitMs` has passed, which the figure then says).
 */
export async function measureLiveDom(browser: Browser, url: string, apiOrigin: string, { settleMs, listingLimitMs }: { settleMs: number; listingLimitMs: number }): Promise<LiveDomRun> {
  const measured = await openMeasuredPage(browser);
  try {
    const { page } = measured;
    await page.goto(url);
    await waitForFirstOdds(page);
    // A count, not a time: the world stands still (as in the budget spec), so 500 events'
    // clocks and prices do not keep a page of 28,000 elements too busy to answer.
    const frozen = await fetch(`${apiOrigin}/sandbox/feed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ frozen: true }) });
    if (!frozen.ok) throw new Error(`POST ${apiOrigin}/sandbox/feed answered ${frozen.status}: the DOM count needs a world that stands still.`);
    await sleep(settleMs);
    const count = () => page.evaluate(() => globalThis.__sbBench!.countElements());
    const listed = () => page.evaluate(() => globalThis.__sbBench!.listedEventIds());
    const asLoaded = await count();
    const seen = new Set(await listed());
    const eventsListedAsLoaded = seen.size;
    let showMoreClicks = 0;
    let eventsOffered: number | null = null;
    let quiet = 0;
    // A slow machine must not hold the whole bench: past the limit it counts what is listed by then.
    const listingDeadline = Date.now() + listingLimitMs;
    let stoppedAtLimit = false;
    for (let step = 0; step < 200 && quiet < 3; step += 1) {
      if (Date.now() > listingDeadline) {
        stoppedAtLimit = true;
        break;
      }
      const before = seen.size;
      const pressed = await page.evaluate(() => globalThis.__sbBench!.pressShowMore());
      if (pressed !== null) {
        showMoreClicks += 1;
        const total = /of\s+([\d,]+)/.exec(pressed)?.[1];
        if (total !== undefined) eventsOffered = Number(total.replace(/,/g, ''));
      }
      await page.evaluate(() => globalThis.__sbBench!.scrollLastListedIntoView());
      await sleep(600);
      for (const id of await listed()) seen.add(id);
      quiet = seen.size === before ? quiet + 1 : 0;
    }
    await sleep(settleMs);
    return { asLoaded, eventsListedAsLoaded, allListed: await count(), eventsSeen: seen.size, showMoreClicks, eventsOffered, stoppedAtLimit };
  } finally {
    await measured.close();
  }
}
