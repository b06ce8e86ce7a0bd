import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountRoutes } from './routes/accounts';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { casinoBackendRoutes } from './routes/casinoBackend';
import { betRoutes } from './routes/bets';
import { contentRoutes } from './routes/content';
import { feedRoutes } from './routes/feed';
import { marketDataRoutes } from './routes/marketData';
import { searchRoutes } from './routes/search';
import { settlementAdminRoutes } from './routes/settlementAdmin';
import { requestContext } from './http/requestContext';
import { demoPageSecurity } from './http/demoPageSecurity';
import { createSandbox, type Sandbox } from './sandbox';

export interface SandboxOptions {
  /** The built SDK and standalone site (`dist/`). */
  siteDir: string;
  /** Host pages that show the SDK embedded (`demo/`). */
  demoDir: string;
  sdkVersion: string;
  now?: () => number;
  /** The world, accounts and bets behind the API; a fresh in-memory one when absent. */
  sandbox?: Sandbox;
}

/**
 * The sandbox operator: the HTTP API the SDK talks to, plus the site and demo pages on the
 * same origin. The app object is plain Hono, so tests call `app.request()` in-process and
 * `main.ts` serves the very same object over real HTTP.
 */
export function createSandboxApp(options: SandboxOptions): Hono {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const sandbox = options.sandbox ?? createSandbox({ now, seed: 'test' });
  const { world, accounts, betting, store, faults } = sandbox;
  const app = new Hono();

  app.use('*', faults.middleware());
  // Echo what spec 7's request rules put on the call, so clients (and tests) can see the
  // sandbox read them: the locale (l / X-Accept-Language), brand, origin, odds format.
  app.use('*', async (c, next) => {
    await next();
    if (!/^\/(xapi|api|nextapi|franco|auth)\//.test(c.req.path)) return;
    const context = requestContext(c);
    c.header('content-language', context.locale);
    c.header('x-sandbox-brand', context.brand.id);
    c.header('x-sandbox-origin', context.origin);
    if (context.priceFormat) c.header('x-sandbox-price-format', context.priceFormat);
  });

  app.get('/api/health', (c) =>
    c.json({
      status: 'ok',
      service: 'sportsbook-sandbox',
      sdkVersion: options.sdkVersion,
      uptimeSeconds: Math.floor((now() - startedAt) / 1000),
    }),
  );

  app.route('/', marketDataRoutes(world));
  app.route('/', searchRoutes(world));
  app.route('/', feedRoutes(world, faults));
  app.route('/', authRoutes(accounts, store, now));
  app.route('/', accountRoutes(accounts, store, now));
  app.route('/', betRoutes({ world, accounts, betting, pricing: sandbox.pricing, store, faults, sleep: sandbox.config.sleep }));
  app.route('/', contentRoutes(world));
  app.route('/', adminRoutes(world, faults, accounts, now));
  app.route('/', settlementAdminRoutes(store, betting));
  app.route('/', casinoBackendRoutes(accounts));

  for (const prefix of ['/api/*', '/xapi/*', '/franco/*', '/auth/*', '/sandbox/*', '/nextapi/*']) app.all(prefix, (c) =>
    c.json(
      {
        error: 'not_found',
        message: `The sandbox has no endpoint ${c.req.method} ${c.req.path}. docs/api.md lists the endpoints it serves.`,
      },
      404,
    ),
  );

  // Spec 2: the maintenance and blocked pages are reduced shells of the site.
  app.get('/maintenance', (c) => c.html('<!doctype html><title>Maintenance</title><main><h1>We will be back soon</h1><p>The sportsbook is under maintenance.</p></main>', 503));
  app.get('/static/flutter-maintenance', (c) => c.redirect('/maintenance'));
  app.get('/blocked', (c) => c.html('<!doctype html><title>Blocked</title><main><h1>Access blocked</h1><p>The sportsbook is not available from your location.</p></main>', 403));

  app.use('/demo/*', demoPageSecurity());
  // The React host app (demo/react-host) is built by vite into dist/demo-react/.
  app.get('/demo/react-host', (c) => c.redirect('/demo/react-host/'));
  app.use('/demo/react-host/*', serveStatic({ root: options.siteDir, rewriteRequestPath: (path) => path.replace(/^\/demo\/react-host/, '/demo-react') }));
  app.use('/demo/*', serveStatic({ root: options.demoDir, rewriteRequestPath: (path) => path.replace(/^\/demo/, '') }));
  // An operator page that mounts the sportsbook under its own path (routing="path",
  // base-path="/sports-betting"): every address below it is that page (docs/embedding.md).
  const routingHost = join(options.demoDir, 'routing.html');
  app.get('/sports-betting', (c) => c.redirect('/sports-betting/en/'));
  app.get('/sports-betting/*', (c) => c.html(readFileSync(routingHost, 'utf8')));
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
