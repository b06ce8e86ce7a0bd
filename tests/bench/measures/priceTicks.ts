import type { Browser } from '@playwright/test';
import { COMPARISON_PAGES, type ComparisonPage } from '../buildPages';
import { metricsBetween, openMeasuredPage, type MainThreadMetrics } from '../browserSession';
import { PRICE_COUNT } from '../pages/ticks';

export interface PriceTickPlan {
  rounds: number;
  /** Ticks per measured run. */
  ticks: number;
  intervalMs: number;
  /** Measured on after the last tick, until its 1.2 s flash is over. */
  tailMs: number;
  warmupTicks: number;
  cpuRates: readonly number[];
}

/** One run's main-thread figures per tick, as thread CPU time and as time passed (browserSession.ts). */
export interface PerTick {
  cpu: MainThreadMetrics;
  wall: MainThreadMetrics;
}

/** Per-tick main-thread figures of every run: page, then CPU rate, one entry per round. */
export type PriceTickRuns = Record<ComparisonPage, Record<number, PerTick[]>>;

const perTick = (spent: MainThreadMetrics, ticks: number): MainThreadMetrics => ({ taskMs: spent.taskMs / ticks, scriptMs: spent.scriptMs / ticks, layoutMs: spent.layoutMs / ticks, styleMs: spent.styleMs / ticks });

/**
 * The three comparison pages (tests/bench/pages) take the same ticks, interleaved: round 1
 * vanilla, naive React, SDK, then round 2 in the same order, and so on, so a slow spell of
 * the machine falls on all three alike. Each run loads its page fresh, warms it up with a
 * few ticks, then for each CPU rate reads Performance.getMetrics before and after `ticks`
 * ticks (one every `intervalMs`, applied from inside the page) and the flash after them,
 * and divides by the ticks.
 */
export async function measurePriceTicks(browser: Browser, pagesOrigin: string, plan: PriceTickPlan, progress: (line: string) => void): Promise<PriceTickRuns> {
  const runs = Object.fromEntries(COMPARISON_PAGES.map((name) => [name, Object.fromEntries(plan.cpuRates.map((rate) => [rate, [] as PerTick[]]))])) as PriceTickRuns;
  for (let round = 1; round <= plan.rounds; round += 1) {
    for (const name of COMPARISON_PAGES) {
      const measured = await openMeasuredPage(browser);
      try {
        const { page } = measured;
        await page.goto(`${pagesOrigin}/${name}.html`);
        await page.waitForFunction(() => globalThis.__bench !== undefined);
        await page.evaluate(() => globalThis.__bench!.ready);
        // Playwright's CSS engine walks open shadow roots: the SDK page's buttons count too.
        const buttons = await page.locator('button').count();
        if (buttons !== PRICE_COUNT) throw new Error(`${name}.html shows ${buttons} price buttons, not ${PRICE_COUNT}: the comparison would be unfair.`);
        await page.evaluate(({ ticks, intervalMs }) => globalThis.__bench!.run(ticks, intervalMs, intervalMs), { ticks: plan.warmupTicks, intervalMs: plan.intervalMs });
        for (const rate of plan.cpuRates) {
          await measured.throttle(rate);
          const before = await measured.metrics();
          await page.evaluate(({ ticks, intervalMs, tailMs }) => globalThis.__bench!.run(ticks, intervalMs, tailMs), plan);
          const after = await measured.metrics();
          runs[name][rate]!.push({ cpu: perTick(metricsBetween(before.cpu, after.cpu), plan.ticks), wall: perTick(metricsBetween(before.wall, after.wall), plan.ticks) });
        }
        await measured.throttle(1);
      } finally {
        await measured.close();
      }
    }
    progress(`price ticks: round ${round} of ${plan.rounds} done`);
  }
  return runs;
}
