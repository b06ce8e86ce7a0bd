// The element suite on three origins, as the end-to-end suite and an operator's page are
// (docs/testing.md "Three origins"): @web/test-runner serves the test page on
// http://localhost:<page port>; this module starts the SDK's files (dist/, as a CDN serves
// them) on 127.0.0.1:<port> and the sandbox API (with CORS for the test page) on a third.
// Every port is free when it is taken (the machine runs other checkouts' suites too).
import { serve } from '@hono/node-server';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on right now, for a server that cannot take port 0 itself (the test runner's). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function listen(app) {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ server, origin: `http://127.0.0.1:${info.port}` }));
  });
}

/**
 * Starts the SDK's and the API's servers for test pages served from `pageOrigins`.
 * `/__echo` on the API answers a POST with what arrived (HTTP version, content type,
 * body), so a test can check the body the API client sent over plain HTTP/1.1.
 */
export async function startElementOrigins(pageOrigins) {
  const { Hono } = await import('hono');
  const { createSdkCdnApp } = await tsImport('../../demo/server/createSdkCdnApp.ts', import.meta.url);
  const { createSandboxApp } = await tsImport('../../demo/server/createSandboxApp.ts', import.meta.url);
  const { createSandbox } = await tsImport('../../demo/server/sandbox.ts', import.meta.url);
  const { apiCors } = await tsImport('../../demo/server/http/apiCors.ts', import.meta.url);

  const sandbox = createSandbox({ seed: 'element-tests', log: () => undefined });
  const sandboxApp = createSandboxApp({ siteDir: `${projectRoot}dist`, demoDir: `${projectRoot}demo`, sdkVersion: 'test', sandbox, allowedOrigins: pageOrigins });
  const api = new Hono();
  api.use('/__echo', apiCors(pageOrigins));
  api.post('/__echo', async (c) =>
    c.json({ httpVersion: c.env.incoming.httpVersion, contentType: c.req.header('content-type') ?? null, body: await c.req.text() }),
  );
  api.all('*', (c) => sandboxApp.fetch(c.req.raw, c.env));

  const apiServer = await listen(api);
  const sdkServer = await listen(createSdkCdnApp({ siteDir: `${projectRoot}dist`, siteOrigin: apiServer.origin }));
  return {
    api: apiServer.origin,
    sdk: sdkServer.origin,
    close() {
      apiServer.server.close();
      sdkServer.server.close();
    },
  };
}
