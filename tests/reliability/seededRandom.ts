/**
 * A seeded source of numbers in [0, 1) (mulberry32): the suite's faults fall on the same
 * requests in every run of a seed, so a failure found once can be replayed.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole-number setting from the environment, or its default. */
export function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

/** The long mode (RELIABILITY_LONG=1): many more cases, for a night run or a hunt. */
export const LONG_MODE = Boolean(process.env.RELIABILITY_LONG) && process.env.RELIABILITY_LONG !== '0';
