import { expect, test, type Frame, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cspViolations, recordCspViolations } from './hostPage';
import { collectPageErrors } from './pageErrors';
import { reactTookOver } from './reactTookOver';
import { API_ORIGIN, HOST_ORIGIN, SDK_ORIGIN, apiUrl, hostUrl, sdkUrl } from './origins';

// The suite's setup is what an operator's is: the host page, the SDK's files and the API
// on three different origins (origins.ts). This spec proves it from inside each page: the
// page's own origin, where the SDK's script came from and where its API calls went, as
// the page's resource timing records them.
// Then the deployment itself (docs/deployment.md): every tag from the SDK's origin with its
// SRI hash, under the policy that guide gives.

interface SeenOrigins {
  page: string;
  /** Origins of the SDK's files the document loaded (its entry script, chunks). */
  sdk: string[];
  /** Origins of the API calls the document made (fetch and the live event stream). */
  api: string[];
}

function originsSeenBy(target: Page | Frame, sdkFile: RegExp): Promise<SeenOrigins> {
  return target.evaluate((sdkPattern) => {
    const pattern = new RegExp(sdkPattern);
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const originsOf = (keep: (entry: PerformanceResourceTiming, path: string) => boolean) => [...new Set(entries.filter((entry) => keep(entry, new URL(entry.name).pathname)).map((entry) => new URL(entry.name).origin))];
    return {
      page: location.origin,
      sdk: originsOf((_entry, path) => pattern.test(path)),
      api: originsOf((entry, path) => /^\/(xapi|api|franco)\//.test(path) && (entry.initiatorType === 'fetch' || entry.initiatorType === 'other')),
    };
  }, sdkFile.source);
}

/** The home page is React's (the pre-paint shows its heading too, before the SDK's entry has loaded). */
async function homeShown(page: Page): Promise<void> {
  await expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toHaveText('Home');
  await reactTookOver(page);
}

const ENTRY_SCRIPTS = /^\/(sportsbook(\.iife)?\.js|chunks\/.+\.js)$/;

for (const { name, path, ready } of [
  { name: 'casino page (script tag)', path: '/demo/casino.html', ready: homeShown },
  { name: 'React host (ES module)', path: '/demo/react-host/', ready: homeShown },
  { name: 'brand switch', path: '/demo/brands.html', ready: homeShown },
  { name: 'host routing', path: '/sports-betting/en/live/sport/', ready: (page: Page) => expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toHaveText('Live betting') },
  { name: 'elements-alone page', path: '/demo/elements-alone.html', ready: (page: Page) => expect(page.locator('sportsbook-mybets').getByRole('tabpanel')).toContainText('Log in to see your open bets.') },
]) {
  test(`the ${name} runs on one origin, loads the SDK from a second and calls the API on a third`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(hostUrl(path));
    await ready(page);
    const seen = await originsSeenBy(page, ENTRY_SCRIPTS);
    expect(seen).toEqual({ page: HOST_ORIGIN, sdk: [SDK_ORIGIN], api: [API_ORIGIN] });
    expect(new Set([HOST_ORIGIN, SDK_ORIGIN, API_ORIGIN]).size).toBe(3);
    expect(errors).toEqual([]);
  });
}

test('the iframe helper: the host page on one origin, sportsbook-frame.js from the SDK’s, the framed site on the API’s', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(hostUrl('/demo/iframe.html'));
  await expect(page.frameLocator('iframe[title="Sportsbook"]').locator('sportsbook-app').getByRole('banner')).toBeVisible({ timeout: 15_000 });
  expect(await originsSeenBy(page, /^\/sportsbook-frame\.js$/)).toEqual({ page: HOST_ORIGIN, sdk: [SDK_ORIGIN], api: [] });
  const site = page.frames().find((frame) => frame !== page.mainFrame())!;
  // The operator's own site calls its API on its own origin.
  expect(await originsSeenBy(site, /^\/sportsbook\.js$/)).toEqual({ page: API_ORIGIN, sdk: [API_ORIGIN], api: [API_ORIGIN] });
  expect(errors).toEqual([]);
});

test('the host pages’ origin answers no API call: an SDK that called its page’s origin would fail', async ({ request }) => {
  const response = await request.get(`${HOST_ORIGIN.replace('localhost', '127.0.0.1')}/xapi/rest/events`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(`The sportsbook API is at ${API_ORIGIN}`);
});

// The tags an operator copies from docs/deployment.md: every script from the SDK's origin
// with the SRI hash published in dist/integrity.json, on a page whose Content-Security-Policy
// is the one that guide gives (scripts from the SDK's origin only, not even 'self'; calls,
// images and frames to the API's). Every chunk the ES build pulls must come from the SDK's
// origin too, resolved against the script's own URL, never the page's origin or "/".
test.describe('the SDK’s tags from its origin, with SRI, under the deployment CSP', () => {
  const integrity = JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/integrity.json', import.meta.url)), 'utf8')) as Record<string, string>;

  /** docs/deployment.md's policy for this deployment: scripts from the SDK's origin, the API's origin for calls, images and the framed site. */
  const DEPLOYMENT_CSP = [`default-src 'self'`, `script-src ${SDK_ORIGIN}`, `style-src 'self'`, `img-src ${API_ORIGIN} data:`, `font-src 'self' data:`, `connect-src ${API_ORIGIN}`, `frame-src ${API_ORIGIN}`, `object-src 'none'`, `base-uri 'none'`].join('; ');

  /** A script tag for a dist file, from the SDK's origin, with its published SRI hash. */
  const tag = (file: string, type: 'module' | 'classic' = 'classic') => {
    const hash = integrity[file];
    if (!hash) throw new Error(`dist/integrity.json has no ${file}: run npm run build.`);
    return `<script${type === 'module' ? ' type="module"' : ''} src="${sdkUrl(`/${file}`)}" integrity="${hash}" crossorigin="anonymous"></script>`;
  };

  /**
   * Serves an operator page on the host pages' origin, with its CSP header if given. A page
   * the test hands the browser has no server address, so Chromium counts it a public page
   * and refuses its requests to the loopback SDK and API origins (Local Network Access); an
   * operator's page, CDN and API are all public, and the permission puts the page back on
   * the footing of the sandbox's own host pages.
   */
  async function serveHostPage(page: Page, path: string, body: string, csp?: string): Promise<string> {
    const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Casino with the SDK from its CDN</title><link rel="icon" href="data:," /></head>
  <body>${body}</body>
</html>`;
    await page.context().grantPermissions(['local-network-access'], { origin: HOST_ORIGIN });
    await page.route(hostUrl(path), (route) => route.fulfill({ contentType: 'text/html', headers: csp ? { 'content-security-policy': csp } : {}, body: html }));
    return hostUrl(path);
  }

  /** Every request of the page (its frames' too), as it left the browser. */
  function requestsOf(page: Page): Request[] {
    const seen: Request[] = [];
    page.on('request', (request) => seen.push(request));
    return seen;
  }

  /** The scripts the host page itself asked for (not a frame's). */
  const scriptsOf = (page: Page, requests: Request[]) => requests.filter((request) => request.resourceType() === 'script' && request.frame() === page.mainFrame()).map((request) => new URL(request.url()));

  /** Anything of the SDK asked of the page's own origin: a script, a chunk, a path from "/". */
  const sdkFilesAskedOfPageOrigin = (requests: Request[]) =>
    requests.map((request) => new URL(request.url())).filter((url) => url.origin === HOST_ORIGIN && (/\.js$/.test(url.pathname) || url.pathname.startsWith('/chunks/'))).map(String);

  test('the ES build: entry and split chunks from the SDK’s origin only, SRI checked, elements render under the CSP', async ({ page }) => {
    const errors = collectPageErrors(page);
    await recordCspViolations(page);
    const requests = requestsOf(page);
    const address = await serveHostPage(
      page,
      '/cdn/casino-es.html',
      `${tag('sportsbook.js', 'module')}<main><sportsbook-app brand="eurobet" locale="en" api-base="${apiUrl('/')}"></sportsbook-app></main><aside><sportsbook-betslip></sportsbook-betslip></aside>`,
      DEPLOYMENT_CSP,
    );
    await page.goto(address);

    const app = page.locator('sportsbook-app');
    await expect(app.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
    await expect(app.locator('.sb-price').first()).toBeVisible({ timeout: 15_000 });
    // A feature chunk loaded on demand: the betslip opens from the footer.
    await app.getByRole('navigation', { name: 'Footer', exact: true }).getByRole('button', { name: 'Betslip' }).click();
    await expect(page.locator('sportsbook-betslip').getByRole('region', { name: /Betslip/ })).toContainText('Your betslip is empty');
    expect(await page.evaluate(() => ['sportsbook-app', 'sportsbook-betslip', 'sportsbook-mybets', 'sportsbook-login-status'].map((name) => customElements.get(name) !== undefined))).toEqual([true, true, true, true]);

    const chunksFromSdk = requests.map((request) => new URL(request.url())).filter((url) => url.origin === SDK_ORIGIN && url.pathname.startsWith('/chunks/'));
    expect(chunksFromSdk.length, 'split chunks fetched from the SDK’s origin').toBeGreaterThan(3);
    expect(sdkFilesAskedOfPageOrigin(requests)).toEqual([]);
    const scripts = scriptsOf(page, requests);
    expect(scripts.length).toBeGreaterThan(chunksFromSdk.length);
    expect(scripts.filter((url) => url.origin !== SDK_ORIGIN).map(String)).toEqual([]);
    expect(await originsSeenBy(page, ENTRY_SCRIPTS)).toEqual({ page: HOST_ORIGIN, sdk: [SDK_ORIGIN], api: [API_ORIGIN] });
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the script tag (the loader) with its SRI hash: it pulls the ES build from its own origin, elements define and render', async ({ page }) => {
    const errors = collectPageErrors(page);
    await recordCspViolations(page);
    const requests = requestsOf(page);
    const address = await serveHostPage(page, '/cdn/casino-iife.html', `<sportsbook-app brand="eurobet" locale="en" api-base="${apiUrl('/')}"></sportsbook-app>${tag('sportsbook.iife.js')}`, DEPLOYMENT_CSP);
    await page.goto(address);
    await expect(page.locator('sportsbook-app').locator('.sb-price').first()).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => typeof (window as { Sportsbook?: { ready?: unknown } }).Sportsbook?.ready)).toBe('object');
    const scripts = scriptsOf(page, requests).map(String);
    expect(scripts[0]).toBe(sdkUrl('/sportsbook.iife.js'));
    // First the pre-paint (the home page's odds before React, docs/performance.md "First paint
    // before React"), then the split build, the same chunks as the ES tag's, resolved against the loader's own URL.
    expect(scripts[1]).toBe(sdkUrl('/prepaint.js'));
    expect(scripts).toContain(sdkUrl('/script-tag.js'));
    expect(scripts.filter((url) => url.startsWith(sdkUrl('/chunks/'))).length).toBeGreaterThan(3);
    expect(scripts.filter((url) => !url.startsWith(`${SDK_ORIGIN}/`))).toEqual([]);
    expect(sdkFilesAskedOfPageOrigin(requests)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the loader checks the ES entry it pulls against its SRI hash: changed bytes are refused, and the console says what to do', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') messages.push(message.text());
    });
    // A CDN serving other bytes under the loader's ES entry: the loader's tag itself is intact.
    await page.route(sdkUrl('/script-tag.js'), async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\n// changed on the CDN\n` });
    });
    const address = await serveHostPage(page, '/cdn/casino-iife-tampered.html', `<sportsbook-app brand="eurobet" locale="en" api-base="${apiUrl('/')}"></sportsbook-app>${tag('sportsbook.iife.js')}`, DEPLOYMENT_CSP);
    await page.goto(address);
    await expect.poll(() => messages.filter((text) => /integrity/i.test(text) && text.includes('script-tag.js')).length).toBeGreaterThan(0);
    await expect.poll(() => messages.filter((text) => text.startsWith(`The sportsbook could not load ${sdkUrl('/script-tag.js')}`)).length).toBe(1);
    expect(await page.evaluate(() => customElements.get('sportsbook-app'))).toBeUndefined();
  });

  test('a script whose bytes do not match the published hash is refused (the SRI hash is checked, not decoration)', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /integrity/i.test(message.text())) refused.push(message.text());
    });
    const wrong = integrity['sportsbook-frame.js']!;
    const address = await serveHostPage(
      page,
      '/cdn/casino-tampered.html',
      `<sportsbook-login-status locale="en" api-base="${apiUrl('/')}"></sportsbook-login-status><script src="${sdkUrl('/sportsbook-login-status.js')}" integrity="${wrong}" crossorigin="anonymous"></script>`,
    );
    await page.goto(address);
    await expect.poll(() => refused.length).toBe(1);
    expect(await page.evaluate(() => customElements.get('sportsbook-login-status'))).toBeUndefined();
  });

  test('the login-status widget and the frame helper with their SRI hashes; the framed site on the API’s origin', async ({ page }) => {
    const errors = collectPageErrors(page);
    await recordCspViolations(page);
    const requests = requestsOf(page);
    // The page's own code is a file too (its CSP allows no inline script, and scripts from the SDK's origin only): here it lives there.
    const mountScript = sdkUrl('/test-mount-frame.js');
    await page.route(mountScript, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        headers: { 'access-control-allow-origin': '*' },
        body: `window.framed = []; window.SportsbookFrame.mount(document.getElementById('framed'), { src: ${JSON.stringify(apiUrl('/'))}, brand: 'eurobet', locale: 'en', onEvent: (type) => window.framed.push(type) });`,
      }),
    );
    const address = await serveHostPage(
      page,
      '/cdn/casino-widgets.html',
      `<header><sportsbook-login-status locale="en" api-base="${apiUrl('/')}"></sportsbook-login-status></header><main id="framed"></main>${tag('sportsbook-login-status.js')}${tag('sportsbook-frame.js')}<script src="${mountScript}" crossorigin="anonymous"></script>`,
      DEPLOYMENT_CSP,
    );
    await page.goto(address);
    await expect(page.locator('sportsbook-login-status').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.frameLocator('iframe[title="Sportsbook"]').locator('sportsbook-app').getByRole('banner')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { framed: string[] }).framed.includes('ready'))).toBe(true);
    expect(scriptsOf(page, requests).map(String)).toEqual([sdkUrl('/sportsbook-login-status.js'), sdkUrl('/sportsbook-frame.js'), mountScript]);
    expect(sdkFilesAskedOfPageOrigin(requests)).toEqual([]);
    const site = page.frames().find((frame) => frame !== page.mainFrame())!;
    expect(new URL(site.url()).origin).toBe(API_ORIGIN);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
