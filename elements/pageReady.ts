/**
 * `Sportsbook.ready`: one promise per page that resolves once the page runtime exists and
 * the operator's settings have been asked for (loaded, or failed and the defaults stand),
 * so a host page waits on it instead of polling with timers.
 */
import { SDK_VERSION } from '../src/host';
import type { Runtime } from '../src/store';

export interface SportsbookReadyInfo {
  /** The SDK release, for example "0.1.0". */
  version: string;
  brand: string;
  locale: string;
}

let resolveReady!: (info: SportsbookReadyInfo) => void;

export const ready: Promise<SportsbookReadyInfo> = new Promise((resolve) => {
  resolveReady = resolve;
});

/** Called once, when the page runtime is created (by the first element or by init()). */
export function settlePageReady(runtime: Runtime): void {
  // load() never rejects: a failed load keeps the defaults and the sportsbook still runs.
  void runtime.store.settings.load().then(() => {
    resolveReady({ version: SDK_VERSION, brand: runtime.config.brand.peek(), locale: runtime.config.locale.peek() });
  });
}
