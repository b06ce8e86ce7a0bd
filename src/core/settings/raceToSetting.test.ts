import { describe, expect, it } from 'vitest';
import { readRaceToSetting } from './raceToSetting';

describe('readRaceToSetting (basketball_race_to_points)', () => {
  it('is spec 9\'s three, 10 first, when the operator says nothing', () => {
    for (const missing of [undefined, null, '', '  ']) expect(readRaceToSetting(missing)).toEqual({ points: [10, 15, 20], warning: null });
  });

  it('reads a list, JSON text or comma text, in the operator\'s order; a figure given twice counts once', () => {
    expect(readRaceToSetting([20, 10])).toEqual({ points: [20, 10], warning: null });
    expect(readRaceToSetting('[15]')).toEqual({ points: [15], warning: null });
    expect(readRaceToSetting(' 20, 15 ,10 ')).toEqual({ points: [20, 15, 10], warning: null });
    expect(readRaceToSetting(['10', 10, 20])).toEqual({ points: [10, 20], warning: null });
  });

  it('hides them all for an empty list or "none"', () => {
    expect(readRaceToSetting([])).toEqual({ points: [], warning: null });
    expect(readRaceToSetting('None')).toEqual({ points: [], warning: null });
  });

  it('leaves out a figure it does not know, and says so', () => {
    expect(readRaceToSetting([20, 25, 'ten'])).toEqual({ points: [20], warning: 'names 25, "ten", not race-to points the sportsbook knows (10, 15, 20): left out' });
  });

  it('keeps the default for a value that is not a list, and says so', () => {
    for (const bad of [true, 20, { points: [10] }, '[10,']) {
      const read = readRaceToSetting(bad);
      expect(read.points).toEqual([10, 15, 20]);
      expect(read.warning).toContain('is not a list of race-to points');
    }
  });
});
