/**
 * A seeded random source (mulberry32), so the same SANDBOX_SEED builds the same
 * catalogue and the same simulation: tests and bug reports can replay a world exactly.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A child stream that does not disturb this one's sequence. */
  fork(label: string): Random;
}

function hashSeed(seed: string): number {
  let hash = 2166136261;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function createRandom(seed: string | number): Random {
  const text = String(seed);
  let state = hashSeed(text);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick: the list is empty.');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (probability) => next() < probability,
    fork: (label) => createRandom(`${text}/${label}`),
  };
}
