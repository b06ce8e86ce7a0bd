/**
 * The operator setting `allowed_host_origins`: the pages that may frame the standalone site
 * and hear its messages (docs/embedding-iframe.md). A real operator lists its casino's
 * origins. The sandbox allows its own origin, as the request reached it (so a page on
 * http://localhost:4400 is a foreign origin for the site at http://127.0.0.1:4400, and the
 * other way round), the demo host pages' origin (`hostPageOrigins`, given by main.ts), plus
 * SANDBOX_ALLOWED_HOST_ORIGINS (comma-separated) for a host page served elsewhere.
 */
export function allowedHostOrigins(requestUrl: string, hostPageOrigins: readonly string[] = [], extra: string | undefined = process.env.SANDBOX_ALLOWED_HOST_ORIGINS): string[] {
  const listed = (extra ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return [...new Set([new URL(requestUrl).origin, ...hostPageOrigins, ...listed])];
}
