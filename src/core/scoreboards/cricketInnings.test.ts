import { describe, expect, it } from 'vitest';
import { formatOvers, inningsScore, readCricketInnings } from './cricketInnings';

describe('formatOvers', () => {
  it('writes completed overs, a dot and the balls of the over in progress', () => {
    expect(formatOvers(0)).toBe('0.0');
    expect(formatOvers(5)).toBe('0.5');
    expect(formatOvers(6)).toBe('1.0');
    expect(formatOvers(87)).toBe('14.3');
    expect(formatOvers(120)).toBe('20.0');
  });

  it('refuses a count that is not one', () => {
    expect(() => formatOvers(-1)).toThrow(RangeError);
    expect(() => formatOvers(2.5)).toThrow('2.5 is not a count of balls');
  });
});

describe('inningsScore', () => {
  it('writes runs/wickets', () => {
    expect(inningsScore({ runs: 145, wickets: 3 })).toBe('145/3');
    expect(inningsScore({ runs: 0, wickets: 0 })).toBe('0/0');
  });
});

describe('readCricketInnings', () => {
  it('reads the innings in playing order', () => {
    const innings = [
      { side: 'home', runs: 168, wickets: 7, balls: 120 },
      { side: 'away', runs: 45, wickets: 1, balls: 33 },
    ];
    expect(readCricketInnings(innings)).toEqual(innings);
    expect(readCricketInnings([])).toEqual([]);
  });

  it('refuses the whole list when one innings cannot be read', () => {
    expect(readCricketInnings(null)).toBeUndefined();
    expect(readCricketInnings({ side: 'home' })).toBeUndefined();
    expect(readCricketInnings([{ side: 'home', runs: 10, wickets: 11, balls: 6 }])).toBeUndefined();
    expect(readCricketInnings([{ side: 'home', runs: 10, wickets: 1, balls: 6 }, { side: 'visitors', runs: 1, wickets: 0, balls: 1 }])).toBeUndefined();
    expect(readCricketInnings([{ side: 'home', runs: '10', wickets: 1, balls: 6 }])).toBeUndefined();
  });
});
