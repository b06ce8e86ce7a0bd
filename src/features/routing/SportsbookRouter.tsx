import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Router, type BaseLocationHook, type RouterOptions } from 'wouter';
import type { ReadonlySignal } from '@preact/signals-core';
import type { RouterModel } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { CurrentPathReporter } from './CurrentPathReporter';

/**
 * The routing library's hooks over the runtime's router model: wouter (and every `useLocation`
 * under it) reads the model's path and query and navigates through it, so all elements of a
 * page and the host's navigate() share one address whatever the routing mode.
 */
function routerHooks(router: RouterModel): Pick<RouterOptions, 'hook' | 'searchHook' | 'hrefs'> {
  const navigate = (to: string, options?: { replace?: boolean }) => router.navigate(to, options);
  const useRouterLocation: BaseLocationHook = () => [useSignalValue(router.path), navigate];
  const useRouterSearch = () => useSignalValue(router.search);
  return { hook: useRouterLocation, searchHook: useRouterSearch, hrefs: (href: string) => router.href(href) };
}

/**
 * A signal's value for a hook the routing library calls in its own components, which do not
 * track signals: a subscription React knows about re-renders them on a change.
 */
function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useMemo(() => (onChange: () => void) => source.subscribe(() => onChange()), [source]);
  return useSyncExternalStore(subscribe, () => source.peek());
}

/**
 * The routing library's router for one element's tree, fed by `runtime.router` (the page
 * path under `base-path` for the standalone site, the hash for a host that owns its own
 * path, or memory for a host that wants nothing in the address bar).
 */
export function SportsbookRouter({ children }: { children: ReactNode }) {
  const { router } = useRuntime();
  const options = useMemo(() => routerHooks(router), [router]);
  return (
    <Router {...options}>
      <CurrentPathReporter />
      {children}
    </Router>
  );
}
