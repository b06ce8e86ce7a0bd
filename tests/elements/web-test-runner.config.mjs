// Element tests in real Chromium. They load the built bundle (dist/), the same file
// operators get, so `npm run build` runs first (npm test does it). Three origins, as on an
// operator's page: the test page on http://localhost:<port>, the SDK's files and the
// sandbox API each on 127.0.0.1 with a port of their own (elementOrigins.mjs). A test
// page reads the latter two from window.__SPORTSBOOK_TEST_ORIGINS__ (origins.ts).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, requireChromium } from '../support/chromium.mjs';
import { freePort, startElementOrigins } from './elementOrigins.mjs';
import { reactForTests } from './reactForTests.mjs';

const pagePort = await freePort();
const pageOrigin = `http://localhost:${pagePort}`;
const origins = await startElementOrigins([pageOrigin]);

export default {
  rootDir: fileURLToPath(new URL('../..', import.meta.url)),
  hostname: 'localhost',
  port: pagePort,
  files: ['tests/elements/**/*.test.ts'],
  nodeResolve: true,
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022' }),
    reactForTests(),
    { name: 'element-origins', serverStop: () => origins.close() },
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  testRunnerHtml: (testFramework) => `<!doctype html>
    <html lang="en">
      <head><meta charset="utf-8" /><link rel="icon" href="data:," />
        <script>window.__SPORTSBOOK_TEST_ORIGINS__ = ${JSON.stringify({ page: pageOrigin, sdk: origins.sdk, api: origins.api })};</script>
      </head>
      <body><script type="module" src="${testFramework}"></script></body>
    </html>`,
};
