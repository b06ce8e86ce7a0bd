import { cashOutPushRoutes } from './routes/cashOutPush';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE } from '../../src/store/siteCookies';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountRoutes } from './routes/accounts';
import { adminRoutes } from './routes/admin';
import { streamRoutes } from './routes/streams';
import { authRoutes } from './routes/auth';
import { saferGamblingRoutes } from './routes/saferGambling';
import { casinoBackendRoutes } from './routes/casinoBackend';
import { betBuilderRoutes } from './routes/betBuilder';
import { betRoutes } from './routes/bets';
import { contentRoutes } from './routes/content';
import { promotionRoutes } from './routes/promotions';
import { contentAdminRoutes } from './routes/contentAdmin';
import { createContentOverrides } from './content/contentOverrides';
import { feedRoutes } from './routes/feed';
import { liveExtensionRoutes } from './routes/liveExtensions';
import { marketDataRoutes } from './routes/marketData';
import { metricsRoutes } from './routes/metrics';
import { searchRoutes } from './routes/search';
import { settlementAdminRoutes } from './routes/settlementAdmin';
import { depositLimitCheck } from './accounts/depositLimits';
import { operatorPageRoutes } from './routes/operatorPages';
import { partnerRoutes } from './routes/partners';
import { createSiteSessions } from './operator/siteSessions';
import { apiCors } from './http/apiCors';
import { requestContext } from './http/requestContext';
import { createSandbox, type Sandbox } from './sandbox';
import type { SeededNewsPopups } from './content/operatorContent';

export interface SandboxOptions {
  /** The built SDK and standalone site (`dist/`). */
  siteDir: string;
  /** Host pages that show the SDK embedded (`demo/`); createDemoHostApp serves them on their own origin. */
  demoDir: string;
  sdkVersion: string;
  now?: () => number;
  /** The world, accounts and bets behind the API; a fresh in-memory one when absent. */
  sandbox?: Sandbox;
  /**
   * Exact origins whose pages may call the API from a browser (CORS). None by default:
   * same-origin pages and non-browser clients need no CORS (main.ts allows the demo's).
   */
  allowedOrigins?: readonly string[];
  /** Origins of host pages that may frame the standalone site (`allowed_host_origins`), besides its own. */
  hostPageOrigins?: readonly string[];
  /**
   * Who gets the seeded news popups: 'on-request' by default, so a test's page starts
   * without a modal over it; main.ts serves them to every page (`SANDBOX_NEWS_POPUPS`).
   */
  newsPopups?: SeededNewsPopups;
}

/**
 * The sandbox operator: the HTTP API the SDK talks to, plus the operator's own standalone
 * site on the same origin. The demo host pages and the SDK's files have origins of their
 * own (createDemoHostApp, createSdkCdnApp; main.ts serves all three). The app object is
 * plain Hono, so tests call `app.request()` in-process and `main.ts` serves the very same
 * object over real HTTP.
 */
export function createSandboxApp(options: SandboxOptions): Hono {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const sandbox = options.sandbox ?? createSandbox({ now, seed: 'test' });
  const { world, accounts, betting, store, faults } = sandbox;
  // What a test put in place of the operator's content (PUT /sandbox/content).
  const contentOverrides = createContentOverrides();
  const app = new Hono();

  // First, so every answer carries CORS: faults, errors, redirects and the event stream too.
  app.use('*', apiCors(options.allowedOrigins ?? []));
  app.use('*', faults.middleware());
  // The operator's site session follows the API's logins (the cashier page knows the player by it).
  const siteSessions = createSiteSessions(store, accounts, now);
  app.use('*', siteSessions.follow);
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
  app.route('/', feedRoutes(world, faults, sandbox.liveExtensions));
  app.route('/', liveExtensionRoutes(sandbox.liveExtensions));
  app.route('/', cashOutPushRoutes(accounts, sandbox.cashOutWatch, sandbox.liveExtensions));
  app.route('/', authRoutes(accounts, store, now, options.hostPageOrigins?.[0]));
  app.route('/', accountRoutes(accounts, store, now));
  app.route('/', saferGamblingRoutes(accounts, store, now));
  app.route('/', betRoutes({ world, accounts, betting, pricing: sandbox.pricing, store, faults, sleep: sandbox.config.sleep, contentOverrides, priceSettling: sandbox.cashOutWatch.isSettling }));
  app.route('/', betBuilderRoutes(accounts, betting, faults, sandbox.pricing));
  app.route('/', contentRoutes(world, options.hostPageOrigins ?? [], contentOverrides, options.newsPopups ?? 'on-request'));
  app.route('/', contentAdminRoutes(world, contentOverrides));
  // After betRoutes: GET /xapi/rest/promotions/epw is the parlay promotion's, not a promotion called "epw".
  app.route('/', promotionRoutes(accounts, store, contentOverrides, now));
  app.route('/', metricsRoutes(world, now));
  app.route('/', adminRoutes(world, faults, accounts, now));
  app.route('/', streamRoutes(world));
  app.route('/', settlementAdminRoutes(store, betting));
  app.route('/', casinoBackendRoutes(accounts));
  app.route('/', partnerRoutes({ accounts, races: sandbox.virtualRaces, hostPageOrigins: options.hostPageOrigins ?? [] }));
  app.route('/', operatorPageRoutes(accounts, siteSessions, options.hostPageOrigins ?? [], depositLimitCheck(store, now)));

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

  // The site's bare address opens in the bettor's last language: the site writes it in the
  // spec 9 cookie (src/store/siteCookies.ts), as an operator's server would read it.
  app.get('/', async (c, next) => {
    const language = getCookie(c, LANGUAGE_COOKIE);
    if (language !== undefined && /^[a-z]{2}(-[a-z]{2})?$/i.test(language)) return c.redirect(`/${language}/`, 302);
    return next();
  });
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
