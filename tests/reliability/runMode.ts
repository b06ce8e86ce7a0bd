/** How a reliability run is sized: the default, bounded for `npm test`, or the long mode. */

/** A whole-number setting from the environment, or its default. */
export function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

/** The long mode (RELIABILITY_LONG=1): many more cases, for a night run or a hunt. */
export const LONG_MODE = Boolean(process.env.RELIABILITY_LONG) && process.env.RELIABILITY_LONG !== '0';
