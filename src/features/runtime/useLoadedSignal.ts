import { useSignal } from '@preact/signals-react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useEffect } from 'react';
import type { Loaded } from './useLoaded';

/**
 * `useLoaded` as a signal: the answer of a store call, for computeds that combine it with
 * catalogue signals (a React state would be invisible to them). `key` decides when to ask
 * again; an answer for an older key is dropped.
 */
export function useLoadedSignal<T>(load: () => Promise<T>, key: string): ReadonlySignal<Loaded<T>> {
  const state = useSignal<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    state.value = { status: 'loading' };
    load().then(
      (data) => {
        if (current) state.value = { status: 'ready', data };
      },
      (error: unknown) => {
        if (current) state.value = { status: 'failed', error };
      },
    );
    return () => {
      current = false;
    };
    // `load` is recreated every render; `key` says when it asks for something else.
  }, [key]);
  return state;
}
