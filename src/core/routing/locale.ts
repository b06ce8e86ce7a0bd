const LOCALE_SEGMENT = /^[a-z]{2}$/;

/** The first segment of a path: '/en/sports' -> 'en'. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? '';
}

export interface LocaleInput {
  /** The router's locale parameter, when the route has one. */
  routeLocale?: string | null | undefined;
  pathname: string;
  locales: readonly string[];
  fallback?: string;
}

/** Spec 2: the route's locale parameter, else the first path segment if configured, else en. */
export function resolveLocale({ routeLocale, pathname, locales, fallback = 'en' }: LocaleInput): string {
  if (routeLocale && locales.includes(routeLocale)) return routeLocale;
  const segment = firstSegment(pathname);
  return locales.includes(segment) ? segment : fallback;
}

/**
 * Spec 2: a path whose locale is not in the language list is redirected to the default
 * locale; paths holding a number above 400 are exempt (status pages such as /404 or
 * /500, and ids: a redirect there would lose the page). "A number" is any whole path
 * segment of digits, or a leading id as in '12345-slug'. Returns the path to redirect to,
 * or null when the path may stay. A two-letter first segment that is not a known locale
 * is replaced; any other path gets the default locale in front.
 */
export function localeRedirect(pathname: string, locales: readonly string[], defaultLocale = 'en'): string | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => /^\d+(-|$)/.test(segment) && Number.parseInt(segment, 10) > 400)) return null;
  const [first, ...rest] = segments;
  if (first !== undefined && locales.includes(first)) return null;
  const tail = first !== undefined && LOCALE_SEGMENT.test(first) ? rest : segments;
  const trailing = pathname.endsWith('/') && tail.length > 0 ? '/' : '';
  return `/${[defaultLocale, ...tail].join('/')}${trailing}`;
}

/**
 * Spec 2 link building: absolute http(s) links stay as they are; paths starting with /
 * get the locale in front, replacing an existing two-letter first segment if it is one of
 * the available locales. Anything else (relative links, mailto:, #anchors) is unchanged.
 */
export function buildLink(href: string, locale: string, availableLocales: readonly string[]): string {
  if (/^https?:\/\//i.test(href) || !href.startsWith('/') || href.startsWith('//')) return href;
  const [path = '', suffix = ''] = splitSuffix(href);
  const segments = path.split('/');
  // segments[0] is '' because the path starts with '/'.
  if (segments[1] !== undefined && availableLocales.includes(segments[1])) segments.splice(1, 1);
  const rest = segments.slice(1).join('/');
  return `/${locale}${rest === '' ? '' : `/${rest}`}${suffix}`;
}

/** '/a/b?x=1#y' -> ['/a/b', '?x=1#y'] */
function splitSuffix(href: string): [string, string] {
  const index = href.search(/[?#]/);
  return index === -1 ? [href, ''] : [href.slice(0, index), href.slice(index)];
}
