import { PSEUDO_CATEGORY_IDS } from '../catalogue/sports';
import { pathSegments, withoutLocale } from './locale';
import { parseIdCode, parseIdSlug } from './routeIds';
import { isSpecialNonSportPath } from './specialPaths';

/** Spec 2 pseudo-categories: Favourites 10000, Homepage 10001, Jackpot Bet 10002. */
export type PseudoCategory = 'favourites' | 'homepage' | 'jackpot-bet';

/**
 * The account area's pages (issue 21): spec 2's /account, /account/bets, /account/balances and
 * /account/transactions, and the pages a regulated sportsbook adds (preferences, safer
 * gambling, the cashier's deposit and withdraw).
 */
export const ACCOUNT_SECTIONS = ['overview', 'bets', 'balances', 'transactions', 'preferences', 'safer-gambling', 'deposit', 'withdraw'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

function isAccountSection(segment: string): segment is AccountSection {
  return segment !== 'overview' && (ACCOUNT_SECTIONS as readonly string[]).includes(segment);
}

/** The pages of spec 2's route table, recognised from a path (with or without its locale). */
export type Route =
  | { page: 'home' }
  | { page: 'sport'; sport: string; sportId: number | null; sportCode: string | null; pseudoCategory: PseudoCategory | null }
  | { page: 'fixtures' }
  | { page: 'competitions' }
  | { page: 'outrights' }
  | { page: 'leap'; leapGameId: string | null }
  | { page: 'live-list'; token: string | null; sportId: number | null; sportCode: string | null }
  | { page: 'live-event'; slug: string; eventId: string | null }
  | { page: 'event'; slug: string; eventId: string | null }
  | { page: 'jackpot'; jackpotEvent: string | null }
  | { page: 'my-bets' }
  /** The promotions list, or one promotion's page (/promotions/{id}; docs/promotions.md). */
  | { page: 'promotions'; promotionId: string | null }
  | { page: 'virtuals' }
  | { page: 'account'; section: AccountSection }
  | { page: 'maintenance' }
  | { page: 'blocked' }
  /** Brands with dedicated_login: the login form as a page (spec 2). */
  | { page: 'login' }
  | { page: 'special'; path: string }
  | { page: 'not-found'; path: string };

export interface RouteOptions {
  /** The operator's promotions address when it is not /promotions (spec 2). */
  promotionsPath?: string | null;
}

function pseudoCategoryOf(id: number | null): PseudoCategory | null {
  if (id === PSEUDO_CATEGORY_IDS.favourites) return 'favourites';
  if (id === PSEUDO_CATEGORY_IDS.homepage) return 'homepage';
  if (id === PSEUDO_CATEGORY_IDS.jackpotBet) return 'jackpot-bet';
  return null;
}

function sportRoute(segment: string): Route {
  const { id, code } = parseIdCode(segment);
  return { page: 'sport', sport: segment, sportId: id, sportCode: code, pseudoCategory: pseudoCategoryOf(id) };
}

/** Spec 2: /open_bets is My Bets, and any path containing 'mybets' counts as My Bets too. */
export function isMyBetsPath(pathname: string): boolean {
  const path = withoutLocale(pathname).toLowerCase();
  return path.includes('mybets') || pathSegments(path)[0] === 'open_bets';
}

function sameRoot(path: string, configured: string | null | undefined): boolean {
  if (!configured) return false;
  const trimmed = (value: string) => withoutLocale(value).replace(/\/+$/, '') || '/';
  return trimmed(path) === trimmed(configured);
}

/**
 * The configured promotions address (an in-app path) itself (null) or one promotion under
 * it (its id); undefined for any other path.
 */
function underConfiguredRoot(path: string, configured: string | null | undefined): string | null | undefined {
  if (!configured) return undefined;
  if (sameRoot(path, configured)) return null;
  const root = withoutLocale(configured).replace(/\/+$/, '');
  if (root === '' || !root.startsWith('/')) return undefined;
  const rest = path.replace(/\/+$/, '');
  if (!rest.startsWith(`${root}/`)) return undefined;
  const id = rest.slice(root.length + 1);
  return id !== '' && !id.includes('/') ? decodeSegment(id) : undefined;
}

/**
 * Recognises a path (spec 2's route table and the prefetch list's slug forms). `/sports`
 * alone is the Homepage pseudo-category 10001, the sports home. Unknown paths are
 * 'not-found' with the path, never an exception.
 */
export function recogniseRoute(pathname: string, options: RouteOptions = {}): Route {
  const path = withoutLocale(pathname.replace(/[?#].*$/, ''));
  const segments = pathSegments(path).map(decodeSegment);
  const [first, second, third] = segments;
  if (isMyBetsPath(path)) return { page: 'my-bets' };
  const configuredPromotions = underConfiguredRoot(path, options.promotionsPath);
  if (configuredPromotions !== undefined) return { page: 'promotions', promotionId: configuredPromotions };
  if (isSpecialNonSportPath(path)) {
    if (first === 'sports' && second === 'leap') return { page: 'leap', leapGameId: third ?? null };
    if (first === 'sports' && second === 'kiron') return { page: 'virtuals' };
    return { page: 'special', path };
  }
  switch (first) {
    case undefined:
      return { page: 'home' };
    case 'sports':
      if (second === undefined) return sportRoute(String(PSEUDO_CATEGORY_IDS.homepage));
      if (second === 'fixtures') return { page: 'fixtures' };
      if (second === 'competitions') return { page: 'competitions' };
      if (second === 'outrights') return { page: 'outrights' };
      return sportRoute(second);
    case 'live': {
      if (second === undefined) return { page: 'live-list', token: null, sportId: null, sportCode: null };
      if (second !== 'sport') return { page: 'live-event', slug: second, eventId: parseIdSlug(second) };
      // live/sport/{id}-{CODE} is a sport's live list; any other token (favourites) is kept as is.
      const { id, code } = third === undefined ? { id: null, code: null } : parseIdCode(third);
      return { page: 'live-list', token: third !== undefined && id === null ? third : null, sportId: id, sportCode: code };
    }
    case 'events':
      return second === undefined ? { page: 'not-found', path } : { page: 'event', slug: second, eventId: parseIdSlug(second) };
    case 'jackpot':
      return { page: 'jackpot', jackpotEvent: second === 'sport' ? (third ?? null) : null };
    case 'promotions':
      if (third !== undefined) return { page: 'not-found', path };
      return { page: 'promotions', promotionId: second ?? null };
    case 'account':
      if (second === undefined) return { page: 'account', section: 'overview' };
      if (isAccountSection(second)) return { page: 'account', section: second };
      // The header's self-exclusion link (spec 2) lands on the safer-gambling page.
      if (second === 'self-exclusion') return { page: 'account', section: 'safer-gambling' };
      return { page: 'not-found', path };
    case 'maintenance':
      return { page: 'maintenance' };
    case 'static':
      return second === 'flutter-maintenance' ? { page: 'maintenance' } : { page: 'not-found', path };
    case 'blocked':
      return { page: 'blocked' };
    case 'login':
      return second === undefined ? { page: 'login' } : { page: 'not-found', path };
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
