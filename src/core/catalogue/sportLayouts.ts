import { parseSportKey } from './sports';

/** How a sport's event cards are laid out (spec 1 "Sport layouts"). */
export type SportLayoutGroup = 'default' | 'secondary' | 'golf' | 'cricket';

const LAYOUT_BY_CODE: Readonly<Record<string, SportLayoutGroup>> = Object.freeze({
  FOOT: 'default',
  BASK: 'default',
  AMFB: 'default',
  BASE: 'default',
  KABA: 'default',
  HAND: 'default',
  DART: 'default',
  TENN: 'secondary',
  TABL: 'secondary',
  VOLL: 'secondary',
  BVOL: 'secondary',
  BADM: 'secondary',
  SQUA: 'secondary',
  BOWL: 'secondary',
  TEQB: 'secondary',
  SNOO: 'secondary',
  CSGO: 'secondary',
  PADE: 'secondary',
  LOLS: 'secondary',
  GOLF: 'golf',
  CRIC: 'cricket',
  ECRI: 'cricket',
  VICR: 'cricket',
});

/**
 * The layout group of a sport key. Cricket variants (-india) are cricket; other sports
 * not named by the spec use the default view, which shows any two- or three-way market.
 */
export function sportLayoutGroup(sportKey: string): SportLayoutGroup {
  return LAYOUT_BY_CODE[parseSportKey(sportKey).code] ?? 'default';
}

/** Spec 1: cricket, e-cricket, virtual cricket and tennis india order their markets their own way. */
export function hasSpecialMarketOrder(sportKey: string): boolean {
  const { code, variant } = parseSportKey(sportKey);
  return code === 'CRIC' || code === 'ECRI' || code === 'VICR' || (code === 'TENN' && variant === 'india');
}

/**
 * Tennis india's special order (spec 1 names it, docs/core.md gives it): the set markets join
 * the match's, in play order, right after the match winner, as Indian books list tennis, the
 * way cricket's over markets follow the play (spec 9). Plain tennis keeps sets in their group.
 */
export function listsSetsWithMatch(sportKey: string): boolean {
  const { code, variant } = parseSportKey(sportKey);
  return code === 'TENN' && variant === 'india';
}
