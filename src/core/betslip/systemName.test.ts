import { describe, expect, it } from 'vitest';
import { systemName, systemNameInEnglish } from './systemName';

describe('systemName: a name belongs to its leg count', () => {
  it.each([
    ['058', 3, 'Trixie'],
    ['057', 3, 'Patent'],
    ['019', 4, 'Yankee'],
    ['059', 4, 'Lucky 15'],
    ['020', 5, 'Super Yankee'],
    ['060', 5, 'Lucky 31'],
    ['021', 6, 'Heinz'],
    ['047', 6, 'Lucky 63'],
    ['022', 7, 'Super Heinz'],
    ['046', 8, 'Goliath'],
  ])('%s on %i legs is a %s', (code, legs, name) => {
    expect(systemName(code, legs)).toEqual({ kind: 'named', name });
    expect(systemNameInEnglish(code, legs)).toBe(name);
  });

  it('names a fold set on another leg count by what it is (the 4-leg Trixie and Patent)', () => {
    expect(systemName('058', 4)).toEqual({ kind: 'folds', sizes: [2, 3] });
    expect(systemNameInEnglish('058', 4)).toBe('Doubles and trebles');
    expect(systemNameInEnglish('057', 4)).toBe('Singles, doubles and trebles');
    expect(systemNameInEnglish('020', 7)).toBe('Doubles, trebles, 4-folds and 5-folds');
  });

  it('describes the single-fold codes by their fold', () => {
    expect(systemNameInEnglish('002', 5)).toBe('Doubles');
    expect(systemNameInEnglish('004', 6)).toBe('4-folds');
    expect(systemName('999', 3)).toBeNull();
    expect(systemNameInEnglish('999', 3)).toBe('999');
  });
});
