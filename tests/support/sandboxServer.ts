import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox, type Sandbox, type SandboxConfig } from '../../demo/server/sandbox';
import type { SeededNewsPopups } from '../../demo/server/content/operatorContent';

/**
 * The sandbox on a free local port, for integration tests that need real HTTP.
 * `overrides` reach the sandbox's config; a test clock (`now`) drives the API's clock too.
 * `newsPopups: 'seeded'` serves the seeded news popups to every call (by default only a call that asks gets them).
 */
export async function startSandboxServer(seed: string, overrides: Partial<SandboxConfig> = {}, { newsPopups }: { newsPopups?: SeededNewsPopups } = {}): Promise<{ sandbox: Sandbox; baseUrl: string; close: () => void }> {
  const sandbox = createSandbox({ seed, log: () => undefined, ...overrides });
  const root = mkdtempSync(join(tmpdir(), `${seed}-`));
  const app = createSandboxApp({ siteDir: root, demoDir: root, sdkVersion: 'test', sandbox, ...(overrides.now ? { now: overrides.now } : {}), ...(newsPopups ? { newsPopups } : {}) });
  let server!: ServerType;
  const baseUrl = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}/`));
  });
  return { sandbox, baseUrl, close: () => server.close() };
}
