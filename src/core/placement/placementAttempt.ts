import { placementRequestKey, type PlacementRequest } from './placementRequest';

/** One placement as the server knows it: its uuid, and the request sent under it. */
export interface PlacementAttempt {
  uuid: string;
  request: PlacementRequest;
}

/**
 * Exactly once (spec 7 "a uuid parameter"): an attempt whose fate is unknown (the answer
 * was lost) is asked again under the same uuid, so the server answers the first answer
 * instead of betting twice. A different request is a different bet and gets a new uuid.
 * `unresolved` is the attempt still waiting for a definite answer (PLACED or REJECTED).
 */
export function nextPlacementAttempt(unresolved: PlacementAttempt | null, request: PlacementRequest, newUuid: () => string): PlacementAttempt {
  if (unresolved && placementRequestKey(unresolved.request) === placementRequestKey(request)) return unresolved;
  return { uuid: newUuid(), request };
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
