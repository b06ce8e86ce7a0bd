import { useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * The result of a store call that returns a promise (operator content and the like), for
 * a view. `key` decides when to ask again; an answer for an older key is dropped, so a
 * slow response never overwrites a newer one.
 */
export function useLoaded<T>(load: (() => Promise<T>) | null, key: string): Loaded<T> {
  const [state, setState] = useState<{ key: string; value: Loaded<T> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (data) => current && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => current && setState({ key, value: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated every render; `key` says when it asks for something else.
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
