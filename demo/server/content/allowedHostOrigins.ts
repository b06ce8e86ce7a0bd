/**
 * The operator setting `allowed_host_origins`: the pages that may frame the standalone site
 * and hear its messages (docs/embedding-iframe.md). A real operator lists its casino's
 * origins. The sandbox allows its own origin, as the request reached it (so
 * http://localhost:4400/demo/iframe.html works and a page on http://127.0.0.1:4400 is a
 * foreign origin for it, and the other way round), plus SANDBOX_ALLOWED_HOST_ORIGINS
 * (comma-separated) for a host page served elsewhere.
 */
export function allowedHostOrigins(requestUrl: string, extra: string | undefined = process.env.SANDBOX_ALLOWED_HOST_ORIGINS): string[] {
  const listed = (extra ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return [new URL(requestUrl).origin, ...listed];
}
