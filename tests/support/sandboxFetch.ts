import { tmpdir } from 'node:os';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox, type Sandbox } from '../../demo/server/sandbox';
import type { SeededNewsPopups } from '../../demo/server/content/operatorContent';

/**
 * The sandbox operator in process, as a `fetch` for createRuntime (no port, no waiting).
 * `settings` are laid over every brand's settings, for flags no sandbox brand has.
 * `requests` lists each call as 'METHOD /path'. `newsPopups: 'seeded'` serves the seeded
 * news popups to every call (the demo's way); by default only a call that asks gets them.
 */
export function sandboxFetch(options: { seed?: string; now?: () => number; settings?: Record<string, unknown>; newsPopups?: SeededNewsPopups } = {}): { sandbox: Sandbox; fetch: typeof fetch; requests: string[] } {
  const sandbox = createSandbox({ seed: options.seed ?? 'sandbox-fetch', log: () => undefined, ...(options.now ? { now: options.now } : {}) });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox, ...(options.now ? { now: options.now } : {}), ...(options.newsPopups ? { newsPopups: options.newsPopups } : {}) });
  const requests: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    requests.push(`${request.method} ${path}`);
    const response = await app.fetch(request);
    if (!options.settings || path !== '/api/all_cached_settings') return response;
    const all = (await response.json()) as Record<string, Record<string, Record<string, unknown>>>;
    for (const channels of Object.values(all)) for (const channel of Object.keys(channels)) channels[channel] = { ...channels[channel], ...options.settings };
    return Response.json(all);
  }) as typeof fetch;
  return { sandbox, fetch: fetchImpl, requests };
}
