import { createHostBridge, type HostBridge } from '../src/host';
import { createRuntime, type Runtime } from '../src/store';
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
export function getPageRuntime(): PageRuntime {
  if (!page) {
    // Spec 4: logout reloads the standalone site; embedded in an operator's page (script
    // tag or frame content) the runtime re-initialises instead of reloading their page.
    const standalone = document.documentElement.hasAttribute('data-sportsbook-standalone');
    // The standalone site owns the address (path routing). An embedding page's address is
    // the host's: until the operator opts into `routing="path"` or `"hash"`, the sportsbook
    // keeps its page in memory rather than read /casino/sports.html as a missing route.
    const runtime: Runtime = createRuntime({ routing: standalone ? 'path' : 'memory' }, { reload: () => (standalone ? location.reload() : runtime.reset()) });
    // The standalone site takes its brand from ?brand=<id> (a brand switch by link); an
    // embedding page sets the `brand` attribute instead, and its query is not ours to read.
    const brand = standalone ? new URLSearchParams(location.search).get('brand') : null;
    if (brand) for (const problem of runtime.config.apply({ brand })) console.error(`?brand=: ${problem}`);
    if (standalone) applyQuerySwitches(runtime, location.search);
    page = { runtime, bridge: createHostBridge(runtime, window) };
  }
  return page;
}
