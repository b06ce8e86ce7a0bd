import { useComputed } from '@preact/signals-react';
import { useRef } from 'react';

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * An id list derived from signals (events' live state, a loaded page) that keeps its
 * identity while its ids stay the same: the computed may re-run on every clock tick, but
 * the list, and the component reading it, re-render only when an id comes, goes or moves.
 */
export function useStableIds(compute: () => readonly string[]): readonly string[] {
  const last = useRef<readonly string[]>([]);
  return useComputed(() => {
    const next = compute();
    if (sameIds(last.current, next)) return last.current;
    last.current = next;
    return next;
  }).value;
}
