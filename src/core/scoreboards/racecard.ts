/**
 * A race's card: its runners with their saddle (or trap) numbers, form and connections,
 * and the race's each-way terms. Spec 3 has no runner fields, so the operator sends them as
 * `racecard` on the event (a documented extension: docs/api.md "Scoreboard fields"); each
 * runner names the outcome of the race's win market it is backed with.
 */
import type { PlaceTerms } from '../betslipState/betslipState';

export interface RaceRunner {
  /** Saddle cloth number (horses) or trap (greyhounds). */
  number: number;
  name: string;
  /** The win market's outcome for this runner; null when the race has no price for it. */
  outcomeId: string | null;
  /** Recent finishing positions, oldest first, as racing writes them ('1-23P4'); '' for a debut. */
  form: string;
  jockey: string | null;
  trainer: string | null;
}

export interface Racecard {
  runners: readonly RaceRunner[];
  /** Spec 3 placeTerms: how many places an each-way bet pays, at which fraction of the odds; null without each way. */
  placeTerms: PlaceTerms | null;
}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : null);

function readRunner(value: unknown): RaceRunner | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const name = text(record.name, 120);
  const number = record.number;
  if (name === null || typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 99) return null;
  const form = typeof record.form === 'string' && /^[0-9A-Za-z/-]{0,20}$/.test(record.form) ? record.form : '';
  return { number, name, outcomeId: text(record.outcomeId, 200), form, jockey: text(record.jockey, 120), trainer: text(record.trainer, 120) };
}

/** Place terms the bettor can read: two or more whole places (one place is a win bet), a fraction of the odds between 0 and 1. */
export function readPlaceTerms(value: unknown): PlaceTerms | null {
  if (typeof value !== 'object' || value === null) return null;
  const { places, fraction } = value as Record<string, unknown>;
  if (typeof places !== 'number' || !Number.isInteger(places) || places < 2 || places > 10) return null;
  if (typeof fraction !== 'number' || !(fraction > 0 && fraction <= 1)) return null;
  return { places, fraction };
}

/**
 * The feed's `racecard`, runners in number order; null when it is missing or names no
 * runner. A runner that cannot be read (no name, no number) is left out rather than shown
 * wrong, and a second runner with a number already taken too.
 */
export function readRacecard(value: unknown): Racecard | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!Array.isArray(record.runners)) return null;
  const byNumber = new Map<number, RaceRunner>();
  for (const entry of record.runners) {
    const runner = readRunner(entry);
    if (runner !== null && !byNumber.has(runner.number)) byNumber.set(runner.number, runner);
  }
  if (byNumber.size === 0) return null;
  return { runners: [...byNumber.values()].sort((a, b) => a.number - b.number), placeTerms: readPlaceTerms(record.placeTerms) };
}

/**
 * The odds fraction of each-way terms as "1/n" takes it: 0.25 is 4, 0.2 is 5. Null for a
 * fraction that is not one over a whole number (the terms are then shown as a percentage).
 */
export function eachWayDivisor(terms: PlaceTerms): number | null {
  const divisor = 1 / terms.fraction;
  const whole = Math.round(divisor);
  return whole >= 1 && Math.abs(divisor - whole) < 1e-9 ? whole : null;
}
