/**
 * The match tracker's model (docs/streaming.md "Match tracker"): the feed sends each live
 * event's latest incident with the running stats; the sandbox builds them with
 * `applyIncident`, and the client reads them with `readTrackerState`, so both sides count
 * an incident the same way.
 */

/** The sports drawn as a pitch or a court. */
export type TrackerSport = 'football' | 'basketball' | 'tennis';

export const TRACKER_INCIDENT_KINDS = Object.freeze(['attack', 'dangerous-attack', 'shot', 'corner', 'goal', 'point'] as const);
export type TrackerIncidentKind = (typeof TRACKER_INCIDENT_KINDS)[number];

export type TrackerSide = 'home' | 'away';

export interface TrackerIncident {
  kind: TrackerIncidentKind;
  side: TrackerSide;
  /** Points the incident scored: a basket's 1, 2 or 3, a tennis point's 1; 0 otherwise. */
  points: number;
  /** Game seconds when it happened. */
  second: number;
}

export interface TrackerStats {
  attacks: number;
  dangerousAttacks: number;
  shots: number;
  corners: number;
  goals: number;
  points: number;
}

export interface TrackerState {
  sport: TrackerSport;
  /** How many incidents made this state: a newer state has a higher one. */
  seq: number;
  /** The latest incident, shown on the pitch; null before the first. */
  incident: TrackerIncident | null;
  stats: { home: TrackerStats; away: TrackerStats };
}

const FOOTBALL_KINDS: readonly TrackerIncidentKind[] = ['attack', 'dangerous-attack', 'shot', 'corner', 'goal'];

const SPORT_BY_CODE: Readonly<Record<string, TrackerSport>> = Object.freeze({ FOOT: 'football', EFOT: 'football', BASK: 'basketball', EBSK: 'basketball', TENN: 'tennis' });

/** The tracker a sport gets, or null when the product draws none for it. */
export function trackerSportOf(sportCode: string): TrackerSport | null {
  return SPORT_BY_CODE[sportCode.trim().toUpperCase()] ?? null;
}

const zeroStats = (): TrackerStats => ({ attacks: 0, dangerousAttacks: 0, shots: 0, corners: 0, goals: 0, points: 0 });

export function emptyTrackerState(sport: TrackerSport): TrackerState {
  return { sport, seq: 0, incident: null, stats: { home: zeroStats(), away: zeroStats() } };
}

/** Whether a sport's tracker shows this kind (football has no points, the courts only points). */
export function incidentFits(sport: TrackerSport, kind: TrackerIncidentKind): boolean {
  return sport === 'football' ? FOOTBALL_KINDS.includes(kind) : kind === 'point';
}

function counted(stats: TrackerStats, incident: TrackerIncident): TrackerStats {
  switch (incident.kind) {
    case 'attack':
      return { ...stats, attacks: stats.attacks + 1 };
    case 'dangerous-attack':
      return { ...stats, dangerousAttacks: stats.dangerousAttacks + 1 };
    case 'shot':
      return { ...stats, shots: stats.shots + 1 };
    case 'corner':
      return { ...stats, corners: stats.corners + 1 };
    // A goal is a shot that went in: counting it in both keeps "shots" what a bettor means.
    case 'goal':
      return { ...stats, shots: stats.shots + 1, goals: stats.goals + 1 };
    case 'point':
      return { ...stats, points: stats.points + incident.points };
  }
}

/**
 * The state after one more incident. An incident the sport does not have (a corner in
 * tennis) or with a points figure that is not a whole 0 to 3 is refused with a RangeError:
 * a feed that sends it is wrong, and counting it would show a wrong figure.
 */
export function applyIncident(state: TrackerState, incident: TrackerIncident): TrackerState {
  if (!incidentFits(state.sport, incident.kind)) throw new RangeError(`applyIncident: a ${state.sport} tracker has no "${incident.kind}" incident.`);
  if (!Number.isInteger(incident.points) || incident.points < 0 || incident.points > 3) throw new RangeError(`applyIncident: points must be a whole 0 to 3, got ${incident.points}.`);
  if (incident.kind === 'point' && incident.points === 0) throw new RangeError('applyIncident: a point incident scores at least 1.');
  const stats = { ...state.stats, [incident.side]: counted(state.stats[incident.side], incident) };
  return { sport: state.sport, seq: state.seq + 1, incident, stats };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function readStats(value: unknown): TrackerStats | null {
  if (!isRecord(value)) return null;
  const stats = zeroStats();
  for (const key of Object.keys(stats) as (keyof TrackerStats)[]) {
    const figure = value[key] ?? 0;
    if (!isCount(figure)) return null;
    stats[key] = figure;
  }
  return stats;
}

function readIncident(value: unknown, sport: TrackerSport): TrackerIncident | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) return undefined;
  const { kind, side, points, second } = value;
  if (typeof kind !== 'string' || !(TRACKER_INCIDENT_KINDS as readonly string[]).includes(kind) || !incidentFits(sport, kind as TrackerIncidentKind)) return undefined;
  if (side !== 'home' && side !== 'away') return undefined;
  if (!isCount(points ?? 0) || !isCount(second ?? 0)) return undefined;
  return { kind: kind as TrackerIncidentKind, side, points: (points as number | undefined) ?? 0, second: (second as number | undefined) ?? 0 };
}

/** A tracker state as the feed or an event answer carries it, or null when it cannot be read whole. */
export function readTrackerState(value: unknown): TrackerState | null {
  if (!isRecord(value)) return null;
  const sport = value.sport;
  if (sport !== 'football' && sport !== 'basketball' && sport !== 'tennis') return null;
  if (!isCount(value.seq)) return null;
  const incident = readIncident(value.incident, sport);
  if (incident === undefined || !isRecord(value.stats)) return null;
  const home = readStats(value.stats.home);
  const away = readStats(value.stats.away);
  if (home === null || away === null) return null;
  return { sport, seq: value.seq, incident, stats: { home, away } };
}
