import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../support/chromium.mjs';
import { REACT_RENDER_COUNTER_SCRIPT } from '../support/reactRenderCounter';
import { PAGE_PROBE_SCRIPT } from './pageProbe';

/** The desktop width: the live page's figures on main were taken at 1366 px. */
export const VIEWPORT = { width: 1366, height: 768 } as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
}

export interface MeasuredPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Slows the page's main thread `rate` times (1 = full speed), as DevTools' CPU throttling does. */
  throttle(rate: number): Promise<void>;
  /**
   * Main-thread figures so far, in milliseconds (Chromium's Performance.getMetrics): `cpu`
   * counts the thread's own CPU time, so a busy machine's other processes do not land in
   * it; `wall` counts time passed, which is what CPU throttling stretches (the throttled
   * slices are the thread held still, no CPU time), so the throttled rows read `wall`.
   */
  metrics(): Promise<{ cpu: MainThreadMetrics; wall: MainThreadMetrics }>;
  close(): Promise<void>;
}

export interface MainThreadMetrics {
  /** Every task on the main thread: script, style, layout, paint, parsing, garbage collection. */
  taskMs: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
}

/**
 * A fresh context (empty cache, no storage) and page with the bench probe and the React
 * render counter in it before any script of the page runs, and a DevTools session on it.
 */
export async function openMeasuredPage(browser: Browser, { reducedMotion = false }: { reducedMotion?: boolean } = {}): Promise<MeasuredPage> {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  await context.addInitScript({ path: PAGE_PROBE_SCRIPT });
  await context.addInitScript({ path: REACT_RENDER_COUNTER_SCRIPT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Each DevTools session has its own Performance agent, so one reads thread time and one wall time.
  const wallSession = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await wallSession.send('Performance.enable', { timeDomain: 'timeTicks' });
  const read = async (session: CDPSession): Promise<MainThreadMetrics> => {
    const { metrics } = await session.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return { taskMs: value('TaskDuration'), scriptMs: value('ScriptDuration'), layoutMs: value('LayoutDuration'), styleMs: value('RecalcStyleDuration') };
  };
  return {
    context,
    page,
    cdp,
    throttle: async (rate) => void (await cdp.send('Emulation.setCPUThrottlingRate', { rate })),
    metrics: async () => {
      const [cpu, wall] = await Promise.all([read(cdp), read(wallSession)]);
      return { cpu, wall };
    },
    close: () => context.close(),
  };
}

/** What happened on the main thread between two readings. */
export function metricsBetween(before: MainThreadMetrics, after: MainThreadMetrics): MainThreadMetrics {
  return { taskMs: after.taskMs - before.taskMs, scriptMs: after.scriptMs - before.scriptMs, layoutMs: after.layoutMs - before.layoutMs, styleMs: after.styleMs - before.styleMs };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits for the probe's first odds (tests/bench/pageProbe.script.js) and returns them. */
export async function waitForFirstOdds(page: Page, timeoutMs = 60_000) {
  const handle = await page.waitForFunction(() => globalThis.__sbBench?.firstOdds() ?? null, undefined, { timeout: timeoutMs, polling: 100 });
  return (await handle.jsonValue())!;
}
