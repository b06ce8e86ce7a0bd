import { tmpdir } from 'node:os';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox, type Sandbox, type SandboxConfig } from '../../demo/server/sandbox';

export interface InProcessSandbox {
  sandbox: Sandbox;
  /** Answers a request as the sandbox operator would, without a port. */
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * The sandbox operator in process, for component tests that want the real API behind a
 * runtime. Lives here, not beside the components, because the package's own type check
 * has no Node types and must never reach the sandbox.
 */
export function inProcessSandbox(seed: string, overrides: Partial<SandboxConfig> = {}): InProcessSandbox {
  const sandbox = createSandbox({ seed, log: () => undefined, ...overrides });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox });
  return { sandbox, fetch: (request) => app.fetch(request) };
}
