/**
 * `Sportsbook.destroy()`: shuts the page's sportsbook down at once, without waiting for
 * the grace period: every poll, the live feed, timers and requests under way end, the
 * host bridge and its listeners go, and nothing is sent any more (a stake typed just
 * before is not sent). Elements still on the page are emptied and the login-status widget
 * shows logged out. The next element connected, or Sportsbook.init(), starts a new one.
 * Calling it with no sportsbook running does nothing.
 */
import { destroyPageRuntime } from './pageRuntime';

export function destroy(): void {
  destroyPageRuntime();
}
