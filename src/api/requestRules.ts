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
 * Puts spec 7's global rules on an outgoing request, in place: locale and language,
 * CMS parameters, the X-Sb brand/origin/portal headers (unless skipXSbHeader), the
 * odds format header, and a uuid on betslip calls. Parameters the caller already set are
 * kept (a retried placement must keep its uuid).
 */
export function applyRequestRules(url: URL, headers: Headers, context: RequestContext): void {
  const rules = rulesForPath(url.pathname);
  const setParam = (name: string, value: string) => {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  };
  if (rules.xAcceptLanguage && !headers.has('x-accept-language')) headers.set('X-Accept-Language', context.acceptLanguage() || 'en-GB');
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
    headers.set('X-Sb-Brand', context.brand());
    headers.set('X-Sb-Origin', context.origin());
    const portal = context.portalId();
    if (portal) headers.set('X-Sb-Portal-Id', portal);
  }
  const format = context.priceFormat();
  if (rules.priceFormat && format) headers.set('X-Price-Format', format);
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
