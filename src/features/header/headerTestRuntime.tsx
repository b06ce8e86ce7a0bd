import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { useLocation } from 'wouter';
import type { Runtime } from '../../store';
import { useLocaleSync } from '../routing/useLocaleSync';
import { disposeTestRuntimes, renderInRouter, testRuntime } from '../runtime/testRuntime';

/** The operator behind the runtime: tests pass tests/support/inProcessSandbox (this file may not import Node or the sandbox). */
export interface TestOperator<S> {
  sandbox: S;
  fetch(request: Request): Response | Promise<Response>;
}

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

export interface HeaderTest<S> {
  runtime: Runtime;
  sandbox: S;
  /** Paths the runtime asked the sandbox for. */
  paths: string[];
  reload: ReturnType<typeof vi.fn>;
}

/** Stops every runtime a test made (polls, timers) and puts the window width back. */
export function cleanupHeaderTests(): void {
  disposeTestRuntimes();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
}

/** A runtime on the in-process sandbox operator, its texts loaded, optionally logged in. */
export async function headerRuntime<S>(operator: TestOperator<S>, options: HeaderTestOptions = {}): Promise<HeaderTest<S>> {
  const paths: string[] = [];
  const reload = vi.fn();
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    paths.push(path);
    if (options.answers && path in options.answers) return Response.json(options.answers[path]);
    const response = await operator.fetch(request);
    if (path !== '/api/all_cached_settings' || !options.settings) return response;
    const all = (await response.json()) as Record<string, Record<string, Record<string, unknown>>>;
    for (const channels of Object.values(all)) for (const channel of Object.keys(channels)) channels[channel] = { ...channels[channel], ...options.settings };
    return Response.json(all);
  }) as typeof fetch;
  const runtime = await testRuntime({
    config: { brand: options.brand ?? 'eurobet', apiBase: 'http://sandbox.test/', routing: 'memory' },
    fetch: fetchImpl,
    reload,
    width: options.width ?? 1366,
    loadSettings: !options.skipSettings,
  });
  if (options.player) {
    await runtime.store.session.login(options.player, 'demo1234');
    await vi.waitFor(() => {
      if (runtime.store.wallet.data.value === undefined) throw new Error('no balance yet');
    });
  }
  return { runtime, sandbox: operator.sandbox, paths, reload };
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
  runtime.router.navigate(path);
  return renderInRouter(
    runtime,
    <>
      <LocaleSync />
      {children}
      <Address />
    </>,
  );
}
