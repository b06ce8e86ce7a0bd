import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type ReactNode } from 'react';
import { Router, type RouterOptions } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useHashLocation } from 'wouter/use-hash-location';
import type { Runtime } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { CurrentPathReporter } from './CurrentPathReporter';

// Memory routing keeps the address in the runtime, not the URL. Every element of the page
// must see the same address, so there is one memory location per runtime.
type MemoryLocation = Omit<ReturnType<typeof memoryLocation>, 'history' | 'reset'>;
const memoryLocations = new WeakMap<Runtime, MemoryLocation>();

function memoryLocationOf(runtime: Runtime): MemoryLocation {
  let location = memoryLocations.get(runtime);
  if (!location) {
    location = memoryLocation({ path: '/' });
    memoryLocations.set(runtime, location);
  }
  return location;
}

/** Navigates the runtime's memory address (memory routing), for the host's navigate command. */
export function navigateInMemory(runtime: Runtime, to: string): void {
  memoryLocationOf(runtime).navigate(to);
}

/**
 * The routing library's router, set by the runtime's `routing` mode: the page path (under
 * `base-path`) for the standalone site, the hash for a host that owns its own path, or
 * memory for a host that wants nothing in the address bar.
 */
export function SportsbookRouter({ children }: { children: ReactNode }) {
  useSignals();
  const runtime = useRuntime();
  const mode = runtime.config.routing.value;
  const base = runtime.config.basePath.value;
  const options = useMemo<RouterOptions>(() => {
    if (mode === 'hash') return { hook: useHashLocation, hrefs: (href: string) => `#${href}` };
    if (mode === 'memory') {
      const { hook, searchHook } = memoryLocationOf(runtime);
      return { hook, searchHook };
    }
    return { base };
  }, [mode, base, runtime]);
  return (
    <Router {...options}>
      <CurrentPathReporter />
      {children}
    </Router>
  );
}
