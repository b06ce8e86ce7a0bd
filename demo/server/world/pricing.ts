import type { MarketSpec } from './worldTypes';

/** Long lists (a score, a scorer) carry more margin, as books price them: each outcome is a long shot. */
const LONG_LISTS: ReadonlySet<MarketSpec['kind']> = new Set(['correct-score', 'half-time-full-time', 'first-goalscorer', 'anytime-goalscorer', 'to-be-booked']);
const SHORT_LISTS: ReadonlySet<MarketSpec['kind']> = new Set(['winning-margin', 'exact-goals', 'result-both-score', 'set-betting']);
/** Corners and cards: thinner data, wider margins. */
const STATS: ReadonlySet<MarketSpec['kind']> = new Set(['corners-total', 'corners-handicap', 'team-corners', 'first-corner', 'cards-total', 'most-cards']);

/** The bookmaker's overround per market kind: outrights carry the most, match odds the least. */
export function overround(spec: MarketSpec): number {
  if (spec.kind === 'outright') return 0.18;
  if (LONG_LISTS.has(spec.kind)) return 0.15;
  if (SHORT_LISTS.has(spec.kind)) return 0.1;
  if (STATS.has(spec.kind)) return 0.08;
  if (spec.kind === 'match-result') return 0.055;
  if (spec.kind === 'player-points' || spec.kind === 'player-scores' || spec.kind === 'over-runs') return 0.08;
  return 0.06;
}

export const MIN_PRICE = 1.01;
export const MAX_PRICE = 1000;

/**
 * A fair probability as a decimal price with margin: 1 / (p x (1 + overround)), kept
 * between 1.01 and 1000 and rounded to 2 places as feeds publish them.
 */
export function priceFor(probability: number, spec: MarketSpec): number {
  if (!(probability > 0)) return MAX_PRICE;
  const raw = 1 / (probability * (1 + overround(spec)));
  return Number(Math.min(MAX_PRICE, Math.max(MIN_PRICE, raw)).toFixed(2));
}

/** A market is decided when an outcome is certain; near-certain markets are suspended. */
export function marketCertainty(probabilities: readonly number[]): 'decided' | 'near-certain' | 'open' {
  const top = Math.max(...probabilities);
  if (top >= 1 - 1e-12 || probabilities.every((p) => p <= 1e-12 || p >= 1 - 1e-12)) return 'decided';
  return top > 0.985 ? 'near-certain' : 'open';
}
