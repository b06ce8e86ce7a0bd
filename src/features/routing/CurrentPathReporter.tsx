import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Keeps runtime.store.ui.currentPath at the path the router shows (with its locale, without
 * the base path), whatever the routing mode, so the host bridge can tell the host page.
 */
export function CurrentPathReporter() {
  const runtime = useRuntime();
  const [path] = useLocation();
  useEffect(() => runtime.store.ui.setCurrentPath(path), [runtime, path]);
  return null;
}
