import { createHostBridge, type HostBridge } from '../src/host';
import { createRuntime, type Runtime, type SportsbookSettings } from '../src/store';
import { acceptedSettings, startPageIntegration } from './startPageIntegration';
import { acceptFramingHost } from './framedSite';
import { createHostCommandActions } from './hostCommandActions';
import { listenToHostCommands } from '../src/host';
import { applyQuerySwitches } from './querySwitches';

export interface PageRuntime {
  readonly runtime: Runtime;
  readonly bridge: HostBridge;
}

let page: PageRuntime | undefined;

/**
 * The one runtime of this page, created by whichever element connects first. Every
 * element gets the same object; that is what makes a separate <sportsbook-betslip> show
 * the selections made in <sportsbook-app>.
 */
export function getPageRuntime(initial: Partial<SportsbookSettings> = {}): PageRuntime {
  if (!page) {
    // Spec 4: logout reloads the standalone site; embedded in an operator's page (script
    // tag or frame content) the runtime re-initialises instead of reloading their page.
    const standalone = document.documentElement.hasAttribute('data-sportsbook-standalone');
    // The standalone site owns the address (path routing). An embedding page's address is
    // the host's: until the operator opts into `routing="path"` or `"hash"`, the sportsbook
    // keeps its page in memory rather than read /casino/sports.html as a missing route.
    // `initial`: what the creator knows before the runtime exists (Sportsbook.init's settings,
    // the first element's attributes), above all api-base, which the API client reads once.
    const runtime: Runtime = createRuntime({ routing: standalone ? 'path' : 'memory', ...acceptedSettings(initial) }, { reload: () => (standalone ? location.reload() : runtime.reset()) });
    // The standalone site takes its brand from ?brand=<id> (a brand switch by link); an
    // embedding page sets the `brand` attribute instead, and its query is not ours to read.
    const brand = standalone ? new URLSearchParams(location.search).get('brand') : null;
    if (brand) for (const problem of runtime.config.apply({ brand })) console.error(`?brand=: ${problem}`);
    if (standalone) applyQuerySwitches(runtime, location.search);
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
