import { parseHostOrigin } from '../src/core';
import type { HostBridge } from '../src/host';
import type { Runtime } from '../src/store';

/** The operator setting that lists the pages allowed to frame the site and hear from it. */
export const ALLOWED_HOST_ORIGINS_SETTING = 'allowed_host_origins';

/** Set on <html> once the site knows it is framed by an allowed host (standalone.html's CSS). */
export const FRAMED_ATTRIBUTE = 'data-sportsbook-framed';

/** Accepts a list or a comma-separated string, as back offices store lists either way. */
export function allowedHostOrigins(raw: Readonly<Record<string, unknown>> | null): string[] {
  const value = raw?.[ALLOWED_HOST_ORIGINS_SETTING];
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return entries.flatMap((entry) => {
    const parsed = parseHostOrigin(String(entry));
    return parsed.ok ? [parsed.origin] : [];
  });
}

export interface FramedSiteWindow {
  readonly location: Pick<Location, 'search' | 'pathname'> & { readonly ancestorOrigins?: DOMStringList };
  readonly parent: unknown;
  readonly document: Document;
  addEventListener(type: string, listener: () => void): void;
  readonly console: Pick<Console, 'error'>;
}

/**
 * The standalone site framed by sportsbook-frame.js: the helper names its page in
 * `?host-origin=` (and `?channel=`). A query anyone can write must not decide who hears
 * the bettor's balance and login, so the origin is taken only when the operator's
 * `allowed_host_origins` lists it and, where the browser tells, it is really our parent.
 * Then the site runs embedded, sizes to its content and the parent hears its messages.
 * Resolves with whether the host was accepted.
 */
export async function acceptFramingHost(runtime: Runtime, bridge: HostBridge, win: FramedSiteWindow = window): Promise<boolean> {
  const query = new URLSearchParams(win.location.search);
  const requested = query.get('host-origin');
  if (requested === null) return false;
  const refuse = (why: string) => {
    win.console.error(`?host-origin=: ${why}`);
    return false;
  };
  if (win.parent === win) return refuse('the site is not in a frame, so there is no host page to talk to; sportsbook-frame.js adds this parameter to the frame it creates.');
  const parsed = parseHostOrigin(requested);
  if (!parsed.ok) return refuse(parsed.problem);
  const origin = parsed.origin;
  const parentOrigin = win.location.ancestorOrigins?.[0];
  if (parentOrigin !== undefined && parentOrigin !== origin) {
    return refuse(`the page that frames the site is ${parentOrigin}, not ${origin}; give the framing page's own origin.`);
  }
  const channel = query.get('channel');
  if (channel !== null) {
    const problems = runtime.config.apply({ channel });
    if (problems.length > 0) return refuse(problems.join(' '));
  }

  await runtime.store.settings.load();
  const allowed = allowedHostOrigins(runtime.store.settings.raw.peek());
  if (!allowed.includes(origin)) {
    return refuse(
      `${origin} may not frame this sportsbook, so it hears nothing from it. Add ${origin} to the operator setting ${ALLOWED_HOST_ORIGINS_SETTING}` +
        (allowed.length > 0 ? ` (now ${allowed.join(', ')}).` : ' (now empty).'),
    );
  }

  runtime.config.apply({ hostOrigin: origin, mode: 'embedded' });
  win.document.documentElement.setAttribute(FRAMED_ATTRIBUTE, '');
  followPathForParent(runtime, bridge, win);
  return true;
}

/**
 * The parent maps the frame's route to its own address (deep links). The site routes by
 * path; wouter announces each history change with a pushState/replaceState event.
 * Interim: when the `sportsbook-navigate` event (with runtime.store.ui.currentPath)
 * lands, that event's message replaces this one.
 */
function followPathForParent(runtime: Runtime, bridge: HostBridge, win: FramedSiteWindow): void {
  const currentPath = () => {
    const base = runtime.config.basePath.peek();
    const path = win.location.pathname;
    return base && path.startsWith(base) ? path.slice(base.length) || '/' : path;
  };
  let previousPath = currentPath();
  const report = () => {
    const path = currentPath();
    if (path === previousPath) return;
    bridge.postToParent('navigate', { path, previousPath });
    previousPath = path;
  };
  for (const type of ['popstate', 'pushState', 'replaceState']) win.addEventListener(type, report);
  bridge.postToParent('navigate', { path: previousPath, previousPath });
}
