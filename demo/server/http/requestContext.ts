import type { Context } from 'hono';
import { brandById, type Brand } from '../content/brands';

/**
 * What spec 7's global request rules put on a call, read back by the sandbox: the brand
 * (X-Sb-Brand header, else `pub`), locale (`l`, else X-Accept-Language, default en-GB),
 * channel (`mc`), origin (X-Sb-Origin, MOBILE), portal (X-Sb-Portal-Id), odds format
 * (X-Price-Format, else `priceFormat`) and the request uuid (`uuid`). The SDK sends a
 * call that needs no preflight with the query forms only (docs/api.md "Request rules and CORS").
 */
export interface RequestContext {
  brand: Brand;
  locale: string;
  acceptLanguage: string;
  channel: string;
  origin: string;
  portalId: string | null;
  priceFormat: string | null;
  uuid: string | null;
}

export function requestContext(c: Context): RequestContext {
  const acceptLanguage = c.req.header('x-accept-language') ?? 'en-GB';
  const locale = c.req.query('l') ?? acceptLanguage.slice(0, 2).toLowerCase();
  return {
    brand: brandById(c.req.header('x-sb-brand') ?? c.req.query('pub')),
    locale,
    acceptLanguage,
    channel: c.req.query('mc') ?? 'web',
    origin: c.req.header('x-sb-origin') ?? 'MOBILE',
    portalId: c.req.header('x-sb-portal-id') ?? null,
    priceFormat: c.req.header('x-price-format') ?? c.req.query('priceFormat') ?? null,
    uuid: c.req.query('uuid') ?? null,
  };
}

/** A JSON error body in one shape everywhere: a stable code and a sentence saying what to do. */
export function errorBody(error: string, message: string, extra: Record<string, unknown> = {}) {
  return { error, message, ...extra };
}

/** The request's country, as the sandbox's geo data answers it: the x-sandbox-country header, else Malta. */
export function requestCountry(c: Context): string {
  return c.req.header('x-sandbox-country') ?? 'MT';
}
