import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

export interface SdkCdnOptions {
  /** The build (`dist/`). */
  siteDir: string;
  /** Where the pages that use these files live, for the 404's hint. */
  siteOrigin: string;
}

/** Built files that are not the SDK: the standalone site's page and entry, the React host demo. */
const NOT_SDK = [/^\/$/, /^\/index\.html$/, /^\/site\.js$/, /^\/demo-react(\/|$)/, /^\/bundle-report\.html$/];

/**
 * The SDK's files on an origin of their own, as a CDN serves them (docs/deployment.md).
 * `Access-Control-Allow-Origin: *` on every file: an ES module entry and the chunks it
 * imports load in CORS mode, so a page on any other origin needs it to run them (a classic
 * script tag does not, but the header costs nothing there). No cookies are involved, so
 * `*` is enough; Cross-Origin-Resource-Policy lets pages that isolate themselves (COEP)
 * load the files too.
 */
export function createSdkCdnApp({ siteDir, siteOrigin }: SdkCdnOptions): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  app.use('*', async (c, next) => {
    if (NOT_SDK.some((pattern) => pattern.test(c.req.path))) return notFound(c.req.path);
    return next();
  });
  app.use('*', serveStatic({ root: siteDir }));
  app.all('*', (c) => notFound(c.req.path));

  function notFound(path: string): Response {
    return new Response(`Not found: ${path}. This origin serves the SDK's files only (sportsbook.js, sportsbook.iife.js, chunks/...), as a CDN would. The site is at ${siteOrigin}.`, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return app;
}
