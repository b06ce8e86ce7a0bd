import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cspViolations, recordCspViolations } from './hostPage';
import { startCdnServer, type CdnServer } from './cdnServer';
import { collectPageErrors } from './pageErrors';

// The SDK served from a CDN origin, the host page (and its operator API) on another: every
// script an operator puts in a tag, and every chunk the ES build pulls after it, must come
// from the CDN (resolved against the script's own URL, never the page's origin or "/"),
// pass the SRI hash published in dist/integrity.json, and run under the CSP
// docs/deployment.md gives. The CDN is this spec's own small server (tests/e2e/cdnServer.ts).

// One server on one port for the whole file: its tests share a worker.
test.describe.configure({ mode: 'serial' });

const SANDBOX_PORT = Number(process.env.E2E_PORT ?? 4417);
const CDN_PORT = Number(process.env.E2E_CDN_PORT ?? SANDBOX_PORT + 1);
const integrity = JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/integrity.json', import.meta.url)), 'utf8')) as Record<string, string>;

let server: CdnServer;
test.beforeAll(async () => {
  server = await startCdnServer(CDN_PORT, SANDBOX_PORT);
});
test.afterAll(async () => server.close());

/** docs/deployment.md's policy for this deployment: scripts from the CDN, everything else from the operator's origin. */
const csp = (cdn: string) =>
  [`default-src 'self'`, `script-src ${cdn}`, `style-src 'self'`, `img-src 'self' data:`, `font-src 'self' data:`, `connect-src 'self'`, `frame-src 'self'`, `object-src 'none'`, `base-uri 'none'`].join('; ');

const page = (head: string, body: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Casino on another origin</title><link rel="icon" href="data:," />${head}</head>
  <body>${body}</body>
</html>`;

/** A script tag for a dist file, from the CDN, with its published SRI hash. */
const tag = (file: string, type: 'module' | 'classic' = 'classic') => {
  const hash = integrity[file];
  if (!hash) throw new Error(`dist/integrity.json has no ${file}: run npm run build.`);
  return `<script${type === 'module' ? ' type="module"' : ''} src="${server.cdnOrigin}/${file}" integrity="${hash}" crossorigin="anonymous"></script>`;
};

/** Every script the host page asked for (not a frame's), with the origin it went to. */
function scriptRequests(target: Page): URL[] {
  const seen: URL[] = [];
  target.on('request', (request) => {
    if (request.resourceType() === 'script' && request.frame() === target.mainFrame()) seen.push(new URL(request.url()));
  });
  return seen;
}

test('the ES build from the CDN: entry and split chunks from the CDN only, SRI checked, elements render under the CSP', async ({ page: browser }) => {
  const errors = collectPageErrors(browser);
  await recordCspViolations(browser);
  const scripts = scriptRequests(browser);
  server.page('/casino-es.html', {
    html: page(tag('sportsbook.js', 'module'), '<main><sportsbook-app brand="eurobet" locale="en"></sportsbook-app></main><aside><sportsbook-betslip></sportsbook-betslip></aside>'),
    csp: csp(server.cdnOrigin),
  });
  const before = server.requests.length;
  await browser.goto(`${server.siteOrigin}/casino-es.html`);

  const app = browser.locator('sportsbook-app');
  await expect(app.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
  await expect(app.locator('.sb-price').first()).toBeVisible({ timeout: 15_000 });
  // A feature chunk loaded on demand: the betslip opens from the footer.
  await app.getByRole('navigation', { name: 'Footer', exact: true }).getByRole('button', { name: 'Betslip' }).click();
  await expect(browser.locator('sportsbook-betslip').getByRole('region', { name: /Betslip/ })).toContainText('Your betslip is empty');
  expect(await browser.evaluate(() => ['sportsbook-app', 'sportsbook-betslip', 'sportsbook-mybets', 'sportsbook-login-status'].map((name) => customElements.get(name) !== undefined))).toEqual([true, true, true, true]);

  const requested = server.requests.slice(before);
  const chunksFromCdn = requested.filter((request) => request.origin === 'cdn' && request.path.startsWith('/chunks/'));
  expect(chunksFromCdn.length, 'split chunks fetched from the CDN').toBeGreaterThan(3);
  // Nothing of the SDK was asked of the page's origin: no chunk, no script, no "/" path.
  expect(requested.filter((request) => request.origin === 'site' && /\.js$|^\/chunks\//.test(request.path))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(chunksFromCdn.length);
  expect(scripts.filter((url) => url.origin !== server.cdnOrigin).map(String)).toEqual([]);
  expect(await cspViolations(browser)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the script tag (IIFE) from the CDN, with its SRI hash: elements define and render', async ({ page: browser }) => {
  const errors = collectPageErrors(browser);
  await recordCspViolations(browser);
  const scripts = scriptRequests(browser);
  server.page('/casino-iife.html', { html: page('', `<sportsbook-app brand="eurobet" locale="en"></sportsbook-app>${tag('sportsbook.iife.js')}`), csp: csp(server.cdnOrigin) });
  await browser.goto(`${server.siteOrigin}/casino-iife.html`);
  await expect(browser.locator('sportsbook-app').locator('.sb-price').first()).toBeVisible({ timeout: 15_000 });
  expect(await browser.evaluate(() => typeof (window as { Sportsbook?: { ready?: unknown } }).Sportsbook?.ready)).toBe('object');
  expect(scripts.map((url) => url.origin)).toEqual([server.cdnOrigin]);
  expect(await cspViolations(browser)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a script whose bytes do not match the published hash is refused (the SRI hash is checked, not decoration)', async ({ page: browser }) => {
  const refused: string[] = [];
  browser.on('console', (message) => {
    if (message.type() === 'error' && /integrity/i.test(message.text())) refused.push(message.text());
  });
  const wrong = integrity['sportsbook-frame.js']!;
  server.page('/casino-tampered.html', { html: page('', `<sportsbook-login-status locale="en"></sportsbook-login-status><script src="${server.cdnOrigin}/sportsbook-login-status.js" integrity="${wrong}" crossorigin="anonymous"></script>`) });
  await browser.goto(`${server.siteOrigin}/casino-tampered.html`);
  await expect.poll(() => refused.length).toBe(1);
  expect(await browser.evaluate(() => customElements.get('sportsbook-login-status'))).toBeUndefined();
});

test('the login-status widget and the frame helper from the CDN, with their SRI hashes', async ({ page: browser }) => {
  const errors = collectPageErrors(browser);
  await recordCspViolations(browser);
  const scripts = scriptRequests(browser);
  server.page('/casino-widgets.html', {
    html: page(
      '',
      `<header><sportsbook-login-status locale="en"></sportsbook-login-status></header><main id="framed"></main>${tag('sportsbook-login-status.js')}${tag('sportsbook-frame.js')}<script src="${server.cdnOrigin}/test-mount-frame.js" crossorigin="anonymous"></script>`,
    ),
    csp: csp(server.cdnOrigin),
  });
  // The page's own code is a file too (its CSP allows no inline script); here it lives on the CDN.
  await browser.route(`${server.cdnOrigin}/test-mount-frame.js`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body: `window.framed = []; window.SportsbookFrame.mount(document.getElementById('framed'), { src: '/', brand: 'eurobet', locale: 'en', onEvent: (type) => window.framed.push(type) });`,
    }),
  );
  await browser.goto(`${server.siteOrigin}/casino-widgets.html`);
  await expect(browser.locator('sportsbook-login-status').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(browser.frameLocator('iframe[title="Sportsbook"]').locator('sportsbook-app').getByRole('banner')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => browser.evaluate(() => (window as unknown as { framed: string[] }).framed.includes('ready'))).toBe(true);
  expect(scripts.map(String)).toEqual([`${server.cdnOrigin}/sportsbook-login-status.js`, `${server.cdnOrigin}/sportsbook-frame.js`, `${server.cdnOrigin}/test-mount-frame.js`]);
  expect(await cspViolations(browser)).toEqual([]);
  expect(errors).toEqual([]);
});
