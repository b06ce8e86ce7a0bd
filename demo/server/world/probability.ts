/** Small exact-enough probability helpers for the sandbox's pricing model. */

/**
 * Repricing asks for the same distributions many times per tick (every market of an
 * event shares its scoring rates), so the last few results are kept.
 */
export function memoised<A extends unknown[], R>(compute: (...args: A) => R, size = 256): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A): R => {
    const key = JSON.stringify(args);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = compute(...args);
    cache.set(key, value);
    if (cache.size > size) cache.delete(cache.keys().next().value as string);
    return value;
  };
}

/** Poisson probabilities P(X = k) for k = 0..n, where n covers all but a negligible tail. */
export const poissonPmf = memoised(computePoissonPmf);

function computePoissonPmf(mean: number): number[] {
  const lambda = Math.max(0, mean);
  if (lambda === 0) return [1];
  const max = Math.ceil(lambda + 10 * Math.sqrt(lambda) + 10);
  const pmf: number[] = new Array<number>(max + 1);
  // Start from the log of P(0) so large means do not underflow to 0.
  let logP = -lambda;
  pmf[0] = Math.exp(logP);
  for (let k = 1; k <= max; k += 1) {
    logP += Math.log(lambda) - Math.log(k);
    pmf[k] = Math.exp(logP);
  }
  const total = pmf.reduce((sum, p) => sum + p, 0);
  return pmf.map((p) => p / total);
}

/** Distribution of X - Y for independent Poisson X, Y with these means, indexed from -offset. */
export const poissonDifference = memoised((meanX: number, meanY: number) =>
  meanX + meanY > 40 ? normalDifference(meanX, meanY) : differenceDistribution(poissonPmf(meanX), poissonPmf(meanY)),
);

/**
 * For high-scoring games (basketball) the Skellam difference is all but normal with mean
 * meanX - meanY and variance meanX + meanY; discretising it costs O(range) instead of a
 * 200 x 200 convolution on every reprice.
 */
function normalDifference(meanX: number, meanY: number): { offset: number; pmf: number[] } {
  const mean = meanX - meanY;
  const sd = Math.sqrt(meanX + meanY);
  const low = Math.floor(mean - 8 * sd);
  const high = Math.ceil(mean + 8 * sd);
  const pmf: number[] = [];
  let total = 0;
  for (let k = low; k <= high; k += 1) {
    const z = (k - mean) / sd;
    const p = Math.exp(-0.5 * z * z);
    pmf.push(p);
    total += p;
  }
  return { offset: -low, pmf: pmf.map((p) => p / total) };
}

/** Distribution of X - Y for independent X, Y, indexed from -(ys.length - 1). */
export function differenceDistribution(xs: readonly number[], ys: readonly number[]): { offset: number; pmf: number[] } {
  const offset = ys.length - 1;
  const pmf = new Array<number>(xs.length + ys.length - 1).fill(0);
  for (let x = 0; x < xs.length; x += 1) {
    const px = xs[x] ?? 0;
    if (px < 1e-12) continue;
    for (let y = 0; y < ys.length; y += 1) pmf[x - y + offset] = (pmf[x - y + offset] ?? 0) + px * (ys[y] ?? 0);
  }
  return { offset, pmf };
}

/** P(current + X > line) for X with the given pmf. */
export function probabilityAbove(pmf: readonly number[], current: number, line: number): number {
  let p = 0;
  for (let x = Math.max(0, Math.floor(line - current) + 1); x < pmf.length; x += 1) p += pmf[x] ?? 0;
  return p;
}

/**
 * Probability that the side winning each point with probability q reaches `need` points
 * before the other side reaches `otherNeed` (negative binomial race).
 */
export function raceProbability(q: number, need: number, otherNeed: number): number {
  if (need <= 0) return 1;
  if (otherNeed <= 0) return 0;
  let p = 0;
  let coefficient = 1;
  for (let k = 0; k < otherNeed; k += 1) {
    if (k > 0) coefficient = (coefficient * (need - 1 + k)) / k;
    p += coefficient * q ** need * (1 - q) ** k;
  }
  return Math.min(1, Math.max(0, p));
}

/**
 * Probability that the first side wins a set played to `target` points (win by two when
 * asked, capped at `cap` games as in a tennis tie-break set) from score a-b, each point
 * won with probability q.
 */
export function setWinProbability(q: number, a: number, b: number, target: number, winByTwo: boolean, cap: number | null): number {
  const memo = new Map<string, number>();
  const solve = (x: number, y: number): number => {
    if (decided(x, y, target, winByTwo, cap) === 'first') return 1;
    if (decided(x, y, target, winByTwo, cap) === 'second') return 0;
    // Deep into a win-by-two set the states repeat: from deuce the chance has a closed form.
    if (winByTwo && cap === null && x >= target - 1 && y >= target - 1 && x === y) return (q * q) / (q * q + (1 - q) * (1 - q));
    const key = `${x}:${y}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const value = q * solve(x + 1, y) + (1 - q) * solve(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return solve(a, b);
}

export function decided(a: number, b: number, target: number, winByTwo: boolean, cap: number | null): 'first' | 'second' | null {
  const lead = a - b;
  if (cap !== null && (a >= cap || b >= cap)) return a > b ? 'first' : 'second';
  if (a >= target && (!winByTwo || lead >= 2)) return 'first';
  if (b >= target && (!winByTwo || lead <= -2)) return 'second';
  return null;
}

/**
 * Final set-score distribution of a match to `setsToWin`, from sets won so far, with the
 * current set won with probability `currentSet` and later sets with `laterSets`.
 * Returns a map "home:away" -> probability.
 */
export function finalSetsDistribution(setsToWin: number, home: number, away: number, currentSet: number, laterSets: number): Map<string, number> {
  const result = new Map<string, number>();
  const walk = (h: number, a: number, p: number, first: boolean): void => {
    if (h >= setsToWin || a >= setsToWin) {
      const key = `${h}:${a}`;
      result.set(key, (result.get(key) ?? 0) + p);
      return;
    }
    const q = first ? currentSet : laterSets;
    walk(h + 1, a, p * q, false);
    walk(h, a + 1, p * (1 - q), false);
  };
  walk(home, away, 1, true);
  return result;
}
