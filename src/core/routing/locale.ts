/**
 * Spec 2: "Locale is the first path segment (two letters)". No route of the table starts
 * with a two-letter segment, so such a segment is always read as a locale slot.
 */
const LOCALE_SEGMENT = /^[A-Za-z]{2}$/;

export function isLocaleSegment(segment: string): boolean {
  return LOCALE_SEGMENT.test(segment);
}

/** The non-empty segments of a path: '/en//sports/' -> ['en', 'sports']. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** The first segment of a path: '/en/sports' -> 'en'; '' for '/'. */
export function firstSegment(pathname: string): string {
  return pathSegments(pathname)[0] ?? '';
}

/** A path without its two-letter locale segment: '/en/sports/x' -> '/sports/x', '/en' -> '/'. */
export function withoutLocale(pathname: string): string {
  const first = firstSegment(pathname);
  if (!isLocaleSegment(first)) return pathname;
  const rest = pathname.slice(pathname.indexOf(first) + first.length);
  return rest === '' ? '/' : rest;
}

export interface LocaleInput {
  /** The router's locale parameter, when the route has one. */
  routeLocale?: string | null | undefined;
  pathname: string;
  /** The configured languages' locales. */
  locales: readonly string[];
  fallback?: string;
}

/**
 * Spec 2 locale resolution: the route's locale parameter, else the first path segment if
 * it is a configured locale, else en. The route parameter must be configured too: an
 * unknown one would load a language the operator does not offer (and localeRedirect sends
 * the browser away from it anyway).
 */
export function resolveLocale({ routeLocale, pathname, locales, fallback = 'en' }: LocaleInput): string {
  if (routeLocale && locales.includes(routeLocale)) return routeLocale;
  const segment = firstSegment(pathname);
  return locales.includes(segment) ? segment : fallback;
}

/** Any run of digits in the path whose value is above 400 (spec 2's redirect exemption). */
function holdsNumberAbove400(path: string): boolean {
  return (path.match(/\d+/g) ?? []).some((digits) => Number(digits) > 400);
}

/**
 * Spec 2: a path whose locale is not in the language list is redirected to the default
 * locale (en unless configured); paths with a number above 400 are exempt. "A number" is
 * any run of digits anywhere in the path (a segment such as /404, or the id in
 * '/live/12345-a-v-b'), query and fragment excluded: redirecting a status page or an
 * event page would lose it. A two-letter first segment that is not a known locale is
 * replaced by the default; a path without one gets the default in front. Returns the path
 * to go to (query and fragment kept), or null when the path may stay.
 *
 * `unsupported` are languages the brand lists but the sportsbook has no texts for (core
 * offeredLanguages): their prefix is replaced even on an exempt path, since the address
 * must not claim a language the page is not in, and only the prefix changes.
 */
export function localeRedirect(pathname: string, locales: readonly string[], defaultLocale = 'en', unsupported: readonly string[] = []): string | null {
  const queryStart = pathname.search(/[?#]/);
  const path = queryStart === -1 ? pathname : pathname.slice(0, queryStart);
  const suffix = queryStart === -1 ? '' : pathname.slice(queryStart);
  const segments = pathSegments(path);
  if (holdsNumberAbove400(path) && !unsupported.includes(segments[0] ?? '')) return null;
  const [first, ...rest] = segments;
  if (first !== undefined && locales.includes(first)) return null;
  const tail = first !== undefined && isLocaleSegment(first) ? rest : segments;
  const trailingSlash = path.endsWith('/') && tail.length > 0 ? '/' : '';
  return `/${[defaultLocale, ...tail].join('/')}${trailingSlash}${suffix}`;
}
