import { render, type RenderResult } from '@testing-library/react';
import { tmpdir } from 'node:os';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { useLocation } from 'wouter';
import { createSandboxApp } from '../../../demo/server/createSandboxApp';
import { createSandbox } from '../../../demo/server/sandbox';
import { createRuntime, memoryStorage, type Runtime } from '../../store';
import { SportsbookRouter, navigateInMemory } from '../routing/SportsbookRouter';
import { useLocaleSync } from '../routing/useLocaleSync';
import { RuntimeProvider } from '../runtime/RuntimeContext';

export interface HeaderTestOptions {
  /** Settings laid over the sandbox brand's (what the operator's back office would send). */
  settings?: Record<string, unknown>;
  brand?: string;
  /** Logs this sandbox player in (password demo1234) and waits for the balance. */
  player?: string;
  /** Window width; the header is the desktop one from 1024 px. */
  width?: number;
  /** Extra JSON answers by path, for content the sandbox does not serve. */
  answers?: Record<string, unknown>;
  /** Leaves the settings unloaded (what the header shows before they arrive). */
  skipSettings?: boolean;
}

export interface HeaderTest {
  runtime: Runtime;
  /** Paths the runtime asked the sandbox for. */
  paths: string[];
  reload: ReturnType<typeof vi.fn>;
}

/** A runtime on the in-process sandbox operator, its texts loaded, optionally logged in. */
export async function headerRuntime(options: HeaderTestOptions = {}): Promise<HeaderTest> {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: options.width ?? 1366 });
  const sandbox = createSandbox({ seed: 'header', log: () => undefined });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox });
  const paths: string[] = [];
  const reload = vi.fn();
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    paths.push(path);
    if (options.answers && path in options.answers) return Response.json(options.answers[path]);
    const response = await app.fetch(request);
    if (path !== '/api/all_cached_settings' || !options.settings) return response;
    const all = (await response.json()) as Record<string, Record<string, Record<string, unknown>>>;
    for (const channels of Object.values(all)) for (const channel of Object.keys(channels)) channels[channel] = { ...channels[channel], ...options.settings };
    return Response.json(all);
  }) as typeof fetch;
  const runtime = createRuntime({ brand: options.brand ?? 'eurobet', apiBase: 'http://sandbox.test/', routing: 'memory' }, { fetch: fetchImpl, storage: memoryStorage(), reload });
  if (!options.skipSettings) await runtime.store.settings.load();
  if (options.player) {
    await runtime.store.session.login(options.player, 'demo1234');
    await vi.waitFor(() => {
      if (runtime.store.wallet.data.value === undefined) throw new Error('no balance yet');
    });
  }
  await runtime.i18n.ready;
  return { runtime, paths, reload };
}

/** Shows the memory router's address, so a test can read where a click went. */
function Address() {
  const [path] = useLocation();
  return <output data-testid="address">{path}</output>;
}

function LocaleSync() {
  useLocaleSync();
  return null;
}

/** Renders `children` as the shell does: the runtime, its memory router (at `path`), locale sync. */
export function renderInShell(runtime: Runtime, children: ReactNode, path = '/en/'): RenderResult {
  navigateInMemory(runtime, path);
  return render(
    <RuntimeProvider runtime={runtime}>
      <SportsbookRouter>
        <LocaleSync />
        {children}
        <Address />
      </SportsbookRouter>
    </RuntimeProvider>,
  );
}
