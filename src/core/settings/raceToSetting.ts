import { BASKETBALL_RACE_TO_POINTS } from '../catalogue/raceTo';

export type RaceToPoints = 10 | 15 | 20;

/** Spec 9's race-to markets, in the spec's order: every one shown, 10 first. */
export const DEFAULT_RACE_TO_POINTS: readonly RaceToPoints[] = Object.freeze([10, 15, 20]);

const KNOWN = new Set<number>(Object.values(BASKETBALL_RACE_TO_POINTS));

export interface RaceToSetting {
  /** The race-to markets a basketball event shows, in this order; the others are hidden. */
  points: readonly RaceToPoints[];
  /** What the console should say when part or all of the value could not be read, else null. */
  warning: string | null;
}

const isPoints = (value: number): value is RaceToPoints => KNOWN.has(value);

/**
 * basketball_race_to_points: which of spec 9's race-to markets (10, 15, 20 points) a
 * basketball event shows, and in what order. A list (`[20, 10]`), JSON text of one, or
 * comma text (`"20,10"`); `[]` or `"none"` hides them all. Missing (or blank) is spec 9's
 * three in the spec's order. A figure that is not one of the three is left out with a
 * warning; a value that is not a list at all keeps the default, with a warning. A figure
 * given twice counts once.
 */
export function readRaceToSetting(value: unknown): RaceToSetting {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return { points: DEFAULT_RACE_TO_POINTS, warning: null };
  let items: unknown[] | null = Array.isArray(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.toLowerCase() === 'none') return { points: [], warning: null };
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        items = Array.isArray(parsed) ? parsed : null;
      } catch {
        items = null;
      }
    } else items = text.split(',').map((part) => part.trim());
  }
  const notAList = `is not a list of race-to points (10, 15, 20; "none" hides them): the sportsbook shows all three`;
  if (items === null) return { points: DEFAULT_RACE_TO_POINTS, warning: notAList };
  const points: RaceToPoints[] = [];
  const unknown: string[] = [];
  for (const item of items) {
    const figure = typeof item === 'number' ? item : typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : Number.NaN;
    if (!isPoints(figure)) unknown.push(JSON.stringify(item));
    else if (!points.includes(figure)) points.push(figure);
  }
  return { points, warning: unknown.length === 0 ? null : `names ${unknown.join(', ')}, not race-to points the sportsbook knows (10, 15, 20): left out` };
}
