// Element tests in real Chromium. They load the built bundle (dist/), the same file
// operators get, so `npm run build` runs first (npm test does it).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, requireChromium } from '../support/chromium.mjs';
import { reactForTests } from './reactForTests.mjs';
import { sandboxProxy } from './sandboxProxy.mjs';

export default {
  rootDir: fileURLToPath(new URL('../..', import.meta.url)),
  files: ['tests/elements/**/*.test.ts'],
  nodeResolve: true,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' }), reactForTests()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  concurrency: 2,
  // Answers POST /__echo with what arrived, so a test can check a request body the API
  // client sent over plain HTTP/1.1, the way most operators serve their API.
  middleware: [
    await sandboxProxy(),
    async (context, next) => {
      if (context.method !== 'POST' || context.path !== '/__echo') return next();
      const chunks = [];
      for await (const chunk of context.req) chunks.push(chunk);
      context.type = 'application/json';
      context.body = JSON.stringify({
        httpVersion: context.req.httpVersion,
        contentType: context.get('content-type'),
        body: Buffer.concat(chunks).toString('utf8'),
      });
    },
  ],
  testFramework: { config: { timeout: 10000 } },
  testRunnerHtml: (testFramework) => `<!doctype html>
    <html lang="en">
      <head><meta charset="utf-8" /><link rel="icon" href="data:," /></head>
      <body><script type="module" src="${testFramework}"></script></body>
    </html>`,
};
