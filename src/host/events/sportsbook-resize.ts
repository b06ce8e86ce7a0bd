/**
 * Fired by each sportsbook element when its rendered size changes (a ResizeObserver on the
 * element), so a host can fit the box around it; framed, it is also posted to the parent
 * as `resize`, which is how sportsbook-frame.js keeps the iframe as tall as its content.
 */
export const SPORTSBOOK_RESIZE = 'sportsbook-resize';

export interface SportsbookResizeDetail {
  /** The element's border-box width in whole CSS pixels. */
  width: number;
  /** The element's border-box height in whole CSS pixels. */
  height: number;
}

export type SportsbookResizeEvent = CustomEvent<SportsbookResizeDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-resize': SportsbookResizeEvent;
  }
}
