import { placementRequestKey, type PlacementRequest } from './placementRequest';

/** One placement as the server knows it: its uuid, and the request sent under it. */
export interface PlacementAttempt {
  uuid: string;
  request: PlacementRequest;
}

/**
 * What a press of Place sends (spec 7 "a uuid parameter", exactly once):
 * - `new`: nothing is unconfirmed; the slip's request goes under a new uuid;
 * - `retry`: the unconfirmed attempt is the slip as it is; it goes again under its uuid,
 *   so the server answers its first answer instead of betting twice;
 * - `resolve-first`: an attempt is unconfirmed and the slip has changed since (a moved price
 *   accepted, another stake). That attempt goes first, unchanged, under its own uuid: if it
 *   was taken the server says PLACED and `then` is not sent (it would be the same bet
 *   twice); only a definite REJECTED lets `then` go, under a new uuid.
 */
export type NextPlacement =
  | { kind: 'new'; attempt: PlacementAttempt }
  | { kind: 'retry'; attempt: PlacementAttempt }
  | { kind: 'resolve-first'; attempt: PlacementAttempt; then: PlacementRequest };

/**
 * No new uuid exists while an attempt is unconfirmed (its answer lost, unreadable, or a
 * server failure): the double charge came from a changed slip getting a new uuid while
 * the first bet had been taken unheard. `unresolved` is that attempt, or null.
 */
export function nextPlacementAttempt(unresolved: PlacementAttempt | null, request: PlacementRequest, newUuid: () => string): NextPlacement {
  if (!unresolved) return { kind: 'new', attempt: { uuid: newUuid(), request } };
  if (placementRequestKey(unresolved.request) === placementRequestKey(request)) return { kind: 'retry', attempt: unresolved };
  return { kind: 'resolve-first', attempt: unresolved, then: request };
}

/** The placement statuses (spec 4): PLACED and REJECTED are definite; the others wait. */
export type PlacementStatus = 'PLACED' | 'REJECTED' | 'PENDING' | 'REFERRED';

export function isDefiniteStatus(status: PlacementStatus): boolean {
  return status === 'PLACED' || status === 'REJECTED';
}

/**
 * HTTP statuses that say nothing about the bet: a gateway gave up (502, 504) or the server
 * was unavailable (503) after the request may have reached it. Like a dropped connection,
 * the bet may have been taken, so the same attempt is asked again.
 */
export function isLostAnswerStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}
