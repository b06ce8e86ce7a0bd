import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useState } from 'react';
import type { PageOverlaysClaim, PageOverlaysRank } from '../../store';
import type { RefObject } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Whether this part of the page shows the page's dialogs and toasts (the ui model's
 * claim, PageOverlaysRank): claimed while mounted, so an element removed from the page
 * hands them to the next. `place`, a node of the claimant, orders elements of one rank by
 * their place in the document. False until the claim is made, in the layout effect before the
 * first paint.
 */
export function usePageOverlays(rank: PageOverlaysRank, place?: RefObject<Node | null>): boolean {
  useSignals();
  const { ui } = useRuntime().store;
  const [claim, setClaim] = useState<PageOverlaysClaim | null>(null);
  useLayoutEffect(() => {
    const made = ui.claimPageOverlays(rank, place?.current ? placeInDocument(place.current) : null);
    setClaim(made);
    return () => {
      made.release();
      setClaim(null);
    };
  }, [ui, rank, place]);
  return claim?.owns.value ?? false;
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
