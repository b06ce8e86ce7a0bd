import type { Context, MiddlewareHandler } from 'hono';

/**
 * CORS for the sandbox API (docs/api.md "Cross-origin calls"; docs/deployment.md says what
 * an operator's own API must answer). The host page, the SDK's files and the API are on
 * three origins, so every call the SDK makes is a cross-origin request: the browser shows
 * the SDK an answer only if it names the page's origin, and asks first (a preflight) for
 * anything beyond a plain GET.
 */

/** The methods the API answers (HEAD and OPTIONS need no listing). */
export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Request headers a page may send: the SDK's (the bearer token, the game token, spec 7's
 * request rules on the calls that carry them, JSON bodies) and the sandbox's own test
 * headers (X-Sandbox-Fault, X-Sandbox-Country, X-Sandbox-News-Popups; docs/api.md), which an operator's API
 * would not list.
 */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Accept-Language',
  'X-Game-Token',
  'X-Price-Format',
  'X-Sb-Brand',
  'X-Sb-Origin',
  'X-Sb-Portal-Id',
  'X-Sandbox-Country',
  'X-Sandbox-Fault',
  'X-Sandbox-News-Popups',
] as const;

/**
 * Response headers a page's script may read besides the always-readable ones: the SDK
 * reads none; these are the sandbox's echo of the request rules it read (so a page or a
 * test can see what arrived).
 */
export const CORS_EXPOSED_HEADERS = ['X-Sandbox-Brand', 'X-Sandbox-Origin', 'X-Sandbox-Price-Format'] as const;

/**
 * How long a browser may reuse a preflight answer: Chromium caps it at 7200 s (2 h),
 * Firefox at 24 h. A preflight is cached per (origin, URL), so this saves the repeats of
 * one address (a polled bet count), not the first call to each new one.
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * Answers CORS for `allowedOrigins` (exact origins) on every response that passes through:
 * errors, redirects and the live event stream included. A preflight from an origin not on
 * the list gets a 403 that says how to allow it; other requests from such an origin are
 * answered without CORS headers, so the browser keeps the answer from the page (the
 * request itself is not refused: same-origin pages and non-browser clients send no CORS).
 * No Access-Control-Allow-Credentials: the SDK sends its tokens in headers, never cookies.
 */
export function apiCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const isAllowed = origin !== undefined && allowed.has(origin);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined) {
      return isAllowed ? preflightAnswer(c, origin) : preflightRefusal(c, origin, allowedOrigins);
    }
    await next();
    // The answer depends on the Origin header whether or not it was allowed: caches must key on it.
    c.res.headers.append('Vary', 'Origin');
    if (isAllowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS.join(', '));
    }
  };
}

function preflightAnswer(c: Context, origin: string): Response {
  return c.body(null, 204, {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS.join(', '),
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
    Vary: 'Origin',
  });
}

function preflightRefusal(c: Context, origin: string | undefined, allowedOrigins: readonly string[]): Response {
  const who = origin === undefined ? 'A preflight without an Origin header' : `The origin ${origin}`;
  const listed = allowedOrigins.length > 0 ? allowedOrigins.join(', ') : 'none';
  const fix = origin === undefined || origin === 'null' ? 'Call the API from a page served over http or https' : `Add it to SANDBOX_ALLOWED_ORIGINS (comma-separated exact origins, for example SANDBOX_ALLOWED_ORIGINS=${[...allowedOrigins, origin].join(',')}) and restart the sandbox`;
  return c.text(`${who} may not call this API from a browser (allowed: ${listed}). ${fix}; docs/api.md "Cross-origin calls" explains.`, 403, { Vary: 'Origin' });
}
