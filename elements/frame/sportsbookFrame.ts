/**
 * sportsbook-frame.js: the host page's helper for the sportsbook in an iframe. It creates
 * the frame, keeps it as tall as its content, tells it where the host's viewport is (so
 * dialogs open where the bettor looks), maps the frame's route to the host's address
 * (deep links) and sends commands. Tiny on purpose (budget 3 KB gzip): no dependencies.
 * docs/embedding-iframe.md is the integrator's reference.
 */
import { HOST_COMMAND_SOURCE, HOST_COMMAND_VERSION } from '../../src/host/hostCommands';
import { HOST_MESSAGE_SOURCE, HOST_MESSAGE_VERSION } from '../../src/host/hostMessage';

export interface SportsbookFrameOptions {
  /** The sportsbook site's address, for example "https://sports.example.com/" (a base path is kept). */
  src: string;
  /** This page's origin as the sportsbook's operator allows it (allowed_host_origins); default: location.origin. */
  hostOrigin?: string;
  locale?: string;
  brand?: string;
  /** Names this sportsbook on a page with several; messages and commands then carry it. */
  channel?: string;
  /** Start path, for example "/en/live/sport/"; default: the deep link in this page's address, else the locale's home. */
  path?: string;
  /** Query parameter of this page's address that holds the sportsbook's route; false: no deep links. Default "sb". */
  deepLinkParam?: string | false;
  /** The frame's accessible name. Default "Sportsbook". */
  title?: string;
  /** Every message from the sportsbook: type ("ready", "resize", "navigate", "login" ...) and payload. */
  onEvent?: (type: string, payload: unknown) => void;
}

export interface SportsbookFrame {
  readonly iframe: HTMLIFrameElement;
  navigate(path: string): void;
  setToken(token: string | null): void;
  setLocale(locale: string): void;
  logout(): void;
  addSelection(outcomeId: string): void;
  /** Removes the frame and every listener. */
  destroy(): void;
}

type Message = { source?: unknown; version?: unknown; type?: unknown; payload?: unknown; channel?: unknown };

/** A route of the sportsbook: one leading slash (never "//host"), no backslash. */
function isRoute(path: unknown): path is string {
  return typeof path === 'string' && /^\/(?![/\\])[^\\]*$/.test(path);
}

function fail(problem: string): never {
  throw new TypeError(`SportsbookFrame.mount: ${problem}`);
}

export function mount(container: Element, options: SportsbookFrameOptions): SportsbookFrame {
  if (!container || typeof container.appendChild !== 'function') fail('give the element the frame goes in, for example document.getElementById("sportsbook").');
  if (!options || typeof options.src !== 'string') fail('give { src: "https://sports.example.com/" }, the sportsbook site\'s address.');
  const win = window;
  const url = new URL(options.src, win.location.href);
  const frameOrigin = url.origin;
  const channel = options.channel;
  const param = options.deepLinkParam === undefined ? 'sb' : options.deepLinkParam;
  const linked = param ? new URLSearchParams(win.location.search).get(param) : null;
  const start = options.path ?? (isRoute(linked) ? linked : `/${options.locale ?? 'en'}/`);
  if (!isRoute(start)) fail(`path "${start}" is not a sportsbook route: start it with one "/", for example "/en/live/sport/".`);

  url.pathname = url.pathname.replace(/\/+$/, '') + start;
  url.searchParams.set('host-origin', options.hostOrigin ?? win.location.origin);
  if (channel) url.searchParams.set('channel', channel);
  if (options.brand) url.searchParams.set('brand', options.brand);

  const iframe = win.document.createElement('iframe');
  iframe.title = options.title ?? 'Sportsbook';
  iframe.src = url.href;
  // Always as tall as its content, so it never needs scrollbars of its own.
  iframe.setAttribute('scrolling', 'no');
  iframe.style.cssText = 'display:block;width:100%;height:600px;border:0;overflow:hidden';
  container.appendChild(iframe);

  // Commands wait for the frame's "ready": before it the frame cannot take them yet.
  let queued: Array<[string, unknown]> | null = [];
  function send(type: string, payload: unknown): void {
    if (queued && type !== 'viewport') {
      queued.push([type, payload]);
      return;
    }
    const message = { source: HOST_COMMAND_SOURCE, version: HOST_COMMAND_VERSION, type, payload, ...(channel ? { channel } : {}) };
    iframe.contentWindow?.postMessage(message, frameOrigin);
  }

  let lastViewport = '';
  let frameRequest = 0;
  function sendViewport(): void {
    frameRequest = 0;
    const viewport = { top: Math.round(iframe.getBoundingClientRect().top), height: win.innerHeight };
    // The frame's height too: the band is clamped to the frame, which resizes under a still viewport.
    const key = `${viewport.top}:${viewport.height}:${iframe.offsetHeight}`;
    if (key === lastViewport) return;
    lastViewport = key;
    send('viewport', viewport);
  }
  function onScroll(): void {
    frameRequest ||= win.requestAnimationFrame(sendViewport);
  }

  function onMessage(event: MessageEvent): void {
    // Only our frame: its origin and its window (another frame of that origin is not it).
    if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) return;
    const data = event.data as Message | null;
    if (!data || data.source !== HOST_MESSAGE_SOURCE || data.version !== HOST_MESSAGE_VERSION || typeof data.type !== 'string') return;
    if (channel && data.channel !== channel) return;
    const payload = data.payload as Record<string, unknown> | null;
    if (data.type === 'resize') {
      const height = Number(payload?.height);
      if (height > 0 && Number.isFinite(height)) iframe.style.height = `${Math.round(height)}px`;
      onScroll();
    } else if (data.type === 'ready') {
      const waiting = queued ?? [];
      queued = null;
      for (const [type, commandPayload] of waiting) send(type, commandPayload);
      lastViewport = '';
      sendViewport();
    } else if (data.type === 'navigate' && param && isRoute(payload?.path)) {
      const address = new URL(win.location.href);
      address.searchParams.set(param, payload.path);
      // Replace, not push: the frame's own history entries already make the back button work.
      if (address.href !== win.location.href) win.history.replaceState(win.history.state, '', address.href);
    }
    options.onEvent?.(data.type, data.payload);
  }

  win.addEventListener('message', onMessage);
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('resize', onScroll, { passive: true });

  return {
    iframe,
    navigate(path) {
      if (!isRoute(path)) fail(`navigate("${String(path)}"): give a sportsbook route starting with one "/", for example "/en/live/sport/".`);
      send('navigate', { path });
    },
    setToken: (token) => send('set-token', { token }),
    setLocale: (locale) => send('set-locale', { locale }),
    logout: () => send('logout', {}),
    addSelection: (outcomeId) => send('add-selection', { outcomeId }),
    destroy() {
      win.removeEventListener('message', onMessage);
      win.removeEventListener('scroll', onScroll);
      win.removeEventListener('resize', onScroll);
      if (frameRequest) win.cancelAnimationFrame(frameRequest);
      iframe.remove();
    },
  };
}
