import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Keeps runtime.store.ui.currentPath at the router model's path (with its locale, without
 * the base path), whatever the routing mode, once a router shows a page, so the host bridge
 * can tell the host page.
 */
export function CurrentPathReporter() {
  useSignals();
  const runtime = useRuntime();
  const location = runtime.router.path.value;
  const locale = runtime.config.locale.value;
  // The start page of an embedded sportsbook is '/', which the site shows as the locale's
  // home: the host always hears a path with its locale, one it can deep-link back to.
  const path = location === '/' ? `/${locale}/` : location;
  useEffect(() => runtime.store.ui.setCurrentPath(path), [runtime, path]);
  return null;
}
