import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, requireChromium } from '../support/chromium.mjs';
import { GALLERY_ORIGINS, GALLERY_PORTS } from './galleryOrigins';

// The screenshot gallery (`npm run gallery`, docs/gallery/README.md): not a test suite, a
// picture of every page and element, taken from the built site against a sandbox of its own.
// Not part of `npm test`: its pictures are for people to look at, its checks live in the e2e
// suite (everyPage.spec.ts walks the same page list).
export default defineConfig({
  testDir: '.',
  testMatch: 'gallery.spec.ts',
  outputDir: fileURLToPath(new URL('../../test-results/gallery', import.meta.url)),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: GALLERY_ORIGINS.api,
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npx tsx demo/server/main.ts',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    // The e2e world's seed, feed alerts only on request, no news popup over the pictures.
    env: { PORT: String(GALLERY_PORTS.api), SDK_PORT: String(GALLERY_PORTS.sdk), DEMO_PORT: String(GALLERY_PORTS.hostPages), HOST: '127.0.0.1', SANDBOX_DATA: mkdtempSync(join(tmpdir(), 'sandbox-gallery-')), SANDBOX_SEED: 'e2e', SANDBOX_FEED_ALERTS: 'manual', SANDBOX_NEWS_POPUPS: 'on-request' },
    url: `${GALLERY_ORIGINS.api}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
