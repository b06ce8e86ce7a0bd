import { useComputed } from '@preact/signals-react';
import { useRef } from 'react';
import { keepUnchanged } from '../../core';

/**
 * Reads only what a part of the slip shows (issue 19): `read` runs in a computed and its
 * answer is structurally shared with the last one, so the component (which must call
 * useSignals) renders again only when what it shows changed, not whenever the slip did.
 * A toggle renders the list and the new row, not every row, figure and button.
 *
 * `read` runs again only when a signal it read changes: it must read signals and values
 * that never change for the component (a key, the runtime), never a prop that may change.
 */
export function useSlipValue<T>(read: () => T): T {
  const last = useRef<T | undefined>(undefined);
  const value = useComputed(() => {
    const next = keepUnchanged(last.current as T, read());
    last.current = next;
    return next;
  });
  return value.value;
}
