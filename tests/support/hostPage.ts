import { vi } from 'vitest';
import { sandboxFetch } from './sandboxFetch';
import { createRuntime, memoryStorage, type Runtime, type SportsbookSettings } from '../../src/store';
import { createHostBridge, type BridgeWindow } from '../../src/host/createHostBridge';

/** A runtime on the in-process sandbox (the real operator API), as the page's one runtime. */
export function sandboxRuntime(settings: Partial<SportsbookSettings> = {}, operator = sandboxFetch({ seed: 'host-events' })) {
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/', ...settings }, { fetch: operator.fetch, storage: memoryStorage(), reload: () => undefined });
  return { runtime, operator };
}

/**
 * The host page around a runtime: the bridge, one real element in the document (a page
 * event target, as a connected element is), and a record of every page-wide event a
 * `document` listener hears. `framed` gives the bridge
 * a parent window whose postMessage(message, origin) calls are kept.
 */
export function hostPage(runtime: Runtime, options: { framed?: boolean; announce?: boolean } = {}) {
  const parentPostMessage = vi.fn<(message: unknown, origin: string) => void>();
  // The page's document: page-wide events go out on it (and a copy on each element).
  const win = { console: { warn: vi.fn() }, document } as unknown as BridgeWindow;
  Object.assign(win, { parent: options.framed ? { postMessage: parentPostMessage } : win });
  const bridge = createHostBridge(runtime, win);
  const element = document.createElement('sportsbook-app');
  document.body.append(element);
  bridge.addPageEventTarget(element);
  if (options.announce !== false) bridge.announceReady(element);
  const heard: { type: string; detail: unknown; target: EventTarget | null; event: Event }[] = [];
  const listeners: [string, (event: Event) => void][] = [];
  return {
    bridge,
    element,
    parentPostMessage,
    heard,
    /** Starts recording these event types on `document` (as a host would listen). */
    listen(...types: string[]) {
      for (const type of types) {
        const listener = (event: Event) => heard.push({ type, detail: (event as CustomEvent).detail, target: event.target, event });
        document.addEventListener(type, listener);
        listeners.push([type, listener]);
      }
    },
    /** The details heard of one type, in order. */
    details(type: string) {
      return heard.filter((entry) => entry.type === type).map((entry) => entry.detail);
    },
    /** What the parent frame received: [type, payload, channel, origin] per message. */
    messages() {
      return parentPostMessage.mock.calls.map(([message, origin]) => {
        const { type, payload, channel, source, version } = message as { type: string; payload: unknown; channel?: string; source: string; version: number };
        return { source, version, type, payload, channel, origin };
      });
    },
    dispose() {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
      element.remove();
      bridge.dispose();
      runtime.dispose();
    },
  };
}
