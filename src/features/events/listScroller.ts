/**
 * What scrolls a list of cards past the bettor, which a windowed list must follow to know
 * which cards are near the viewport. The sportsbook lives in three shapes (docs/events.md
 * "500 events"):
 * - `element`: the shell is as tall as the viewport (our site, an element on a host page)
 *   and the content column (`overflow-y: auto`) scrolls; found by walking up from the list,
 *   through shadow roots, to the first ancestor whose overflow scrolls;
 * - `band`: our site framed by the iframe helper: the frame is as tall as its content and
 *   never scrolls, the host page does; what the bettor sees is the band the helper reports
 *   (`store.hostViewport.band`, in the frame's coordinates);
 * - `window`: no scrolling ancestor (a host that sized the element to its content): the page.
 */
export type ListScroller =
  | { readonly kind: 'element'; readonly element: HTMLElement }
  | { readonly kind: 'band'; readonly window: Window }
  | { readonly kind: 'window'; readonly window: Window };

const SCROLLING_OVERFLOW = new Set(['auto', 'scroll', 'overlay']);

/** The parent element, stepping out of a shadow root to its host. */
function parentAcrossShadow(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

export function findListScroller(list: Element, framedWithBand: boolean): ListScroller {
  const win = list.ownerDocument.defaultView ?? window;
  // Framed, the content column keeps its `overflow-y: auto` but is as tall as its content.
  if (framedWithBand) return { kind: 'band', window: win };
  for (let node = parentAcrossShadow(list); node !== null && node !== list.ownerDocument.documentElement && node !== list.ownerDocument.body; node = parentAcrossShadow(node)) {
    if (SCROLLING_OVERFLOW.has(win.getComputedStyle(node).overflowY)) return { kind: 'element', element: node as HTMLElement };
  }
  return { kind: 'window', window: win };
}

/**
 * Where the list starts in its scroller's content, the virtualiser's `scrollMargin`: the
 * cards' offsets are counted from the scroller's top, the list sits below the page's
 * heading, the live filter and the market picker.
 */
export function listOffsetIn(list: Element, scroller: ListScroller): number {
  const top = list.getBoundingClientRect().top;
  if (scroller.kind === 'element') {
    const { element } = scroller;
    return Math.round(top - element.getBoundingClientRect().top - element.clientTop + element.scrollTop);
  }
  return Math.round(top + scroller.window.scrollY);
}

/**
 * The elements whose size moves the list's start: everything before the list, at every
 * level up to the scroller (a heading, the filter, the picker). A ResizeObserver on them
 * re-measures the offset when the filter opens, without observing the list itself.
 */
export function elementsAbove(list: Element, scroller: ListScroller): Element[] {
  const above: Element[] = [];
  const stop = scroller.kind === 'element' ? scroller.element : null;
  for (let node: Element | null = list; node !== null && node !== stop; node = parentAcrossShadow(node)) {
    for (let sibling = node.previousElementSibling; sibling !== null; sibling = sibling.previousElementSibling) above.push(sibling);
  }
  return above;
}
