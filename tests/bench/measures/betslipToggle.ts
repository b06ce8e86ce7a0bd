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

/** An odds button (a toggle whose text is a price, not the favourites star) of the `nth` listed event that can be selected now. */
const selectableOdds = (page: Page, nth: number) => page.locator('[data-event-id]').nth(nth).locator('button[aria-pressed="false"]:not([disabled])').filter({ hasText: PRICE_TEXT }).first();

/**
 * The betslip toggle, app-wide: the live page with the sandbox's world frozen (POST
 * /sandbox/feed, so no clock or price renders anything meanwhile), one odds button of the
 * first listed event clicked, then one of the second; for each, every component React
 * rendered in any of the page's roots until `settleMs` after the button shows pressed
 * (the server's answer to the slip lands in that time).
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
    const select = async (nth: number) => {
      // Held by handle: once pressed it no longer matches the locator.
      const button = await selectableOdds(page, nth).elementHandle({ timeout: 30_000 });
      await page.evaluate(() => globalThis.__sbRenderCounter!.reset());
      await button.click();
      await page.waitForFunction((element) => element.getAttribute('aria-pressed') === 'true', button, { timeout: 30_000 });
      await sleep(settleMs);
      return page.evaluate(() => ({ count: globalThis.__sbRenderCounter!.count(), byName: globalThis.__sbRenderCounter!.byName() }));
    };
    const first = await select(0);
    const second = await select(1);
    return { first: first.count, second: second.count, firstByName: first.byName, secondByName: second.byName };
  } finally {
    await freeze(false).catch(() => undefined);
    await measured.close();
  }
}
