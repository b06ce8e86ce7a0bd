import type { CDPSession, Page } from '@playwright/test';

/**
 * What a page still runs and holds, measured from outside the SDK: the teardown spec's
 * probes. Timers and streams are counted by wrapping the page's own functions before any
 * script runs (an init script); instances and listeners through the DevTools protocol,
 * after a forced garbage collection, so only what something still references is counted.
 */

export interface LiveTimer {
  kind: 'timeout' | 'interval' | 'frame';
  /** Where it was started (the SDK's bundle, the host page ...), to name a leak. */
  stack: string;
}

/** A request the page's scripts asked for (fetch, or a stream opened), and when (performance.now()). */
export interface ScriptRequest {
  url: string;
  at: number;
}

interface Probes {
  liveTimers(): LiveTimer[];
  openStreams(): string[];
  requestsSince(at: number): ScriptRequest[];
}

/**
 * Wraps setTimeout/setInterval/requestAnimationFrame (and their clears) and EventSource
 * before the page's scripts run: a timer is live from its start until it fires (a
 * timeout, a frame) or is cleared; a stream is open until closed or closed by the browser
 * for good (readyState CLOSED).
 */
export async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Kind = 'timeout' | 'interval' | 'frame';
    const live = new Map<string, { kind: Kind; stack: string }>();
    const stackHere = () => (new Error().stack ?? '').split('\n').slice(2).join('\n');
    const native = {
      setTimeout: window.setTimeout.bind(window),
      setInterval: window.setInterval.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      clearInterval: window.clearInterval.bind(window),
      requestAnimationFrame: window.requestAnimationFrame.bind(window),
      cancelAnimationFrame: window.cancelAnimationFrame.bind(window),
    };
    // Timeouts and intervals share one id space in browsers (either clear ends either).
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      let id = 0;
      const run = typeof handler === 'function' ? (...values: unknown[]) => {
        live.delete(`t${id}`);
        (handler as (...values: unknown[]) => void)(...values);
      } : handler;
      id = native.setTimeout(run, ms, ...args);
      live.set(`t${id}`, { kind: 'timeout', stack: stackHere() });
      return id;
    }) as typeof window.setTimeout;
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = native.setInterval(handler, ms, ...args);
      live.set(`t${id}`, { kind: 'interval', stack: stackHere() });
      return id;
    }) as typeof window.setInterval;
    window.clearTimeout = ((id?: number) => {
      live.delete(`t${id}`);
      native.clearTimeout(id);
    }) as typeof window.clearTimeout;
    window.clearInterval = ((id?: number) => {
      live.delete(`t${id}`);
      native.clearInterval(id);
    }) as typeof window.clearInterval;
    window.requestAnimationFrame = (callback: FrameRequestCallback) => {
      let id = 0;
      id = native.requestAnimationFrame((time) => {
        live.delete(`f${id}`);
        callback(time);
      });
      live.set(`f${id}`, { kind: 'frame', stack: stackHere() });
      return id;
    };
    window.cancelAnimationFrame = (id: number) => {
      live.delete(`f${id}`);
      native.cancelAnimationFrame(id);
    };

    const NativeEventSource = window.EventSource;
    const open = new Set<EventSource>();
    class CountedEventSource extends NativeEventSource {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        open.add(this);
        // The browser gives up on a stream it cannot reopen: CLOSED for good.
        this.addEventListener('error', () => {
          if (this.readyState === NativeEventSource.CLOSED) open.delete(this);
        });
      }
      override close(): void {
        open.delete(this);
        super.close();
      }
    }
    window.EventSource = CountedEventSource;

    // Every request a script asks for, with when it asked: "nothing after destroy()" is then
    // a question about the SDK's calls, not about when the network reported a request that
    // was asked for earlier (a frame's refetch just before destroy() reaches the network after it).
    const asked: { url: string; at: number }[] = [];
    const nativeFetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push({ url: input instanceof Request ? input.url : String(input), at: performance.now() });
      return nativeFetch(input, init);
    };
    const ProbedEventSource = window.EventSource;
    window.EventSource = class extends ProbedEventSource {
      constructor(url: string | URL, init?: EventSourceInit) {
        asked.push({ url: String(url), at: performance.now() });
        super(url, init);
      }
    };

    const probes: Probes = {
      liveTimers: () => [...live.values()],
      openStreams: () => [...open].map((stream) => stream.url),
      requestsSince: (at) => asked.filter((request) => request.at >= at),
    };
    Object.assign(window, { __teardownProbes: probes });
  });
}

/** The SDK's timers still live: started from its bundle or its split chunks. */
export async function liveTimers(page: Page): Promise<LiveTimer[]> {
  const all = await page.evaluate(() => (window as unknown as { __teardownProbes: Probes }).__teardownProbes.liveTimers());
  return all.filter((timer) => /\/sportsbook[^/]*\.js|\/chunks\//.test(timer.stack));
}

/** The requests the page's scripts asked for since `at` (the page's performance.now()). */
export function requestsSince(page: Page, at: number): Promise<ScriptRequest[]> {
  return page.evaluate((since) => (window as unknown as { __teardownProbes: Probes }).__teardownProbes.requestsSince(since), at);
}

export function openStreams(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __teardownProbes: Probes }).__teardownProbes.openStreams());
}

export interface HeapCounts {
  /** Live instances per element tag (the class's prototype), after a forced GC. */
  instances: Record<string, number>;
  shadowRoots: number;
  /** Memory.getDOMCounters: every JS event listener the renderer holds. */
  jsEventListeners: number;
  /** DOMDebugger.getEventListeners on window and document. */
  windowListeners: number;
  documentListeners: number;
  nodes: number;
}

const COUNT_GROUP = 'teardown-probes';

/** Objects whose prototype chain has `prototypeExpression`'s value, counted after a GC. */
async function countObjects(cdp: CDPSession, prototypeExpression: string): Promise<number> {
  const { result: prototype } = await cdp.send('Runtime.evaluate', { expression: prototypeExpression, objectGroup: COUNT_GROUP });
  if (!prototype.objectId) throw new Error(`${prototypeExpression} is not an object on the page`);
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId, objectGroup: COUNT_GROUP });
  const { result } = await cdp.send('Runtime.callFunctionOn', { objectId: objects.objectId!, functionDeclaration: 'function () { return this.length; }', returnByValue: true, objectGroup: COUNT_GROUP });
  return result.value as number;
}

async function listenersOn(cdp: CDPSession, expression: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression, objectGroup: COUNT_GROUP });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  return listeners.length;
}

/**
 * Counts after a forced garbage collection. The handles the counting takes are released
 * before returning (an array of the found objects would otherwise keep them all alive).
 */
export async function heapCounts(cdp: CDPSession, tags: readonly string[]): Promise<HeapCounts> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  try {
    const instances: Record<string, number> = {};
    for (const tag of tags) instances[tag] = await countObjects(cdp, `customElements.get(${JSON.stringify(tag)}).prototype`);
    const shadowRoots = await countObjects(cdp, 'ShadowRoot.prototype');
    const windowListeners = await listenersOn(cdp, 'window');
    const documentListeners = await listenersOn(cdp, 'document');
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: COUNT_GROUP });
    await cdp.send('HeapProfiler.collectGarbage');
    const { jsEventListeners, nodes } = await cdp.send('Memory.getDOMCounters');
    return { instances, shadowRoots, jsEventListeners, windowListeners, documentListeners, nodes };
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: COUNT_GROUP });
  }
}

/**
 * The renderer's listener and node counts after a forced garbage collection: what the
 * teardown spec reads after every cycle. heapCounts' object queries walk the whole heap five
 * times, about a second a cycle on a busy runner, and only the end state needs them.
 */
export async function domCounts(cdp: CDPSession): Promise<Pick<HeapCounts, 'jsEventListeners' | 'nodes'>> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { jsEventListeners, nodes } = await cdp.send('Memory.getDOMCounters');
  return { jsEventListeners, nodes };
}
