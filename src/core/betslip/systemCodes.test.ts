import { describe, expect, it } from 'vitest';
import { SYSTEM_DEFINITIONS, normaliseSystemCode, systemDefinition } from './systemCodes';

describe('normaliseSystemCode', () => {
  it('reads the last three digits of a code or a full bet type id (spec 9)', () => {
    expect(normaliseSystemCode('058')).toBe('058');
    expect(normaliseSystemCode('200058')).toBe('058');
    expect(normaliseSystemCode(' 58 ')).toBe('058');
    expect(normaliseSystemCode('7')).toBe('007');
  });

  it('gives null for text that is not a code', () => {
    expect(normaliseSystemCode('')).toBeNull();
    expect(normaliseSystemCode('Trixie')).toBeNull();
    expect(normaliseSystemCode('05 8')).toBeNull();
    expect(normaliseSystemCode('-58')).toBeNull();
  });
});

describe('systemDefinition', () => {
  it.each([
    ['002', 'Doubles', false, [2], false, null],
    ['003', 'Trebles', false, [3], false, null],
    ['004', '4-Folds', false, [4], false, null],
    ['012', '12-Folds', false, [12], false, null],
    ['058', 'Trixie', false, [2, 3], false, 3],
    ['057', 'Patent', true, [2, 3], false, 3],
    ['019', 'Yankee', false, [2, 3], true, 4],
    ['059', 'Lucky 15', true, [2, 3], true, 4],
    ['020', 'Super Yankee', false, [2, 3, 4, 5], false, 5],
    ['060', 'Lucky 31', true, [2, 3, 4, 5], false, 5],
    ['021', 'Heinz', false, [2, 3, 4, 5, 6], false, 6],
    ['047', 'Lucky 63', true, [2, 3, 4, 5, 6], false, 6],
    ['022', 'Super Heinz', false, [2, 3, 4, 5, 6, 7], false, 7],
    ['046', 'Goliath', false, [2, 3, 4, 5, 6, 7, 8], false, 8],
  ])('%s is %s', (code, name, includesSingles, folds, includesAccumulator, legCount) => {
    expect(systemDefinition(code)).toEqual({ code, name, includesSingles, folds, includesAccumulator, legCount });
  });

  it('knows exactly the spec 9 codes', () => {
    expect(SYSTEM_DEFINITIONS.map((definition) => definition.code).sort()).toEqual(
      ['002', '003', '004', '005', '006', '007', '008', '009', '010', '011', '012', '019', '020', '021', '022', '046', '047', '057', '058', '059', '060'],
    );
    expect(systemDefinition('001')).toBeNull();
    expect(systemDefinition('200013')).toBeNull();
    expect(systemDefinition('abc')).toBeNull();
  });
});
