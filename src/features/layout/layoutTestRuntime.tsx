import type { Runtime } from '../../store';
import { renderInRouter, testRuntime } from '../runtime/testRuntime';

export interface LayoutTestOptions {
  /** HTML widgets the operator serves, by id (others answer 404). */
  widgets?: Record<number, string>;
  /** The seal service's answer. */
  seal?: Record<string, unknown>;
  /** Viewport width in px (desktop from 1024). */
  width?: number;
  /** False to render before the settings arrive (default: loaded first). */
  loadSettings?: boolean;
}

export interface LayoutTestRuntime {
  runtime: Runtime;
  /** Every request the runtime made, as path and query. */
  requests: string[];
}

/**
 * A runtime whose operator sends `settings` (English only), the given HTML widgets and
 * seal, settings and texts loaded; the viewport is `width` px wide.
 */
export async function layoutRuntime(settings: Record<string, unknown> = {}, options: LayoutTestOptions = {}): Promise<LayoutTestRuntime> {
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/api/all_cached_settings')) {
      return Response.json({ eurobet: { web: { locale: 'en', channel: 'web', languages: [{ id: 'en', name: 'English', locale: 'en' }], ...settings } } });
    }
    const widget = /\/api\/html_widgets\/(\d+)$/.exec(url.pathname);
    const content = widget ? options.widgets?.[Number(widget[1])] : undefined;
    if (content !== undefined) return Response.json({ id: Number(widget?.[1]), name: 'Widget', content });
    if (url.pathname.endsWith('/api/gcb_seals') && options.seal) return Response.json(options.seal);
    return Response.json({ message: 'not found' }, { status: 404 });
  }) as typeof globalThis.fetch;
  const runtime = await testRuntime({ fetch, width: options.width ?? 1366, loadSettings: options.loadSettings !== false });
  return { runtime, requests };
}

/** Renders `children` with the runtime and its router (path routing over the page URL). */
export { renderInRouter as renderInShell };
