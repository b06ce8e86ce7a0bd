import { describe, expect, it } from 'vitest';
import { PERIOD_ABBREVIATIONS, isPeriodAbbreviation, periodTypeId, periodKindOf } from './periods';

describe('period abbreviations (spec 3)', () => {
  it('lists the 13 abbreviations', () => {
    expect(PERIOD_ABBREVIATIONS).toEqual(['GAMES', 'SETS', 'FRAMES', 'MAP', 'LEGS', 'ENDS', 'STB', 'PERIOD', 'HALF', 'ET', 'ET_HALF', 'QTR', 'PENS']);
    expect(Object.isFrozen(PERIOD_ABBREVIATIONS)).toBe(true);
  });

  it('recognises only listed abbreviations', () => {
    expect(isPeriodAbbreviation('ET_HALF')).toBe(true);
    expect(isPeriodAbbreviation('PENS')).toBe(true);
    expect(isPeriodAbbreviation('INNINGS')).toBe(false);
    expect(isPeriodAbbreviation('half')).toBe(false);
  });
});

describe('period type ids (spec 9)', () => {
  it.each([
    ['FOOT', 'first-half', 202, 102],
    ['BASK', 'quarter', 271, 171],
    ['TENN', 'set', 210, 110],
  ] as const)('%s %s is %i live and %i prematch', (sport, period, live, prematch) => {
    expect(periodTypeId(sport, period, true)).toBe(live);
    expect(periodTypeId(sport, period, false)).toBe(prematch);
  });

  it('uses the sport ids for a variant key', () => {
    expect(periodTypeId('TENN-india', 'set', true)).toBe(210);
  });

  it('returns null for a sport without that period', () => {
    expect(periodTypeId('GOLF', 'set', true)).toBeNull();
    expect(periodTypeId('FOOT', 'set', true)).toBeNull();
  });
});

describe('periodKindOf', () => {
  it('names a live or prematch period type id of the table', () => {
    expect(periodKindOf('FOOT', 100)).toBe('match');
    expect(periodKindOf('FOOT', 202)).toBe('first-half');
    expect(periodKindOf('BASK', 171)).toBe('quarter');
    expect(periodKindOf('TENN-india', 210)).toBe('set');
  });

  it('is null for an id the sport does not have, and for sports without a table', () => {
    expect(periodKindOf('FOOT', 171)).toBeNull();
    expect(periodKindOf('DOTA', 200)).toBeNull();
  });
});
