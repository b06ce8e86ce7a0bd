import { useEffect } from 'react';
import { onFirstOddsShown } from '../../ui/firstOddsShown';
import { preloadMenuDrawer } from '../layout/MenuDrawer';
import { preloadLoginDialogs } from '../login/lazyLoginDialogs';
import { preloadSearchResults } from '../search/SearchCombobox';

/**
 * Prefetches the shell's parts that are loaded on demand (issue 19) once the page's first
 * odds are on screen, so a tap later never waits on the network, while the odds never wait
 * on them: the login dialogs and the search results at every width; on a phone also the
 * menu drawer, which a desktop does not show. (The jackpot slip is not here: an address
 * that shows it asks for it at once.)
 *
 * It schedules nothing of its own (onFirstOddsShown: no timer), stops listening when the
 * shell unmounts (a disposed runtime unmounts it), and lets a failed prefetch go: the part
 * is then loaded when it is shown, as without a prefetch.
 */
export function usePrefetchOnDemand(desktop: boolean): void {
  useEffect(
    () =>
      onFirstOddsShown(() => {
        const parts = desktop ? [preloadLoginDialogs, preloadSearchResults] : [preloadLoginDialogs, preloadSearchResults, preloadMenuDrawer];
        for (const preload of parts) preload().catch(() => undefined);
      }),
    [desktop],
  );
}
