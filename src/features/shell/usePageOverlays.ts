import { useSignals } from '@preact/signals-react/runtime';
import { createContext, useContext, useLayoutEffect, useState } from 'react';
import type { PageOverlaysClaim, PageOverlaysRank, UiModel } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Whether the page's dialogs and toasts show here (the ui model's claim, PageOverlaysRank).
 * An element claims when its root first commits, with the element as its place, long
 * before its feature's code arrives: so on the casino page the app's claim is there before
 * the sidebar betslip's feature could take them for a moment.
 */
const ShowsPageOverlays = createContext<boolean | null>(null);

/** What an element gives its feature: whether it shows the page's dialogs and toasts. */
export const PageOverlaysProvider = ShowsPageOverlays.Provider;

/**
 * Claims the page's dialogs and toasts for `rank` while mounted (no claim for null) and
 * says whether this claimant shows them; false until the claim is made, in the layout
 * effect before the first paint. `place` orders elements of one rank by the document.
 */
export function useClaimPageOverlays(ui: UiModel, rank: PageOverlaysRank | null, place: Node | null): boolean {
  useSignals();
  const [claim, setClaim] = useState<PageOverlaysClaim | null>(null);
  useLayoutEffect(() => {
    if (rank === null) return;
    const made = ui.claimPageOverlays(rank, place ? placeInDocument(place) : null);
    setClaim(made);
    return () => {
      made.release();
      setClaim(null);
    };
  }, [ui, rank, place]);
  return claim?.owns.value ?? false;
}

/** In a feature: whether its element shows them; rendered outside an element (tests), it claims for itself. */
export function useShowsPageOverlays(rank: PageOverlaysRank): boolean {
  const given = useContext(ShowsPageOverlays);
  const own = useClaimPageOverlays(useRuntime().store.ui, given === null ? rank : null, null);
  return given ?? own;
}

/**
 * The node's place in the document: the host of its shadow root (and of that one's, for a
 * nested tree). Nodes of two shadow trees are not ordered by the DOM, their hosts are.
 */
function placeInDocument(node: Node): Node {
  let current = node;
  for (let root = current.getRootNode(); root instanceof ShadowRoot; root = current.getRootNode()) current = root.host;
  return current;
}
