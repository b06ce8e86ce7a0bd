/**
 * The price ticks every comparison page applies (vanilla DOM, naive React, the SDK): the
 * same 600 prices, the same 100 changes per tick, in the same order, so the pages differ
 * only in how they get a change onto the screen. Deterministic: a seeded generator, no clock.
 */
export const PRICE_COUNT = 600;
export const CHANGES_PER_TICK = 100;
/** Prices per row, as a 1X2 market shows them. */
export const PRICES_PER_ROW = 3;

export interface PriceChange {
  /** Which of the 600 prices (0-based). */
  index: number;
  decimal: number;
}

/** mulberry32: a small seeded generator, so every page draws the same numbers. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const twoPlaces = (value: number) => Math.round(value * 100) / 100;

/** The 600 opening prices, 1.10 to 9.90. */
export function openingPrices(): number[] {
  const random = seeded(19);
  return Array.from({ length: PRICE_COUNT }, () => twoPlaces(1.1 + random() * 8.8));
}

/**
 * `count` ticks from the opening prices: each moves 100 distinct prices up or down by
 * 0.01 to 0.30 (never below 1.01, never unchanged, so every change is a real move).
 */
export function priceTicks(count: number): PriceChange[][] {
  const random = seeded(2026);
  const prices = openingPrices();
  const ticks: PriceChange[][] = [];
  for (let tick = 0; tick < count; tick += 1) {
    const chosen = new Set<number>();
    while (chosen.size < CHANGES_PER_TICK) chosen.add(Math.floor(random() * PRICE_COUNT));
    const changes = [...chosen].map((index) => {
      const step = twoPlaces(0.01 + random() * 0.29);
      const up = random() < 0.5 || prices[index]! - step < 1.01;
      const decimal = twoPlaces(prices[index]! + (up ? step : -step));
      prices[index] = decimal;
      return { index, decimal };
    });
    ticks.push(changes);
  }
  return ticks;
}

/** What a row is called on every page ("Match 17"), and its three outcomes. */
export const rowLabel = (row: number) => `Match ${row + 1}`;
export const OUTCOME_LABELS = ['Home', 'Draw', 'Away'] as const;
