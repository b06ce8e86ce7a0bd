// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSdkCdnApp } from './createSdkCdnApp';

let siteDir: string;

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'sdk-cdn-test-'));
  mkdirSync(join(siteDir, 'chunks'));
  mkdirSync(join(siteDir, 'demo-react'));
  writeFileSync(join(siteDir, 'sportsbook.js'), 'import("./chunks/a.js");');
  writeFileSync(join(siteDir, 'chunks', 'a.js'), 'export const a = 1;');
  writeFileSync(join(siteDir, 'index.html'), '<sportsbook-app></sportsbook-app>');
  writeFileSync(join(siteDir, 'site.js'), 'import "./sportsbook.js";');
  writeFileSync(join(siteDir, 'demo-react', 'index.html'), '<div></div>');
});

const cdn = () => createSdkCdnApp({ siteDir, siteOrigin: 'http://127.0.0.1:4400' });

describe('the SDK’s files, served as a CDN serves them', () => {
  it('serves the ES entry and its chunks to any origin (module scripts load in CORS mode)', async () => {
    for (const path of ['/sportsbook.js', '/chunks/a.js']) {
      const response = await cdn().request(path, { headers: { origin: 'http://localhost:4402' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(response.headers.has('access-control-allow-credentials')).toBe(false);
    }
  });

  it('serves nothing that is not the SDK (the site, its entry, the React host demo), saying where the site is', async () => {
    for (const path of ['/', '/index.html', '/site.js', '/demo-react/index.html', '/xapi/rest/events']) {
      const response = await cdn().request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(`Not found: ${path}. This origin serves the SDK's files only (sportsbook.js, sportsbook.iife.js, chunks/...), as a CDN would. The site is at http://127.0.0.1:4400.`);
    }
  });
});
