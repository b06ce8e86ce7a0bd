import { createHostBridge, type HostBridge } from '../src/host';
import { createRuntime, hostPageEnvironment, type PageEnvironment, type Runtime, type SportsbookMode, type SportsbookSettings, type StorageLike } from '../src/store';
import { acceptedSettings, startPageIntegration } from './startPageIntegration';
import { acceptFramingHost } from './framedSite';
import { createHostCommandActions } from './hostCommandActions';
import { listenToHostCommands } from '../src/host';
import { applyQuerySwitches } from './querySwitches';
import { siteEnvironment } from './siteEnvironment';

export interface PageRuntime {
  readonly runtime: Runtime;
  readonly bridge: HostBridge;
}

let page: PageRuntime | undefined;

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
    const runtime: Runtime = createRuntime({ routing: standalone ? 'path' : 'memory', ...acceptedSettings(initial) }, { page: environment });
    // The standalone site takes its brand from ?brand=<id> (a brand switch by link); an
    // embedding page sets the `brand` attribute instead, and its query is not ours to read.
    const search = new URL(environment.url()).search;
    const brand = standalone ? new URLSearchParams(search).get('brand') : null;
    if (brand) for (const problem of runtime.config.apply({ brand })) console.error(`?brand=: ${problem}`);
    if (standalone) applyQuerySwitches(runtime, search);
    page = { runtime, bridge: createHostBridge(runtime, window) };
    startPageIntegration(runtime);
    // Commands from the parent frame (docs/embedding-iframe.md); the framed site checks its ?host-origin=.
    listenToHostCommands(runtime, window, createHostCommandActions(runtime));
    if (standalone) void acceptFramingHost(runtime);
  }
  return page;
}

/** Whether an element or init() has created the page runtime yet. */
export function hasPageRuntime(): boolean {
  return page !== undefined;
}
