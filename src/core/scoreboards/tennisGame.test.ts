import { describe, expect, it } from 'vitest';
import { readTennisGame, tennisGameWinner, tennisPointNames, tiebreakServer } from './tennisGame';

const names = (home: number, away: number, tiebreak = false) => tennisPointNames({ home, away, tiebreak });

describe('tennisPointNames', () => {
  it('names the points of a game: 0, 15, 30, 40', () => {
    expect(names(0, 0)).toEqual({ home: '0', away: '0' });
    expect(names(1, 0)).toEqual({ home: '15', away: '0' });
    expect(names(2, 1)).toEqual({ home: '30', away: '15' });
    expect(names(3, 2)).toEqual({ home: '40', away: '30' });
    expect(names(0, 3)).toEqual({ home: '0', away: '40' });
  });

  it('shows deuce as 40-40 and the advantage as AD, however long the deuce goes', () => {
    expect(names(3, 3)).toEqual({ home: '40', away: '40' });
    expect(names(4, 3)).toEqual({ home: 'AD', away: '40' });
    expect(names(4, 4)).toEqual({ home: '40', away: '40' });
    expect(names(9, 10)).toEqual({ home: '40', away: 'AD' });
  });

  it('counts a tie-break in numbers, past 7 while nobody leads by two', () => {
    expect(names(0, 0, true)).toEqual({ home: '0', away: '0' });
    expect(names(6, 5, true)).toEqual({ home: '6', away: '5' });
    expect(names(8, 9, true)).toEqual({ home: '8', away: '9' });
  });

  it('names no score a game in play cannot have', () => {
    expect(names(4, 0)).toBeNull();
    expect(names(5, 3)).toBeNull();
    expect(names(7, 5, true)).toBeNull();
    expect(names(-1, 0)).toBeNull();
    expect(names(1.5, 0)).toBeNull();
  });
});

describe('tennisGameWinner', () => {
  it('gives the game at four points with a lead of two, a tie-break at seven', () => {
    expect(tennisGameWinner(4, 2, false)).toBe('home');
    expect(tennisGameWinner(4, 3, false)).toBeNull();
    expect(tennisGameWinner(3, 5, false)).toBe('away');
    expect(tennisGameWinner(6, 4, true)).toBeNull();
    expect(tennisGameWinner(7, 5, true)).toBe('home');
    expect(tennisGameWinner(10, 12, true)).toBe('away');
  });
});

describe('tiebreakServer', () => {
  it('lets the first server serve one point, then each serves two in turn', () => {
    expect(Array.from({ length: 8 }, (_, played) => tiebreakServer('away', played))).toEqual(['away', 'home', 'home', 'away', 'away', 'home', 'home', 'away']);
  });
});

describe('readTennisGame', () => {
  it('reads the feed’s current game', () => {
    expect(readTennisGame({ home: 2, away: 3, tiebreak: false, server: 'away' })).toEqual({ home: 2, away: 3, tiebreak: false, server: 'away' });
    expect(readTennisGame({ home: 6, away: 6, tiebreak: true, server: 'home' })).toEqual({ home: 6, away: 6, tiebreak: true, server: 'home' });
    // A missing tie-break flag is an ordinary game.
    expect(readTennisGame({ home: 1, away: 0, server: 'home' })).toEqual({ home: 1, away: 0, tiebreak: false, server: 'home' });
  });

  it('passes on null (no game being played) and refuses what it cannot read', () => {
    expect(readTennisGame(null)).toBeNull();
    expect(readTennisGame(undefined)).toBeUndefined();
    expect(readTennisGame('15-30')).toBeUndefined();
    expect(readTennisGame({ home: '1', away: 0, server: 'home' })).toBeUndefined();
    expect(readTennisGame({ home: 1, away: 0, server: 'c12' })).toBeUndefined();
    expect(readTennisGame({ home: 5, away: 1, server: 'home' })).toBeUndefined();
  });
});
