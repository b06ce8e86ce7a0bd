import { PSEUDO_CATEGORY_IDS } from '../catalogue/sports';
import { firstSegment } from './locale';

/** The pages of spec 2's route table, recognised from a path (with or without locale). */
export type Route =
  | { page: 'home' }
  | { page: 'sport'; sport: string; sportId: number | null; sportCode: string | null }
  | { page: 'fixtures' }
  | { page: 'leap'; leapGameId: string | null }
  | { page: 'live-list'; token: string | null; sportId: number | null; sportCode: string | null }
  | { page: 'live-event'; slug: string; eventId: string | null }
  | { page: 'event'; slug: string; eventId: string | null }
  | { page: 'jackpot'; jackpotEvent: string | null }
  | { page: 'my-bets' }
  | { page: 'promotions' }
  | { page: 'virtuals' }
  | { page: 'account'; section: 'overview' | 'bets' | 'balances' | 'transactions' }
  | { page: 'maintenance' }
  | { page: 'blocked' }
  | { page: 'special'; path: string }
  | { page: 'not-found'; path: string };

/** Spec 2: third-party and other non-sport pages under /sports or at the root. */
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

/** Strips a leading two-letter locale: '/en/sports/x' -> '/sports/x'. */
export function withoutLocale(pathname: string, locales: readonly string[]): string {
  const first = firstSegment(pathname);
  if (!locales.includes(first)) return pathname;
  const rest = pathname.replace(new RegExp(`^/*${first}`), '');
  return rest === '' ? '/' : rest;
}

export function isSpecialNonSportPath(pathname: string, locales: readonly string[] = []): boolean {
  const path = withoutLocale(pathname, locales).replace(/\/+$/, '');
  return SPECIAL_NON_SPORT_PATHS.some((special) => path === special || path.startsWith(`${special}/`));
}

/** '240-FOOT' -> { id: 240, code: 'FOOT' }; '10001' -> { id: 10001, code: null }. */
export function parseIdCode(segment: string): { id: number | null; code: string | null } {
  const match = /^(\d+)(?:-([A-Za-z]{4}(?:-india)?))?$/.exec(segment);
  return match ? { id: Number(match[1]), code: match[2] ? match[2].toUpperCase().replace('-INDIA', '-india') : null } : { id: null, code: null };
}

/** '12345-arsenal-v-chelsea' -> '12345'. */
export function parseIdSlug(slug: string): string | null {
  return /^(\d+)(?:-|$)/.exec(slug)?.[1] ?? null;
}

/**
 * Recognises a path (spec 2). A path containing 'mybets' counts as My Bets. Unknown
 * paths are 'not-found' with the path, never an exception.
 */
export function recogniseRoute(pathname: string, locales: readonly string[] = []): Route {
  const path = withoutLocale(pathname, locales);
  const segments = path.split('/').filter((segment) => segment !== '').map((segment) => decodeSegment(segment));
  const [first, second, third] = segments;
  if (path.includes('mybets')) return { page: 'my-bets' };
  if (isSpecialNonSportPath(path)) {
    if (first === 'sports' && second === 'leap') return { page: 'leap', leapGameId: third ?? null };
    if (first === 'sports' && second === 'kiron') return { page: 'virtuals' };
    return { page: 'special', path };
  }
  switch (first) {
    case undefined:
      return { page: 'home' };
    case 'sports':
      if (second === undefined) return { page: 'sport', sport: String(PSEUDO_CATEGORY_IDS.homepage), sportId: PSEUDO_CATEGORY_IDS.homepage, sportCode: null };
      if (second === 'fixtures') return { page: 'fixtures' };
      return { page: 'sport', sport: second, sportId: parseIdCode(second).id, sportCode: parseIdCode(second).code };
    case 'live':
      if (second === 'sport') {
        const parsed = third ? parseIdCode(third) : { id: null, code: null };
        return { page: 'live-list', token: third !== undefined && parsed.id === null ? third : null, sportId: parsed.id, sportCode: parsed.code };
      }
      if (second === undefined) return { page: 'live-list', token: null, sportId: null, sportCode: null };
      return { page: 'live-event', slug: second, eventId: parseIdSlug(second) };
    case 'events':
      return second === undefined ? { page: 'not-found', path } : { page: 'event', slug: second, eventId: parseIdSlug(second) };
    case 'jackpot':
      return { page: 'jackpot', jackpotEvent: second === 'sport' ? (third ?? null) : null };
    case 'open_bets':
      return { page: 'my-bets' };
    case 'promotions':
      return { page: 'promotions' };
    case 'account':
      if (second === undefined) return { page: 'account', section: 'overview' };
      if (second === 'bets' || second === 'balances' || second === 'transactions') return { page: 'account', section: second };
      return { page: 'not-found', path };
    case 'maintenance':
      return { page: 'maintenance' };
    case 'static':
      return second === 'flutter-maintenance' ? { page: 'maintenance' } : { page: 'not-found', path };
    case 'blocked':
      return { page: 'blocked' };
    default:
      return { page: 'not-found', path };
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Spec 2: the maintenance pages run a reduced shell with no store or session handling. */
export function isMaintenanceRoute(route: Route): boolean {
  return route.page === 'maintenance';
}
