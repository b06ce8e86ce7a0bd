/**
 * A module loaded on first use and kept (DOMPurify, what the login-status widget shows):
 * every caller gets the same promise while it loads and the value at once afterwards,
 * so a render can use it synchronously once it has arrived. A failed load is forgotten,
 * so the next use asks again (a dropped connection must not leave operator HTML or the
 * widget empty until the page is reloaded).
 */
export interface LoadedOnce<T> {
  /** The value if it has arrived, else null. */
  loaded(): T | null;
  /** Loads it (once at a time); every caller gets the same value. */
  load(): Promise<T>;
}

export function loadOnce<T>(loader: () => Promise<T>): LoadedOnce<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => value,
    load() {
      loading ??= loader().then(
        (arrived) => {
          value = arrived;
          return arrived;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** A value that is there from the start, for a caller that takes a LoadedOnce (a bundle that inlines the module). */
export function loadedAlready<T>(value: T): LoadedOnce<T> {
  return { loaded: () => value, load: () => Promise.resolve(value) };
}
