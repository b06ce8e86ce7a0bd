import { useComputed } from '@preact/signals-react';
import { useMemo } from 'react';
import type { EventState } from '../../../store/catalogueModel';

/**
 * What a scoreboard shows of its event, re-rendering the board only when that changes.
 * The view is compared as JSON (a few numbers and names), so the clock ticking every
 * second, a price moving or the tracker's next incident render nothing here; a point does.
 * The caller subscribes with `useSignals()`.
 */
export function useEventView<T>(event: { readonly value: EventState }, view: (state: EventState) => T): T {
  const key = useComputed(() => JSON.stringify(view(event.value) ?? null)).value;
  return useMemo(() => JSON.parse(key) as T, [key]);
}
