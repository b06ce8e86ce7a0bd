import { effect } from '@preact/signals-core';
import { parseHostOrigin } from '../src/core';
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
export async function acceptFramingHost(runtime: Runtime, win: FramedSiteWindow = window): Promise<boolean> {
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
  // Framed while the operator is down: its allow-list cannot be read yet. The frame shows
  // the maintenance shell meanwhile; once the operator is back, the list is read and the
  // host is accepted (or refused) then.
  if (runtime.store.settings.raw.peek() === null && runtime.store.availability.state.peek() !== 'available') {
    await untilAvailable(runtime);
    await runtime.store.settings.load();
  }
  const allowed = allowedHostOrigins(runtime.store.settings.raw.peek());
  if (!allowed.includes(origin)) {
    return refuse(
      `${origin} may not frame this sportsbook, so it hears nothing from it. Add ${origin} to the operator setting ${ALLOWED_HOST_ORIGINS_SETTING}` +
        (allowed.length > 0 ? ` (now ${allowed.join(', ')}).` : ' (now empty).'),
    );
  }

  runtime.config.apply({ hostOrigin: origin, mode: 'embedded' });
  win.document.documentElement.setAttribute(FRAMED_ATTRIBUTE, '');
  // From here the bridge's messages reach the parent, sportsbook-navigate among them, which
  // the frame helper maps to the host's address (deep links).
  return true;
}

/** Resolves once the operator serves the sportsbook again (store.availability back to available). */
function untilAvailable(runtime: Runtime): Promise<void> {
  let resolveHeld!: () => void;
  const held = new Promise<void>((resolve) => (resolveHeld = resolve));
  const stop = effect(() => {
    if (runtime.store.availability.state.value === 'available') resolveHeld();
  });
  return held.then(stop);
}
