import { createHostBridge, type HostBridge } from '../src/host';
import { createRuntime, hostPageEnvironment, type PageEnvironment, type Runtime, type SportsbookMode, type SportsbookSettings, type StorageLike } from '../src/store';
import { acceptedSettings, startPageIntegration } from './startPageIntegration';
import { acceptFramingHost } from './framedSite';
import { createHostCommandActions } from './hostCommandActions';
import { listenToHostCommands } from '../src/host';
import { applyQuerySwitches } from './querySwitches';
import { siteEnvironment } from './siteEnvironment';
import { RUNTIME_GRACE_MS } from './runtimeGrace';

export interface PageRuntime {
  readonly runtime: Runtime;
  readonly bridge: HostBridge;
}

/**
 * Something on the page that uses the page runtime: a sportsbook element while it is
 * connected, the login-status widget while it shows the runtime's session.
 */
export interface RuntimeUser {
  /** The runtime under it was disposed (Sportsbook.destroy()): let go of it now (unmount, unsubscribe). */
  release(): void;
}

let page: PageRuntime | undefined;
/** Who uses the page runtime now; the last one to leave starts the grace period. */
const users = new Set<RuntimeUser>();
let graceTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * What Sportsbook.init() configured, for every runtime this page starts: a host configures
 * its page once, and a runtime the grace period (or destroy()) ended must come back with the
 * same brand and API, not the defaults (docs/embedding-api.md "Lifecycle").
 */
let initSettings: Partial<SportsbookSettings> = {};

/** The modes in which our own site, on top, is the bettor's page (the others are shown inside someone else's). */
const OWN_PAGE_MODES: readonly SportsbookMode[] = ['standalone', 'franco'];

/** The tab's session storage, or null where the browser refuses it (a sandboxed frame, blocked cookies). */
function sessionStorageOf(win: Window): StorageLike | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The page environment for this page (docs/embedding-modes.md "The page environment"): our
 * own site gets the site's (it may navigate and reload itself, except where it is framed or
 * in an app's web view); any other page is a host's, which the sportsbook never navigates
 * or reloads.
 */
function environmentOf(win: Window, standalone: boolean, runtime: () => Runtime): PageEnvironment {
  if (!standalone) return hostPageEnvironment(win);
  return siteEnvironment(win, {
    embedded: () => win.parent !== win || !OWN_PAGE_MODES.includes(runtime().config.mode.peek()),
    sessionStorage: sessionStorageOf(win),
  });
}

/**
 * The one runtime of this page, created by whichever element connects first. Every
 * element gets the same object; that is what makes a separate <sportsbook-betslip> show
 * the selections made in <sportsbook-app>.
 */
export function getPageRuntime(initial: Partial<SportsbookSettings> = {}): PageRuntime {
  if (!page) {
    const standalone = document.documentElement.hasAttribute('data-sportsbook-standalone');
    const environment = environmentOf(window, standalone, () => runtime);
    // The standalone site owns the address (path routing). An embedding page's address is
    // the host's: until the operator opts into `routing="path"` or `"hash"`, the sportsbook
    // keeps its page in memory rather than read /casino/sports.html as a missing route.
    // `initial`: what the creator knows before the runtime exists (Sportsbook.init's settings,
    // the first element's attributes), above all api-base, which the API client reads once.
    // init()'s settings first: the element starting it has its own attributes on top.
    const runtime: Runtime = createRuntime({ routing: standalone ? 'path' : 'memory', ...initSettings, ...acceptedSettings(initial) }, { page: environment });
    // The standalone site takes its brand from ?brand=<id> (a brand switch by link); an
    // embedding page sets the `brand` attribute instead, and its query is not ours to read.
    const search = new URL(environment.url()).search;
    const brand = standalone ? new URLSearchParams(search).get('brand') : null;
    if (brand) for (const problem of runtime.config.apply({ brand })) console.error(`?brand=: ${problem}`);
    if (standalone) applyQuerySwitches(runtime, search);
    const created: PageRuntime = { runtime, bridge: createHostBridge(runtime, window) };
    page = created;
    const stopIntegration = startPageIntegration(runtime);
    // Commands from the parent frame (docs/embedding-iframe.md); the framed site checks its ?host-origin=.
    const stopListening = listenToHostCommands(runtime, window, createHostCommandActions(runtime));
    if (standalone) void acceptFramingHost(runtime);
    // What the page built around the runtime ends with it, whoever disposes it (the grace
    // period, Sportsbook.destroy(), a script calling runtime.dispose()).
    runtime.onDispose(() => {
      stopListening();
      stopIntegration();
      created.bridge.dispose();
      endPage(created);
    });
  }
  return page;
}

/** The page runtime is gone: the next element (or init) makes a new one; whoever used it lets go. */
function endPage(ended: PageRuntime): void {
  if (page !== ended) return;
  page = undefined;
  clearTimeout(graceTimer);
  graceTimer = undefined;
  const released = [...users];
  users.clear();
  for (const user of released) user.release();
}

/**
 * An element connected (or the widget joined): it uses the page runtime, created now when
 * there is none, and a grace period under way stops (the element was moved).
 */
export function joinPageRuntime(user: RuntimeUser, initial: Partial<SportsbookSettings> = {}): PageRuntime {
  clearTimeout(graceTimer);
  graceTimer = undefined;
  const joined = getPageRuntime(initial);
  users.add(user);
  return joined;
}

/**
 * An element disconnected (or the widget let go). When it was the last user, the runtime
 * is disposed after RUNTIME_GRACE_MS unless someone joins meanwhile: an element moved in
 * the DOM (removed, then appended) finds its runtime, slip and session intact.
 */
export function leavePageRuntime(user: RuntimeUser): void {
  if (!users.delete(user) || users.size > 0 || !page) return;
  const leaving = page;
  clearTimeout(graceTimer);
  graceTimer = setTimeout(() => {
    graceTimer = undefined;
    if (users.size === 0 && page === leaving) leaving.runtime.dispose();
  }, RUNTIME_GRACE_MS);
}

/** Sportsbook.destroy(): the page runtime is disposed now, grace period or not. */
export function destroyPageRuntime(): void {
  clearTimeout(graceTimer);
  graceTimer = undefined;
  page?.runtime.dispose();
}

/**
 * Sportsbook.init() accepted `settings`: they are the page's from now on, in this runtime
 * and in any the page starts later. Not the token: it is the player's, not the page's, and
 * a runtime started after destroy() must not sign a player in again.
 */
export function rememberInitSettings(settings: Partial<SportsbookSettings>): void {
  const { token: _token, ...pageSettings } = acceptedSettings(settings);
  initSettings = { ...initSettings, ...pageSettings };
}

/** Whether an element or init() has created the page runtime yet. */
export function hasPageRuntime(): boolean {
  return page !== undefined;
}
