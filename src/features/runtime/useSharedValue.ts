import { useComputed } from '@preact/signals-react';
import { useRef } from 'react';
import { keepUnchanged } from '../../core';

/**
 * Reads only what a component shows (issue 19, the betslip's useSlipValue for any view):
 * `read` runs in a computed and its answer is structurally shared with the last one, so
 * the component (which must call useSignals) renders again only when what it shows
 * changed. The live page reads its lists' shapes (ids and names, not counts) this way: an
 * event kicking off changes counts, which their own leaves show, not the list around them.
 *
 * `read` runs again only when a signal it read changes: it must read signals and values
 * that never change for the component (a key, the runtime), never a prop that may change.
 */
export function useSharedValue<T>(read: () => T): T {
  const last = useRef<T | undefined>(undefined);
  const value = useComputed(() => {
    const next = keepUnchanged(last.current as T, read());
    last.current = next;
    return next;
  });
  return value.value;
}
