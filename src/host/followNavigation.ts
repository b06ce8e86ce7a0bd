import { effect } from '@preact/signals-core';
import type { Runtime } from '../store';
import { SPORTSBOOK_NAVIGATE, type SportsbookNavigateDetail } from './events/sportsbook-navigate';
import type { EmitPageEvent } from './pageEvents';

/**
 * sportsbook-navigate for each new path the router shows, the first one included (with
 * previousPath null): a host syncing its address or mapping deep links needs the start too.
 */
export function followNavigation(runtime: Runtime, emit: EmitPageEvent): () => void {
  let previousPath: string | null = null;
  return effect(() => {
    const path = runtime.store.ui.currentPath.value;
    // '' is "no page rendered yet", not a path.
    if (path === '' || path === previousPath) return;
    const detail: SportsbookNavigateDetail = { path, previousPath };
    previousPath = path;
    emit(SPORTSBOOK_NAVIGATE, detail);
  });
}
