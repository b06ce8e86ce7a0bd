import type { Browser } from '@playwright/test';
import { metricsBetween, openMeasuredPage, sleep, waitForFirstOdds } from '../browserSession';

export interface IdleLiveRuns {
  /** React components rendered per second, app-wide (tests/support/reactRenderCounter.script.js), one per window. */
  componentsPerSecond: number[];
  /** Main-thread busy milliseconds per second (Performance.getMetrics TaskDuration, thread CPU time), one per window. */
  busyMsPerSecond: number[];
  /** The same in time passed, which a busy machine inflates. */
  busyWallMsPerSecond: number[];
}

/**
 * The live page left alone while the sandbox's world moves (clocks, scores, prices once a
 * second): loaded, given `settleMs` to finish loading, then `windows` windows of `windowMs`
 * each counted. With `reducedMotion` the page is told the bettor prefers reduced motion,
 * which turns the SDK's animations off.
 */
export async function measureIdleLive(browser: Browser, url: string, { windows, windowMs, settleMs, reducedMotion }: { windows: number; windowMs: number; settleMs: number; reducedMotion: boolean }): Promise<IdleLiveRuns> {
  const measured = await openMeasuredPage(browser, { reducedMotion });
  try {
    const { page } = measured;
    await page.goto(url);
    await waitForFirstOdds(page);
    await sleep(settleMs);
    const runs: IdleLiveRuns = { componentsPerSecond: [], busyMsPerSecond: [], busyWallMsPerSecond: [] };
    for (let counted = 0; counted < windows; counted += 1) {
      await page.evaluate(() => globalThis.__sbRenderCounter!.reset());
      const before = await measured.metrics();
      const started = Date.now();
      await sleep(windowMs);
      const rendered = await page.evaluate(() => globalThis.__sbRenderCounter!.count());
      const after = await measured.metrics();
      const seconds = (Date.now() - started) / 1000;
      runs.componentsPerSecond.push(rendered / seconds);
      runs.busyMsPerSecond.push(metricsBetween(before.cpu, after.cpu).taskMs / seconds);
      runs.busyWallMsPerSecond.push(metricsBetween(before.wall, after.wall).taskMs / seconds);
    }
    return runs;
  } finally {
    await measured.close();
  }
}
