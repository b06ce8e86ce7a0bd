import { applyIncident, emptyTrackerState, trackerSportOf, type TrackerIncident, type TrackerIncidentKind, type TrackerSide } from '../../../src/core/index';
import type { Random } from './random';
import type { SandboxEvent } from './worldTypes';

/**
 * The match tracker's incidents (docs/streaming.md "Match tracker"): football plays
 * attacks, dangerous attacks, shots and corners between its goals; basketball and tennis
 * send their points. Each is counted with core's `applyIncident`, the function the client's
 * model is tested with, and the event change carries the latest one with the running stats.
 * They draw from a random stream of their own (forked per event and tick), so adding them
 * changed no score, price or fixture of a seeded world.
 */

/** Chance of a non-goal incident in 30 game seconds of football. */
const FOOTBALL_INCIDENT_CHANCE = 0.8;

/** Of those, how often each kind comes (attacks build to the rarer shots and corners). */
const FOOTBALL_KIND_WEIGHTS: readonly [TrackerIncidentKind, number][] = [
  ['attack', 0.45],
  ['dangerous-attack', 0.28],
  ['shot', 0.17],
  ['corner', 0.1],
];

const SIDES: readonly TrackerSide[] = ['home', 'away'];

/** The home side's share of the ball: its share of the incidents (and so of the corners). */
export function homeShareOfPlay(event: SandboxEvent): number {
  const [home, away] = event.competitors;
  return 1 / (1 + Math.exp((away?.strength ?? 0) - (home?.strength ?? 0)));
}

/**
 * Expected corners of each side in `seconds` of play, as playFootballIncidents plays them
 * (an incident's chance per 30 seconds times the corners' weight): the corner markets'
 * model, so their prices and the tracker's count agree.
 */
export function footballCornerRates(event: SandboxEvent, seconds: number): [number, number] {
  const cornerWeight = FOOTBALL_KIND_WEIGHTS.find(([kind]) => kind === 'corner')?.[1] ?? 0;
  const mean = (FOOTBALL_INCIDENT_CHANCE / 30) * cornerWeight * Math.max(0, seconds);
  const home = homeShareOfPlay(event);
  return [mean * home, mean * (1 - home)];
}

/** Starts an event's tracker when its sport has one (kick-off). */
export function startTracker(event: SandboxEvent): void {
  const sport = trackerSportOf(event.sportCode);
  if (sport !== null && !event.outright) event.tracker ??= emptyTrackerState(sport);
}

export function recordIncident(event: SandboxEvent, incident: TrackerIncident): void {
  startTracker(event);
  if (event.tracker) event.tracker = applyIncident(event.tracker, incident);
}

function pickKind(random: Random): TrackerIncidentKind {
  let pick = random.next();
  for (const [kind, weight] of FOOTBALL_KIND_WEIGHTS) {
    if (pick < weight) return kind;
    pick -= weight;
  }
  return 'attack';
}

/**
 * Football between goals: in `seconds` of play at most one incident, the stronger side
 * more often on the ball. Goals are recorded where the simulator scores them.
 */
export function playFootballIncidents(event: SandboxEvent, random: Random, seconds: number, second: number): void {
  if (event.tracker?.sport !== 'football' || seconds <= 0) return;
  if (!random.chance(Math.min(0.95, FOOTBALL_INCIDENT_CHANCE * (seconds / 30)))) return;
  recordIncident(event, { kind: pickKind(random), side: random.chance(homeShareOfPlay(event)) ? 'home' : 'away', points: 0, second });
}

/** A side's goals in football, or its points in basketball (split into baskets of 2, then a 1 or 3). */
export function recordScoring(event: SandboxEvent, sideIndex: number, count: number, second: number): void {
  const side = SIDES[sideIndex];
  if (!side || event.tracker === undefined) return;
  if (event.tracker.sport === 'football') {
    for (let goal = 0; goal < count; goal += 1) recordIncident(event, { kind: 'goal', side, points: 0, second });
    return;
  }
  if (event.tracker.sport !== 'basketball') return;
  let left = count;
  while (left > 0) {
    const basket = left === 3 ? 3 : left === 1 ? 1 : 2;
    recordIncident(event, { kind: 'point', side, points: basket, second });
    left -= basket;
  }
}

/** A tennis point won by one side. */
export function recordPoint(event: SandboxEvent, sideIndex: 0 | 1, second: number): void {
  if (event.tracker?.sport === 'tennis') recordIncident(event, { kind: 'point', side: SIDES[sideIndex] as TrackerSide, points: 1, second });
}
