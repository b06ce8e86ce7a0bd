import { describe, expect, it } from 'vitest';
import { SPECIAL_NON_SPORT_PATHS, isSpecialNonSportPath } from './specialPaths';

describe('special non-sport paths (spec 2)', () => {
  it('lists the spec 2 paths', () => {
    expect(SPECIAL_NON_SPORT_PATHS).toHaveLength(13);
    expect(SPECIAL_NON_SPORT_PATHS).toContain('/sports/vir2al-games');
    expect(SPECIAL_NON_SPORT_PATHS).toContain('/powerball');
  });

  it('recognises them and their sub-pages, with or without locale', () => {
    expect(SPECIAL_NON_SPORT_PATHS.every((path) => isSpecialNonSportPath(path))).toBe(true);
    expect(['/sports/betradar-virtuals', '/en/cryptoblast', '/lotto/draw/5', '/de/sports/kiron/', '/sports/leap/77'].map(isSpecialNonSportPath)).toEqual([true, true, true, true, true]);
  });

  it('does not take sports pages or longer names for special pages', () => {
    expect(['/sports/240-FOOT', '/en/sports', '/sports/edgewise', '/lottery', '/en/live/sport/'].map(isSpecialNonSportPath)).toEqual([false, false, false, false, false]);
  });
});
