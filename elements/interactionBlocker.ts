import { getPageRuntime } from './pageRuntime';

let warnedOutsideNativeApp = false;

/**
 * Native-app mode's interaction blocker, for the native app to hold while its own sheet,
 * menu or transition covers the web view (docs/embedding-modes.md). A native app reaches
 * the page through injected script, not postMessage from a parent frame, so this is a
 * plain function on `window.Sportsbook`: `Sportsbook.setInteractionBlocked(true)`, then
 * `false` when the app's overlay closes.
 */
export function setInteractionBlocked(blocked: boolean): void {
  if (typeof blocked !== 'boolean') {
    throw new TypeError(`Sportsbook.setInteractionBlocked(blocked): pass true while your app's own overlay covers the sportsbook and false when it closes (got ${typeof blocked}).`);
  }
  const { runtime } = getPageRuntime();
  if (blocked && runtime.config.mode.peek() !== 'native-app' && !warnedOutsideNativeApp) {
    warnedOutsideNativeApp = true;
    console.warn('Sportsbook.setInteractionBlocked: the interaction blocker shows in native-app mode only. Set mode="native-app" on the element (or ?mode=native-app on the site) for it to take effect.');
  }
  runtime.store.interaction.setBlocked(blocked);
}
