import { priceTicks, type PriceChange } from './ticks';

/**
 * What each comparison page gives the bench runner (tests/bench/measures/priceTicks.ts):
 * `ready` once its 600 prices are on screen, and `run`, which applies the shared ticks one
 * every `intervalMs` from inside the page (so no DevTools round trip lands in the figure)
 * and resolves `tailMs` after the last one, when its flash has finished.
 */
export interface BenchPage {
  ready: Promise<void>;
  run(count: number, intervalMs: number, tailMs: number): Promise<void>;
}

declare global {
  var __bench: BenchPage | undefined;
}

/** Enough ticks for any run; each page walks through them in order, so all three see the same sequence. */
const TICKS = priceTicks(400);

export function installBenchPage(apply: (changes: readonly PriceChange[]) => void, ready: Promise<void>): void {
  let next = 0;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  globalThis.__bench = {
    ready,
    async run(count, intervalMs, tailMs) {
      for (let tick = 0; tick < count; tick += 1) {
        apply(TICKS[next % TICKS.length]!);
        next += 1;
        await sleep(intervalMs);
      }
      await sleep(tailMs);
    },
  };
}
