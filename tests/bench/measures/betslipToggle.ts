import type { Browser, Page } from '@playwright/test';
import { openMeasuredPage, sleep, waitForFirstOdds } from '../browserSession';

export interface BetslipToggleRun {
  /** Components rendered app-wide by the first selection, its server answer included. */
  first: number;
  second: number;
  /** The same, by component name (minified in the production build, so for comparison between runs only). */
  firstByName: Record<string, number>;
  secondByName: Record<string, number>;
}

/** A price as an odds button shows it: decimal, American or fractional (the probe's rule). */
const PRICE_TEXT = /^\s*(?:[+-]?\d+(?:\.\d+)?|\d+\/\d+)\s*$/;

/**
 * An odds button (a toggle whose text is a price, not the favourites star) that can be
 * selected now, in the first listed event that has one, other than `skipEventId` (a
 * suspended market's buttons are disabled, so the first event may have none).
 */
async function selectableOdds(page: Page, skipEventId: string | null) {
  const items = page.locator('[data-event-id]');
  const listed = await items.count();
  for (let nth = 0; nth < listed; nth += 1) {
    const item = items.nth(nth);
    const eventId = await item.getAttribute('data-event-id');
    if (eventId === null || eventId === skipEventId) continue;
    const button = item.locator('button[aria-pressed="false"]:not([disabled])').filter({ hasText: PRICE_TEXT }).first();
    // Held by handle: once pressed it no longer matches the locator.
    if ((await button.count()) > 0) return { eventId, button: await button.elementHandle() };
  }
  throw new Error(`None of the ${listed} listed events has an odds button that can be selected: the betslip toggle has nothing to press.`);
}

/**
 * The betslip toggle, app-wide: the live page with the sandbox's world frozen (POST
 * /sandbox/feed, so no clock or price renders anything meanwhile), one odds button of the
 * first listed event that has one clicked, then one of another event; for each, scrolled
 * into view first, every component React rendered in any of the page's roots until
 * `settleMs` after the button shows pressed (the server's answer to the slip lands in that time).
 */
export async function measureBetslipToggle(browser: Browser, url: string, apiOrigin: string, settleMs: number): Promise<BetslipToggleRun> {
  const measured = await openMeasuredPage(browser);
  const freeze = (frozen: boolean) => fetch(`${apiOrigin}/sandbox/feed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ frozen }) });
  try {
    const { page } = measured;
    await page.goto(url);
    await waitForFirstOdds(page);
    const frozen = await freeze(true);
    if (!frozen.ok) throw new Error(`POST ${apiOrigin}/sandbox/feed answered ${frozen.status}: the betslip toggle needs a world that stands still.`);
    await sleep(settleMs);
    const select = async (skipEventId: string | null) => {
      const { eventId, button } = await selectableOdds(page, skipEventId);
      // Scrolled to and settled before counting, as the budget spec does: a click scrolls a
      // button below the fold into view, and the scroll renders the windowed list's new cards
      // and the back-to-top button (on, then off after a pause). That is a scroll, not a toggle.
      await button.scrollIntoViewIfNeeded();
      await sleep(settleMs);
      await page.evaluate(() => globalThis.__sbRenderCounter!.reset());
      await button.click();
      await page.waitForFunction((element) => element.getAttribute('aria-pressed') === 'true', button, { timeout: 30_000 });
      await sleep(settleMs);
      return { eventId, ...(await page.evaluate(() => ({ count: globalThis.__sbRenderCounter!.count(), byName: globalThis.__sbRenderCounter!.byName() }))) };
    };
    const first = await select(null);
    const second = await select(first.eventId);
    return { first: first.count, second: second.count, firstByName: first.byName, secondByName: second.byName };
  } finally {
    await freeze(false).catch(() => undefined);
    await measured.close();
  }
}
