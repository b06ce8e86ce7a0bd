import type { Watchable } from './loginStatusSession';

/**
 * A value with listeners, for the standalone widget: the store's signals would cost the
 * widget's script a second signals library for what is two values and one listener.
 */
export function createWatchable<T>(initial: T): Watchable<T> & { set(value: T): void } {
  let current = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get value() {
      return current;
    },
    set(value) {
      if (Object.is(value, current)) return;
      current = value;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(current);
      return () => listeners.delete(listener);
    },
  };
}
