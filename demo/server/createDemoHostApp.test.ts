// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoHostApp } from './createDemoHostApp';
import { createSandbox } from './sandbox';

const ORIGINS = { sdk: 'http://127.0.0.1:4401', api: 'http://127.0.0.1:4400', site: 'http://127.0.0.1:4400' };
let siteDir: string;
let demoDir: string;

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'demo-host-test-'));
  siteDir = join(root, 'dist');
  demoDir = join(root, 'demo');
  mkdirSync(join(siteDir, 'demo-react', 'assets'), { recursive: true });
  mkdirSync(demoDir);
  writeFileSync(join(demoDir, 'casino.html'), '<sportsbook-app api-base="{{API_ORIGIN}}/"></sportsbook-app><script src="{{SDK_ORIGIN}}/sportsbook.iife.js"></script><script src="/demo/casino.js"></script>');
  writeFileSync(join(demoDir, 'iframe.html'), '<main data-site="{{SITE_ORIGIN}}/"></main>');
  writeFileSync(join(demoDir, 'routing.html'), '<sportsbook-app routing="path" api-base="{{API_ORIGIN}}/"></sportsbook-app>');
  writeFileSync(join(demoDir, 'casino.js'), 'window.casino = "{{SDK_ORIGIN}}";');
  writeFileSync(join(siteDir, 'demo-react', 'index.html'), '<meta name="sportsbook-sdk" content="{{SDK_ORIGIN}}/sportsbook.js" />');
  writeFileSync(join(siteDir, 'demo-react', 'assets', 'index.js'), 'export {};');
});

function host() {
  const sandbox = createSandbox({ seed: 'demo-host', log: () => undefined });
  return createDemoHostApp({ demoDir, siteDir, origins: ORIGINS, accounts: sandbox.accounts });
}

describe('demo host pages, on an origin of their own', () => {
  it('fills the SDK’s and the API’s origins into a page, and only into pages', async () => {
    const app = host();
    const page = await app.request('/demo/casino.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<sportsbook-app api-base="http://127.0.0.1:4400/"></sportsbook-app><script src="http://127.0.0.1:4401/sportsbook.iife.js"></script><script src="/demo/casino.js"></script>');
    expect(await (await app.request('/demo/iframe.html')).text()).toBe('<main data-site="http://127.0.0.1:4400/"></main>');
    // The page's own script is a file, served as it is.
    expect(await (await app.request('/demo/casino.js')).text()).toBe('window.casino = "{{SDK_ORIGIN}}";');
  });

  it('serves the casino page with a strict policy that allows the SDK’s origin for scripts and the API’s for calls, images, streams and partner frames', async () => {
    const policy = (await host().request('/demo/casino.html')).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': "'self' http://127.0.0.1:4401",
      'style-src': "'self' http://127.0.0.1:4401",
      'img-src': "'self' data: http://127.0.0.1:4400",
      // The url streaming provider's video (docs/streaming.md).
      'media-src': "'self' http://127.0.0.1:4400",
      'font-src': "'self' data: http://127.0.0.1:4401",
      'connect-src': "'self' http://127.0.0.1:4400",
      'frame-src': "'self' http://127.0.0.1:4400 http://localhost:4400",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'self'",
    });
  });

  it('serves the widgets page (docs/widgets.md) with the same strict policy as the casino page', async () => {
    writeFileSync(join(demoDir, 'widgets.html'), '<sportsbook-search api-base="{{API_ORIGIN}}/"></sportsbook-search><script src="{{SDK_ORIGIN}}/sportsbook.iife.js"></script>');
    const app = host();
    const [widgets, casino] = await Promise.all([app.request('/demo/widgets.html'), app.request('/demo/casino.html')]);
    expect(widgets.status).toBe(200);
    expect(widgets.headers.get('content-security-policy')).toBe(casino.headers.get('content-security-policy'));
    expect(await widgets.text()).toContain('<script src="http://127.0.0.1:4401/sportsbook.iife.js"></script>');
  });

  it('serves the built React host under /demo/react-host/, filled in, with the policy', async () => {
    const app = host();
    const redirect = await app.request('/demo/react-host');
    expect(redirect.headers.get('location')).toBe('/demo/react-host/');
    const page = await app.request('/demo/react-host/');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<meta name="sportsbook-sdk" content="http://127.0.0.1:4401/sportsbook.js" />');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' http://127.0.0.1:4401");
    expect((await app.request('/demo/react-host/assets/index.js')).status).toBe(200);
  });

  it('serves the host-routing page for every address under /sports-betting/', async () => {
    const page = await host().request('/sports-betting/en/live/sport/');
    expect(await page.text()).toBe('<sportsbook-app routing="path" api-base="http://127.0.0.1:4400/"></sportsbook-app>');
  });

  it('issues the casino’s game token on its own origin (the casino backend)', async () => {
    const response = await host().request('/sandbox/game-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { username: string }).username).toBe('demo');
  });

  it('answers API paths with a 404 that says where the API is, so an SDK calling the page’s origin fails plainly', async () => {
    const response = await host().request('/xapi/rest/events');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found: /xapi/rest/events. This origin serves the demo host pages only (/demo/...). The sportsbook API is at http://127.0.0.1:4400, the SDK\'s files at http://127.0.0.1:4401.');
  });

  it('refuses to walk out of the demo folder', async () => {
    expect((await host().request('/demo/..%2Fdist%2Fdemo-react%2Findex.html')).status).toBe(404);
    expect((await host().request('/demo/missing.html')).status).toBe(404);
  });
});
