import type { TrackerState } from '../../core';

/** At most one announcement in this long, goals aside: a screen reader must not narrate every point. */
export const ANNOUNCE_EVERY_MS = 15_000;

/**
 * Whether the tracker's new state is worth a polite announcement: a goal always; a shot
 * or a corner, or a point on a court, when nothing was said in the last 15 s; attacks
 * never (they come every few seconds and change nothing a bettor acts on).
 */
export function trackerAnnouncement(state: TrackerState, last: { at: number; seq: number } | null, now: number): boolean {
  const incident = state.incident;
  if (!incident || (last !== null && state.seq <= last.seq)) return false;
  if (incident.kind === 'goal') return true;
  if (incident.kind === 'attack' || incident.kind === 'dangerous-attack') return false;
  return last === null || now - last.at >= ANNOUNCE_EVERY_MS;
}
