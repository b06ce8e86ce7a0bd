// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from './createSandboxApp';

let siteDir: string;
let demoDir: string;

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  siteDir = join(root, 'dist');
  demoDir = join(root, 'demo');
  mkdirSync(siteDir);
  mkdirSync(demoDir);
  writeFileSync(join(siteDir, 'index.html'), '<sportsbook-app></sportsbook-app>');
  writeFileSync(join(siteDir, 'sportsbook.iife.js'), 'window.loaded = true;');
  writeFileSync(join(demoDir, 'casino.html'), '<h1>Casino</h1>');
});

function sandbox(now = () => 1_000_000) {
  return createSandboxApp({ siteDir, demoDir, sdkVersion: '9.9.9', now });
}

describe('sandbox operator', () => {
  it('answers GET /api/health with its status, version and uptime', async () => {
    let clock = 1_000_000;
    const app = sandbox(() => clock);
    clock += 65_400;
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'sportsbook-sandbox', sdkVersion: '9.9.9', uptimeSeconds: 65 });
  });

  it("opens the site's bare address in the bettor's language cookie, and the site itself without one", async () => {
    const app = sandbox();
    const french = await app.request('/', { headers: { cookie: 'other=1; sportsbook_lang=fr', accept: 'text/html' } });
    expect([french.status, french.headers.get('location')]).toEqual([302, '/fr/']);
    const none = await app.request('/', { headers: { accept: 'text/html' } });
    expect([none.status, await none.text()]).toEqual([200, '<sportsbook-app></sportsbook-app>']);
    // Not a language: no redirect anywhere it could lead.
    const odd = await app.request('/', { headers: { cookie: 'sportsbook_lang=%2F%2Fevil.example', accept: 'text/html' } });
    expect(odd.status).toBe(200);
  });

  it('answers an unknown API path with a JSON 404 that points at the docs', async () => {
    const response = await sandbox().request('/api/nothing-here', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'not_found',
      message: 'The sandbox has no endpoint POST /api/nothing-here. docs/api.md lists the endpoints it serves.',
    });
  });

  it('serves the built script with a JavaScript content type', async () => {
    const response = await sandbox().request('/sportsbook.iife.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe('window.loaded = true;');
  });

  it('does not serve the demo host pages (a /demo/ address is a site route): they have an origin of their own (createDemoHostApp)', async () => {
    const response = await sandbox().request('/demo/casino.html', { headers: { accept: 'text/html' } });
    expect(await response.text()).toBe('<sportsbook-app></sportsbook-app>');
  });

  it('gives game launch links to the casino page on the host pages’ origin', async () => {
    const app = createSandboxApp({ siteDir, demoDir, sdkVersion: '9.9.9', hostPageOrigins: ['http://localhost:4402'] });
    const created = await app.request('/franco/accounts/sessions?l=en&mc=mobile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234', device: { clientType: 'Browser', deviceType: 'Desktop', deviceId: 'd1' } }),
    });
    const { accessToken } = (await created.json()) as { accessToken: string };
    const launch = await app.request('/franco/accounts/me/game-launch-url', { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
    expect(((await launch.json()) as { url: string }).url).toBe(`http://localhost:4402/demo/casino.html?token=${encodeURIComponent(accessToken)}`);
  });

  it('answers a deep site link with the standalone index.html so the router can take it', async () => {
    const response = await sandbox().request('/en/sports/240-FOOT', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<sportsbook-app></sportsbook-app>');
  });

  it('does not answer a missing script with HTML', async () => {
    const response = await sandbox().request('/missing.js', { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
  });

  it('refuses to walk out of the site folder', async () => {
    const response = await sandbox().request('/../package.json');
    expect(response.status).toBe(404);
  });
});
