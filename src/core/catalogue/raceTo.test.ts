import { describe, expect, it } from 'vitest';
import { BASKETBALL_RACE_TO_POINTS, raceToPoints } from './raceTo';

describe('basketball race-to markets (spec 9)', () => {
  it('map to 10, 15 and 20 points', () => {
    expect([4010, 4015, 4020].map(raceToPoints)).toEqual([10, 15, 20]);
    expect(Object.values(BASKETBALL_RACE_TO_POINTS).sort((a, b) => a - b)).toEqual([10, 15, 20]);
  });

  it('returns null for other market types', () => {
    expect(raceToPoints(1)).toBeNull();
    expect(raceToPoints(Number.NaN)).toBeNull();
  });
});
