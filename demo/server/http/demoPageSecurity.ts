import type { MiddlewareHandler } from 'hono';
import { partnerOrigin } from '../partners/partnerOrigin';

/** The two origins besides its own that an operator's page works with. */
export interface PolicyOrigins {
  /** Where the SDK's script and its chunks are served (a CDN). */
  sdk: string;
  /** The operator API the SDK calls (and whose images, such as brand logos, it shows). */
  api: string;
}

/**
 * The Content-Security-Policy the sandbox sends with the host pages this project owns
 * (casino, brand switch, React host). It is the policy docs/embedding.md and
 * docs/deployment.md tell an operator the sportsbook needs: scripts from the page's own
 * files and the SDK's origin only (no inline script, no eval), styles from files, requests
 * to the operator API, images from the API and data: URLs, frames of the operator's own pages. If the SDK ever needed more,
 * these pages would log a CSP violation and their e2e tests would fail.
 */
export function demoContentSecurityPolicy({ sdk, api }: PolicyOrigins): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${sdk}`,
    `style-src 'self' ${sdk}`,
    `img-src 'self' data: ${api}`,
    `font-src 'self' data: ${sdk}`,
    `connect-src 'self' ${api}`,
    // The event page's url streams (docs/streaming.md); the sandbox serves them on the API's origin.
    `media-src 'self' ${api}`,
    // The operator's cashier, registration and forgotten-password pages in the sportsbook's frame dialog (docs/account-cashier.md); the sandbox serves them on the API's origin.
    // And the partners' games (virtuals, docs/virtuals.md), which the sandbox plays on its partner origin.
    `frame-src 'self' ${[...new Set([api, partnerOrigin(api)])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Pages under /demo/ that get the policy; other teams' demo pages choose their own. */
const STRICT_PAGES = [/^\/demo\/casino\.html$/, /^\/demo\/elements-alone\.html$/, /^\/demo\/widgets\.html$/, /^\/demo\/brands\.html$/, /^\/demo\/react-host(\/|\/index\.html)?$/];

export function demoPageSecurity(origins: PolicyOrigins): MiddlewareHandler {
  const policy = demoContentSecurityPolicy(origins);
  return async (c, next) => {
    await next();
    if (STRICT_PAGES.some((page) => page.test(c.req.path))) c.header('content-security-policy', policy);
  };
}
