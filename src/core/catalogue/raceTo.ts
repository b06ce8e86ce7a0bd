/**
 * Spec 9: basketball race-to-x markets map to 10, 15 and 20 points. The market type ids
 * are this SDK's (sandbox) ids; the points are the spec's.
 */
export const BASKETBALL_RACE_TO_POINTS: Readonly<Record<number, 10 | 15 | 20>> = Object.freeze({
  4010: 10,
  4015: 15,
  4020: 20,
});

export function raceToPoints(marketTypeId: number): 10 | 15 | 20 | null {
  return BASKETBALL_RACE_TO_POINTS[marketTypeId] ?? null;
}
