import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { demoPageSecurity } from './http/demoPageSecurity';
import { casinoBackendRoutes } from './routes/casinoBackend';
import type { Accounts } from './accounts/accounts';

export interface DemoOrigins {
  /** Where the SDK's files are served, as from a CDN (`http://127.0.0.1:4401`). */
  sdk: string;
  /** The operator API (`http://127.0.0.1:4400`). */
  api: string;
  /** The operator's own standalone site, which the iframe page frames (here the API's origin). */
  site: string;
}

export interface DemoHostOptions {
  /** Host pages (`demo/`). */
  demoDir: string;
  /** The build (`dist/`), for the React host app vite writes to dist/demo-react/. */
  siteDir: string;
  origins: DemoOrigins;
  /** The casino's own backend (game tokens) is played by the sandbox's accounts. */
  accounts: Accounts;
}

/**
 * The operators' host pages (casino, brand switch, franco widget, iframe, React host, host
 * routing) on an origin of their own, as a real casino's pages are: the SDK's files come
 * from the CDN origin and its calls go to the API origin (docs/testing.md "Three origins").
 * A page learns those origins the way an operator writes them into its page: the server
 * fills `{{SDK_ORIGIN}}`, `{{API_ORIGIN}}` and `{{SITE_ORIGIN}}` in the HTML (the strict
 * pages allow no inline script to carry them). Nothing else of the sandbox is here, so an
 * SDK that called the page's own origin would get this app's 404, not a working API.
 */
export function createDemoHostApp({ demoDir, siteDir, origins, accounts }: DemoHostOptions): Hono {
  const app = new Hono();
  const fill = (html: string) => html.replaceAll('{{SDK_ORIGIN}}', origins.sdk).replaceAll('{{API_ORIGIN}}', origins.api).replaceAll('{{SITE_ORIGIN}}', origins.site);
  const page = (file: string) => (existsSync(file) ? fill(readFileSync(file, 'utf8')) : null);

  // The casino's backend checks its player's password and issues a game token (same origin as its pages).
  app.route('/', casinoBackendRoutes(accounts));

  app.use('*', demoPageSecurity(origins));
  app.get('/', (c) => c.redirect('/demo/casino.html'));

  // The React host app (demo/react-host) is built by vite into dist/demo-react/.
  app.get('/demo/react-host', (c) => c.redirect('/demo/react-host/'));
  app.get('/demo/react-host/', (c) => {
    const html = page(join(siteDir, 'demo-react', 'index.html'));
    return html === null ? c.text('The React host is not built yet. Run `npm run build` (`npm start` builds it for you).', 503) : c.html(html);
  });
  app.use('/demo/react-host/*', serveStatic({ root: siteDir, rewriteRequestPath: (path) => path.replace(/^\/demo\/react-host/, '/demo-react') }));

  app.get('/demo/:file{.+\\.html}', (c) => {
    const file = normalize(c.req.param('file'));
    if (file.startsWith('..') || file.includes('/')) return c.notFound();
    const html = page(join(demoDir, file));
    return html === null ? c.notFound() : c.html(html);
  });
  app.use('/demo/*', serveStatic({ root: demoDir, rewriteRequestPath: (path) => path.replace(/^\/demo/, '') }));

  // An operator page that mounts the sportsbook under its own path (routing="path",
  // base-path="/sports-betting"): every address below it is that page (docs/embedding.md).
  app.get('/sports-betting', (c) => c.redirect('/sports-betting/en/'));
  app.get('/sports-betting/*', (c) => c.html(page(join(demoDir, 'routing.html')) ?? ''));

  app.notFound((c) =>
    c.text(
      `Not found: ${c.req.path}. This origin serves the demo host pages only (/demo/...). The sportsbook API is at ${origins.api}, the SDK's files at ${origins.sdk}.`,
      404,
    ),
  );
  return app;
}
