import type { RequestContext } from './requestContext';

/** Which rules a path gets (spec 7 "Global request rules"). */
export interface PathRules {
  xAcceptLanguage: boolean;
  /** The `l` locale parameter. */
  locale: boolean;
  /** pub, l, mc on /api/ calls. */
  cmsParameters: boolean;
  /** pub and cmsLocale on nextapi events. */
  nextapiParameters: boolean;
  priceFormat: boolean;
  uuid: boolean;
}

const PRICE_FORMAT_PATHS = [
  // sports
  /^\/xapi\/rest\/events/,
  /^\/nextapi\/xapi\/rest\/events/,
  /^\/xapi\/rest\/live\/events/,
  /^\/xapi\/rest\/markets/,
  /^\/xapi\/marketdata\//,
  // betslip
  /^\/xapi\/rest\/betslips/,
  /^\/xapi\/rest\/jackpotbetslips/,
  /^\/xapi\/rest\/betbuilder\//,
  // account (incl. placement under the account)
  /^\/xapi\/rest\/accounts\//,
  // open bets
  /^\/xapi\/bet\/account\//,
];

export function rulesForPath(pathname: string): PathRules {
  const xapi = pathname.startsWith('/xapi/') || pathname.startsWith('/abp/');
  const liveChanges = pathname.startsWith('/xapi/rest/live/changes') || pathname.startsWith('/xapi/live/');
  const noLocale = pathname.startsWith('/xapi/icore/') || pathname.startsWith('/xapi/marketdata/');
  return {
    xAcceptLanguage: xapi && !liveChanges,
    locale: xapi && !liveChanges && !noLocale,
    cmsParameters: pathname.startsWith('/api/'),
    nextapiParameters: pathname.startsWith('/nextapi/xapi/rest/events'),
    priceFormat: PRICE_FORMAT_PATHS.some((pattern) => pattern.test(pathname)),
    uuid: /betslips/.test(pathname),
  };
}

/**
 * Request headers a browser lets a cross-origin call carry without asking the API first
 * (the Fetch standard's CORS-safelisted request headers), and the body types that keep a
 * POST "simple". Anything else makes the browser send a preflight (OPTIONS) first.
 */
const SAFELISTED_HEADERS = new Set(['accept', 'accept-language', 'content-language', 'content-type']);
const SAFELISTED_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
const SIMPLE_METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * Whether the call, as its caller built it, is a CORS "simple request" (sent cross-origin
 * without a preflight): a GET, HEAD or form POST with safelisted headers only. A bearer
 * token, a game token or a JSON body each make it preflighted whatever the rules add.
 */
export function isSimpleRequest(method: string, headers: Headers): boolean {
  if (!SIMPLE_METHODS.has(method.toUpperCase())) return false;
  for (const [name, value] of headers) {
    if (!SAFELISTED_HEADERS.has(name)) return false;
    if (name === 'content-type' && !SAFELISTED_CONTENT_TYPES.has((value.split(';')[0] ?? '').trim().toLowerCase())) return false;
  }
  return true;
}

/**
 * Puts spec 7's global rules on an outgoing request, in place: locale and language,
 * CMS parameters, the X-Sb brand/origin/portal headers (unless skipXSbHeader), the
 * odds format, and a uuid on betslip calls. Parameters the caller already set are kept (a
 * retried placement must keep its uuid).
 *
 * The API is on another origin than the page, and any custom header makes the browser ask
 * it first (a preflight, cached per URL), so a call that is otherwise simple (see
 * isSimpleRequest: an anonymous GET, a form POST) carries the rules' values without one:
 * the locale only as `l` (X-Accept-Language is derived from the same locale), the brand as
 * `pub` (the spec's brand parameter) with the origin left at the API's default (MOBILE, as
 * skipXSbHeader leaves it), and the odds format as `priceFormat`. A call that is preflighted
 * anyway (a body, a token) carries the spec's headers, at no extra cost. Calls without `l`
 * (icore, marketdata) keep X-Accept-Language, the spec's only carrier of their language,
 * and with it every header; so does every call when there is a portal id (no query form).
 * docs/api.md "Request rules and CORS".
 */
export function applyRequestRules(url: URL, headers: Headers, context: RequestContext, method = 'GET', apiBasePath = '/'): void {
  // The rules name the API's own paths (/xapi/…, /api/…): an api-base with a path of its own
  // (https://operator.example/sportsbook-api/) is taken off first, or no rule would match.
  const base = apiBasePath.endsWith('/') ? apiBasePath : `${apiBasePath}/`;
  const rules = rulesForPath(url.pathname.startsWith(base) ? `/${url.pathname.slice(base.length)}` : url.pathname);
  const portal = context.skipXSbHeader() ? null : context.portalId();
  const languageInQuery = rules.locale || rules.cmsParameters;
  // A portal id, or a language the spec gives no query form (icore, marketdata), needs a
  // header: the call is preflighted then, so every rule goes as a header.
  const simple = isSimpleRequest(method, headers) && !portal && !(rules.xAcceptLanguage && !languageInQuery);
  const setParam = (name: string, value: string) => {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  };
  if (rules.xAcceptLanguage && !headers.has('x-accept-language') && !(simple && languageInQuery)) headers.set('X-Accept-Language', context.acceptLanguage() || 'en-GB');
  if (rules.locale) setParam('l', context.locale());
  if (rules.cmsParameters) {
    setParam('pub', context.publication());
    setParam('l', context.locale());
    setParam('mc', context.channel());
  }
  if (rules.nextapiParameters) {
    setParam('pub', context.publication());
    setParam('cmsLocale', context.cmsLocale());
  }
  if (!context.skipXSbHeader()) {
    if (simple) {
      setParam('pub', context.brand());
    } else {
      headers.set('X-Sb-Brand', context.brand());
      headers.set('X-Sb-Origin', context.origin());
      if (portal) headers.set('X-Sb-Portal-Id', portal);
    }
  }
  const format = context.priceFormat();
  if (rules.priceFormat && format) {
    if (simple) setParam('priceFormat', format);
    else headers.set('X-Price-Format', format);
  }
  if (rules.uuid) setParam('uuid', context.uuid());
}

/** Query values as the API wants them: arrays comma-joined, empty values left out. */
export function toSearchParams(query: Readonly<Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}
