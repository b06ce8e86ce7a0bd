import { useCallback, useMemo, useSyncExternalStore } from 'react';

const mediaQuery = (query: string): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/**
 * Whether a CSS media query matches now, followed live, with its listener removed on unmount.
 *
 * Chosen over `<picture><source media>` for swapping images: Chromium keeps a `<source>` with
 * a media attribute, and with it the whole removed element tree, alive through its media
 * query listener when the tree is removed from the page as a whole (teardown.spec.ts saw every
 * removed `<sportsbook-app>` kept, about 170 listeners a cycle).
 */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query, not one per render and per snapshot read.
  const list = useMemo(() => mediaQuery(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false, () => false);
}
