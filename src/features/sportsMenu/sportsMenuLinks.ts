import { PSEUDO_CATEGORY_IDS, parseSportKey, type Route } from '../../core';

export type PseudoCategoryKey = keyof typeof PSEUDO_CATEGORY_IDS;

/** Spec 2 slug forms: a sport's page is /sports/{id}-{CODE} ('/sports/215-CRIC-india' for a variant). */
export function sportPath(id: number, code: string): string {
  return `/sports/${id}-${code}`;
}

/** A sport's live list: /live/sport/{id}-{CODE}. */
export function liveSportPath(id: number, code: string): string {
  return `/live/sport/${id}-${code}`;
}

/** A pseudo-category shares the sports' id space, so its page is /sports/{id} (Homepage: /sports/10001). */
export function pseudoCategoryPath(key: PseudoCategoryKey): string {
  return `/sports/${PSEUDO_CATEGORY_IDS[key]}`;
}

/**
 * Whether a route's sport segment names this menu entry. A variant ('CRIC-india') shares
 * its sport's id, so the code decides; a bare id ('/sports/215') stands for the plain sport.
 */
function sameSport(routeId: number | null, routeCode: string | null, id: number, code: string): boolean {
  if (routeId !== id) return false;
  if (routeCode === null) return parseSportKey(code).variant === null;
  return routeCode.toUpperCase() === code.toUpperCase();
}

export function isCurrentSport(route: Route, id: number, code: string): boolean {
  return route.page === 'sport' && route.pseudoCategory === null && sameSport(route.sportId, route.sportCode, id, code);
}

export function isCurrentLiveSport(route: Route, id: number, code: string): boolean {
  return route.page === 'live-list' && sameSport(route.sportId, route.sportCode, id, code);
}

export function isCurrentPseudoCategory(route: Route, key: PseudoCategoryKey): boolean {
  // `/` and `/sports` show the Homepage pseudo-category too (spec 2), under other addresses.
  if (key === 'homepage' && (route.page === 'home' || (route.page === 'sport' && route.pseudoCategory === 'homepage'))) return true;
  return route.page === 'sport' && route.sportId === PSEUDO_CATEGORY_IDS[key];
}
