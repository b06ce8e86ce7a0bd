import { withoutLocale } from './locale';

/**
 * Spec 2: third-party and other pages that live under /sports or at the root but are not
 * sports pages (no sport id, no sports menu highlight).
 */
export const SPECIAL_NON_SPORT_PATHS: readonly string[] = Object.freeze([
  '/sports/betradar-virtuals',
  '/sports/edge',
  '/sports/esports',
  '/sports/esportsbull',
  '/sports/exchange',
  '/sports/kiron',
  '/sports/parlaybay',
  '/sports/soccerbet',
  '/sports/vir2al-games',
  '/cryptoblast',
  '/powerball',
  '/sports/leap',
  '/lotto',
]);

/**
 * Whether a path (with or without its locale) is one of the special pages or a sub-page of
 * one ('/lotto/draw/5'). A longer name is not a sub-page: '/sports/edgewise' is not '/sports/edge'.
 */
export function isSpecialNonSportPath(pathname: string): boolean {
  const path = withoutLocale(pathname).replace(/\/+$/, '');
  return SPECIAL_NON_SPORT_PATHS.some((special) => path === special || path.startsWith(`${special}/`));
}
