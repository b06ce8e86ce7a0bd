import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRuntime, hostPageEnvironment, memoryStorage, type PageEnvironment, type Runtime, type RuntimeEnvironment, type SportsbookSettings } from '../../store';
import { SportsbookRouter } from '../routing/SportsbookRouter';
import { RuntimeProvider } from './RuntimeContext';

export interface TestRuntimeOptions extends RuntimeEnvironment {
  /** The operator: the in-process sandbox or a stub answering the paths the test needs. */
  fetch: typeof globalThis.fetch;
  /** Element settings (brand, locale, routing ...); brand eurobet unless given. */
  config?: Partial<SportsbookSettings>;
  /** False to render before the operator's settings arrive (default: loaded first). */
  loadSettings?: boolean;
  /** Viewport width in px (desktop from 1024); the window keeps its width when absent. */
  width?: number;
}

const created: Runtime[] = [];

/**
 * The test window as our own site's page: it owns the document (title, lang, favicon), the
 * address is jsdom's. (The real site environment, with its reloads, is elements/siteEnvironment.ts.)
 */
export function ownedTestPage(): PageEnvironment {
  return { ...hostPageEnvironment(window), kind: 'standalone-site', ownsDocument: true };
}

/**
 * A runtime for a component test, the way the shell would have it: memory storage, no
 * reload, the operator's settings loaded (unless asked not to) and the texts ready, both
 * parts (the page asks for the later ones after its first odds), so a translated component
 * renders its real words on the first render.
 */
export async function testRuntime({ config = {}, loadSettings = true, width, ...environment }: TestRuntimeOptions): Promise<Runtime> {
  if (width !== undefined) Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://operator.test/', ...config }, { storage: memoryStorage(), reload: () => undefined, ...environment });
  created.push(runtime);
  if (loadSettings) await runtime.store.settings.load();
  await runtime.i18n.ready;
  await runtime.i18n.loadLaterTexts();
  return runtime;
}

/** Stops every runtime the tests made (polls, timers), for an afterEach. */
export function disposeTestRuntimes(): void {
  for (const runtime of created.splice(0)) runtime.dispose();
}

/** Renders `children` inside the runtime's provider (texts included). */
export function renderWithRuntime(runtime: Runtime, children: ReactNode): RenderResult {
  return render(<RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>);
}

/** Renders `children` inside the runtime's provider and its router (the runtime's routing mode). */
export function renderInRouter(runtime: Runtime, children: ReactNode): RenderResult {
  return renderWithRuntime(runtime, <SportsbookRouter>{children}</SportsbookRouter>);
}
