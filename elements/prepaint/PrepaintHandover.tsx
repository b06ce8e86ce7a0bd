import { effect } from '@preact/signals-core';
import { useEffect } from 'react';
import { recogniseRoute } from '../../src/core/routing/routes';
import type { Runtime } from '../../src/store';
import { FIRST_ODDS_LONGEST_WAIT_MS, onOddsPainted } from '../../src/ui/firstOddsShown';
import * as hostActions from '../hostActions';
import { handOverPrepaint, prepaintedPage, takeQueuedSelections } from './prepaintEntry';

/** Whether the router's `path` is still the page the pre-paint drew (the home page, or the live list of all sports). */
export function isPrepaintedRoute(path: string, page: 'home' | 'live'): boolean {
  const route = recogniseRoute(path, { promotionsPath: null });
  if (page === 'live') return route.page === 'live-list' && route.token === null && route.sportCode === null;
  return route.page === 'home' || (route.page === 'sport' && route.pseudoCategory === 'homepage');
}

/**
 * Takes over from the first paint before React (prepaint.ts) in this element's shadow root:
 * once React's own first odds have been painted, or as soon as its route leaves the page the
 * pre-paint shows (the home page or the live list of all sports), or at the first odds' longest wait, the pre-paint goes and React's tree shows in the same task, and
 * the prices the bettor pressed meanwhile go on the slip, in the order pressed (addSelection,
 * as a host's call: an outcome no longer offered is reported, not added).
 * Renders nothing; an element without a pre-paint is left as it is.
 */
export function PrepaintHandover({ root, runtime }: { root: ShadowRoot; runtime: Runtime }) {
  useEffect(() => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      handOverPrepaint(root);
      for (const outcomeId of takeQueuedSelections()) {
        hostActions.addSelection(runtime, outcomeId).catch((error: unknown) => console.warn(`Sportsbook: a price pressed before the sportsbook had loaded could not go on the betslip (${String(error)}).`));
      }
    };
    // React's own odds painted: not the first-odds wait merely ending (its 1.5 s quiet bound
    // ended on the live page while React's list was still rendering, and the hand-over then
    // showed React's empty page in place of the pre-painted cards); the bound below is this one's.
    const stopOdds = onOddsPainted(finish);
    // The page drawn: the home page unless the pre-paint says (none drawn: nothing to hand over either way).
    const page = prepaintedPage(root) ?? 'home';
    const stopRoute = effect(() => {
      if (!isPrepaintedRoute(runtime.router.path.value, page)) finish();
    });
    // React's home page may show no odds at all (a failed list, nothing on offer): what it
    // shows instead must not stay hidden behind the pre-paint past the first odds' own bound.
    const bound = setTimeout(finish, FIRST_ODDS_LONGEST_WAIT_MS);
    return () => {
      stopOdds();
      stopRoute();
      clearTimeout(bound);
      // React's tree leaves before its first odds (the element removed, the runtime ended):
      // the pre-paint goes with it, or its refresh would go on asking for odds in a root no
      // one shows (the teardown spec's cycles met it). Pressed prices stay queued for the next tree.
      if (!done) {
        done = true;
        handOverPrepaint(root);
      }
    };
  }, [root, runtime]);
  return null;
}
