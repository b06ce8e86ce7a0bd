/**
 * What the request rules need to know at the moment a call leaves (spec 7 "Global
 * request rules"). Getters, not values: the locale or odds format can change while the
 * runtime lives, and every call must carry the current one.
 */
export interface RequestContext {
  /** Two-letter locale for `l` (e.g. 'en'). */
  locale(): string;
  /** X-Accept-Language value; 'en-GB' when unknown (spec 7 default). */
  acceptLanguage(): string;
  /** The CMS publication (`pub`), usually the brand id. */
  publication(): string;
  /** Channel for `mc` ('web' or 'mobile'). */
  channel(): string;
  /** CMS locale for nextapi events (`cmsLocale`). */
  cmsLocale(): string;
  brand(): string;
  /** Origin header value (spec 7: MOBILE). */
  origin(): string;
  portalId(): string | null;
  /** The player's odds type for the price-format header; null sends none. */
  priceFormat(): string | null;
  /** Operators who proxy without the X-Sb headers turn them off. */
  skipXSbHeader(): boolean;
  /** A fresh uuid for betslip calls. */
  uuid(): string;
  /**
   * Spec 7's forced origin (20 native app, 21 partner app) every bet call carries instead
   * of its default; null, or no getter, leaves the default.
   */
  betslipOriginId?(): number | null;
}

/** A context from plain values, for tests and simple hosts. */
export function staticRequestContext(values: Partial<{ [K in keyof RequestContext]-?: ReturnType<NonNullable<RequestContext[K]>> }> = {}): RequestContext {
  let counter = 0;
  return {
    locale: () => values.locale ?? 'en',
    acceptLanguage: () => values.acceptLanguage ?? 'en-GB',
    publication: () => values.publication ?? values.brand ?? 'default',
    channel: () => values.channel ?? 'web',
    cmsLocale: () => values.cmsLocale ?? values.locale ?? 'en',
    brand: () => values.brand ?? 'default',
    origin: () => values.origin ?? 'MOBILE',
    portalId: () => values.portalId ?? null,
    priceFormat: () => values.priceFormat ?? null,
    skipXSbHeader: () => values.skipXSbHeader ?? false,
    uuid: () => values.uuid ?? `uuid-${++counter}`,
    betslipOriginId: () => values.betslipOriginId ?? null,
  };
}
