import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy the sandbox sends with the host pages this project owns
 * (casino, brand switch, React host). It is the policy docs/embedding.md tells an operator
 * the sportsbook needs: scripts and styles from files only (no inline script, no eval, no
 * inline <style>), requests to the operator API, images from the API and data: URLs. If the
 * SDK ever needed more, these pages would log a CSP violation and their e2e tests would fail.
 */
export const DEMO_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** Pages under /demo/ that get the policy; other teams' demo pages choose their own. */
const STRICT_PAGES = [/^\/demo\/casino\.html$/, /^\/demo\/elements-alone\.html$/, /^\/demo\/brands\.html$/, /^\/demo\/react-host(\/|\/index\.html)?$/];

export function demoPageSecurity(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (STRICT_PAGES.some((page) => page.test(c.req.path))) c.header('content-security-policy', DEMO_CONTENT_SECURITY_POLICY);
  };
}
