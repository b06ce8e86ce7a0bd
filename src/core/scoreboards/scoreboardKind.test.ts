import { describe, expect, it } from 'vitest';
import { scoreboardKindOf } from './scoreboardKind';

describe('scoreboardKindOf', () => {
  it('gives each sport with a board of its own that board, variants included', () => {
    expect(['TENN', 'TENN-india', 'CRIC', 'VICR', 'BASK', 'EBSK', 'FOOT', 'EFOT', 'HORS', 'GREY'].map(scoreboardKindOf)).toEqual(['tennis', 'tennis', 'cricket', 'cricket', 'basketball', 'basketball', 'football', 'football', 'horse-racing', 'greyhounds']);
  });

  it('gives none to the others', () => {
    expect(scoreboardKindOf('ICEH')).toBeNull();
    expect(scoreboardKindOf('')).toBeNull();
  });
});
