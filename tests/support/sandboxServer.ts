import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox, type Sandbox, type SandboxConfig } from '../../demo/server/sandbox';

/**
 * The sandbox on a free local port, for integration tests that need real HTTP.
 * `overrides` reach the sandbox's config; a test clock (`now`) drives the API's clock too.
 */
export async function startSandboxServer(seed: string, overrides: Partial<SandboxConfig> = {}): Promise<{ sandbox: Sandbox; baseUrl: string; close: () => void }> {
  const sandbox = createSandbox({ seed, log: () => undefined, ...overrides });
  const root = mkdtempSync(join(tmpdir(), `${seed}-`));
  const app = createSandboxApp({ siteDir: root, demoDir: root, sdkVersion: 'test', sandbox, ...(overrides.now ? { now: overrides.now } : {}) });
  let server!: ServerType;
  const baseUrl = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}/`));
  });
  return { sandbox, baseUrl, close: () => server.close() };
}
