import { navigateInMemory } from '../src/features/routing/SportsbookRouter';
import { applyHostViewport, type HostCommandActions } from '../src/host';
import type { Runtime } from '../src/store';

/**
 * Routes are locale-prefixed (/en/live/sport/); a host may leave the locale out, and the
 * current one goes in front, as spec 2's link building does.
 */
export function localisedPath(path: string, locale: string): string {
  return /^\/[a-z]{2}(\/|$)/.test(path) ? path : `/${locale}${path === '/' ? '/' : path}`;
}

/**
 * Moves the sportsbook to `path` in whichever routing mode it runs: the memory location,
 * the hash, or the page path under base-path (wouter follows history.pushState).
 */
export function navigateSportsbook(runtime: Runtime, path: string, win: Window = window): void {
  const target = localisedPath(path, runtime.config.locale.peek());
  const routing = runtime.config.routing.peek();
  if (routing === 'memory') navigateInMemory(runtime, target);
  else if (routing === 'hash') win.location.hash = target;
  else win.history.pushState(null, '', `${runtime.config.basePath.peek()}${target}`);
}

function applyOrThrow(runtime: Runtime, settings: Parameters<Runtime['config']['apply']>[0]): void {
  const problems = runtime.config.apply(settings);
  if (problems.length > 0) throw new Error(problems.join(' '));
}

/**
 * What the parent frame's commands do. The element methods (navigate, login, logout,
 * addSelection) do the same; when both exist in one branch they should share these.
 */
export function createHostCommandActions(runtime: Runtime, win: Window = window): HostCommandActions {
  return {
    navigate: (path) => navigateSportsbook(runtime, path, win),
    async setToken(token) {
      applyOrThrow(runtime, { token });
      if (token === null) await runtime.store.session.logout('user');
      else await runtime.store.session.setExternalToken(token);
    },
    setLocale: (locale) => applyOrThrow(runtime, { locale }),
    logout: () => runtime.store.session.logout('user'),
    async addSelection(outcomeId) {
      const refusal = runtime.store.betslip.addSelection(outcomeId);
      if (refusal === 'unknown-outcome') {
        throw new Error(`outcome "${outcomeId}" is not on a page the sportsbook has loaded: navigate to its event first, then add it.`);
      }
      if (refusal !== null) throw new Error(`the betslip refused outcome "${outcomeId}" (${refusal}).`);
    },
    viewport: (viewport) => applyHostViewport(win.document.documentElement, viewport, win.innerHeight),
  };
}
