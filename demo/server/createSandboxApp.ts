import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SandboxOptions {
  /** The built SDK and standalone site (`dist/`). */
  siteDir: string;
  /** Host pages that show the SDK embedded (`demo/`). */
  demoDir: string;
  sdkVersion: string;
  now?: () => number;
}

/**
 * The sandbox operator: the HTTP API the SDK talks to, plus the site and demo pages on the
 * same origin. The app object is plain Hono, so tests call `app.request()` in-process and
 * `main.ts` serves the very same object over real HTTP.
 */
export function createSandboxApp(options: SandboxOptions): Hono {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const app = new Hono();

  app.get('/api/health', (c) =>
    c.json({
      status: 'ok',
      service: 'sportsbook-sandbox',
      sdkVersion: options.sdkVersion,
      uptimeSeconds: Math.floor((now() - startedAt) / 1000),
    }),
  );

  app.all('/api/*', (c) =>
    c.json(
      {
        error: 'not_found',
        message: `The sandbox has no endpoint ${c.req.method} ${c.req.path}. docs/api.md lists the endpoints it serves.`,
      },
      404,
    ),
  );

  app.use('/demo/*', serveStatic({ root: options.demoDir, rewriteRequestPath: (path) => path.replace(/^\/demo/, '') }));
  app.use('/*', serveStatic({ root: options.siteDir }));

  // The standalone site routes by path (/en/sports/...), so any other page request gets
  // the site's index.html and the SDK's router takes it from there.
  const siteIndex = join(options.siteDir, 'index.html');
  app.get('*', (c) => {
    const wantsPage = (c.req.header('accept') ?? '').includes('text/html');
    if (!wantsPage) return c.text(`Not found: ${c.req.path}`, 404);
    if (!existsSync(siteIndex)) {
      return c.text('The sportsbook site is not built yet. Run `npm run build` (`npm start` builds it for you).', 503);
    }
    return c.html(readFileSync(siteIndex, 'utf8'));
  });

  return app;
}
