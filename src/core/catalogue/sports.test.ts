import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { PSEUDO_CATEGORY_IDS, SPORTS, SPORT_VARIANTS, isIndiaVariant, knownSports, parseSportKey, sportByCode, sportById, sportIconPath, sportVariant } from './sports';

describe('sports catalogue (spec 1)', () => {
  it('holds about 100 sports with unique ids and unique 4-letter codes', () => {
    expect(SPORTS.length).toBeGreaterThanOrEqual(95);
    expect(new Set(SPORTS.map((sport) => sport.id)).size).toBe(SPORTS.length);
    expect(new Set(SPORTS.map((sport) => sport.code)).size).toBe(SPORTS.length);
    for (const sport of SPORTS) {
      expect(sport.code).toMatch(/^[A-Z]{4}$/);
      expect(sport.name.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['FOOT', 240, 'Football'],
    ['BASK', 227, 'Basketball'],
    ['TENN', 239, 'Tennis'],
    ['CRIC', 215, 'Cricket'],
    ['HORS', 364, 'Horse Racing'],
  ])('has %s with the spec id %i', (code, id, name) => {
    expect(sportById(id)).toEqual({ id, code, name });
    expect(sportByCode(code)?.id).toBe(id);
  });

  it('has the sports the layouts and streaming lists name', () => {
    for (const code of ['AMFB', 'BASE', 'KABA', 'HAND', 'DART', 'TABL', 'VOLL', 'BVOL', 'BADM', 'SQUA', 'BOWL', 'TEQB', 'SNOO', 'CSGO', 'PADE', 'LOLS', 'DOTA', 'GOLF', 'ICEH', 'RUGU', 'RUGL', 'BOXI', 'MMAF', 'VICR', 'EBSK', 'EFOT', 'VKBD', 'ECRI']) {
      expect(sportByCode(code)?.code).toBe(code);
    }
  });

  it('is frozen, entries included', () => {
    expect(Object.isFrozen(SPORTS)).toBe(true);
    expect(Object.isFrozen(SPORTS[0])).toBe(true);
  });

  it('returns null for unknown ids and codes', () => {
    expect(sportById(99999)).toBeNull();
    expect(sportById(Number.NaN)).toBeNull();
    expect(sportByCode('XXXX')).toBeNull();
    expect(sportByCode('')).toBeNull();
  });

  it('finds a code whatever its case and surrounding spaces', () => {
    expect(sportByCode(' foot ')?.id).toBe(240);
  });
});

describe('-india variants (spec 1)', () => {
  it('reads -india keys as a variant of their sport', () => {
    expect(parseSportKey('TENN-india')).toEqual({ code: 'TENN', variant: 'india' });
    expect(parseSportKey('CRIC')).toEqual({ code: 'CRIC', variant: null });
    expect(isIndiaVariant('CRIC-india')).toBe(true);
    expect(isIndiaVariant('CRIC')).toBe(false);
    expect(sportByCode('CRIC-india')?.id).toBe(215);
    expect(sportByCode('TENN-india')?.id).toBe(239);
  });

  it('catalogues tennis india and cricket india', () => {
    expect(SPORT_VARIANTS.map((entry) => entry.key)).toEqual(['TENN-india', 'CRIC-india']);
    expect(sportVariant('TENN-india')).toEqual({ key: 'TENN-india', variantOf: 'TENN', variant: 'india', name: 'Tennis India' });
    expect(sportVariant('cric-india')?.name).toBe('Cricket India');
    expect(sportVariant('FOOT-india')).toBeNull();
    expect(sportVariant('TENN')).toBeNull();
  });

  it('round-trips any code through the variant suffix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{4}$/), (code) => {
        expect(parseSportKey(`${code}-india`)).toEqual({ code, variant: 'india' });
        expect(parseSportKey(code)).toEqual({ code, variant: null });
      }),
    );
  });
});

describe('knownSports (spec 1)', () => {
  it('drops unknown sport ids with a warning and keeps the order of the rest', () => {
    const logger = createMemoryLogger();
    expect(knownSports([{ id: 240 }, { id: 99999 }, { id: 227 }], logger)).toEqual([{ id: 240 }, { id: 227 }]);
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toContain('Unknown sport id 99999');
    expect(logger.errors).toEqual([]);
  });

  it('keeps every known sport without a warning', () => {
    const logger = createMemoryLogger();
    expect(knownSports(SPORTS, logger)).toHaveLength(SPORTS.length);
    expect(logger.warnings).toEqual([]);
  });

  it('drops the pseudo-categories, which are not sports', () => {
    const logger = createMemoryLogger();
    expect(knownSports([{ id: PSEUDO_CATEGORY_IDS.favourites }], logger)).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
  });
});

describe('pseudo-categories (spec 2)', () => {
  it('has Favourites 10000, Homepage 10001 and Jackpot Bet 10002', () => {
    expect(PSEUDO_CATEGORY_IDS).toEqual({ favourites: 10000, homepage: 10001, jackpotBet: 10002 });
    expect(Object.isFrozen(PSEUDO_CATEGORY_IDS)).toBe(true);
    expect(sportById(10000)).toBeNull();
  });
});

describe('sportIconPath (spec 1: icons from /next/svgs/{iconType}/)', () => {
  it("names the sport's icon on the operator API; a variant has its sport's icon", () => {
    expect(sportIconPath('FOOT')).toBe('/next/svgs/sports/FOOT.svg');
    expect(sportIconPath('tenn-INDIA')).toBe('/next/svgs/sports/TENN.svg');
    expect(sportIconPath(' cric ')).toBe('/next/svgs/sports/CRIC.svg');
  });

  it('keeps an odd code inside its path segment', () => {
    expect(sportIconPath('a/b?c')).toBe('/next/svgs/sports/A%2FB%3FC.svg');
  });
});
