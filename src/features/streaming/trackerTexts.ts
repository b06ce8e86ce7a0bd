import type { TFunction } from 'i18next';
import type { TrackerIncident, TrackerState, TrackerStats } from '../../core';

/** The stats rows a sport's tracker shows, in order. */
export function statRowsOf(sport: TrackerState['sport']): readonly (keyof TrackerStats)[] {
  return sport === 'football' ? ['attacks', 'dangerousAttacks', 'shots', 'corners', 'goals'] : ['points'];
}

const BASKETS = ['freeThrow', 'freeThrow', 'twoPointer', 'threePointer'] as const;

/** The events text naming an incident (read by React and by the live cards' pre-paint). */
export function incidentTextKey(incident: TrackerIncident, sport: TrackerState['sport']): string {
  if (incident.kind !== 'point') return `matchTracker.incident.${incident.kind}`;
  return sport === 'basketball' ? `matchTracker.incident.${BASKETS[incident.points] ?? 'twoPointer'}` : 'matchTracker.incident.point';
}

/** "Dangerous attack", "3-point basket", "Point won" ...: what happened, without who. */
export function incidentText(t: TFunction, incident: TrackerIncident, sport: TrackerState['sport']): string {
  return t(`events:${incidentTextKey(incident, sport)}`);
}

/** The team an incident belongs to, by name when the event has its opponents. */
export function sideName(side: TrackerIncident['side'], opponents: readonly { description: string; home: boolean }[]): string {
  return opponents.find((opponent) => opponent.home === (side === 'home'))?.description ?? side;
}
