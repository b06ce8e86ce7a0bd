import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The mobile My Bets overlay takes the page content's place inside the content column,
 * which scrolls on its own. Left alone, the column kept the page's scroll offset, so the
 * overlay opened scrolled down, at its last bets, with its heading and tabs out of sight
 * (issue 23). Opening it starts the column at the top; closing it puts the bettor back where
 * they were on the page, unless they went to another page meanwhile (the route change
 * starts that page at its top). Runs before paint, so no frame shows the wrong offset.
 *
 * The page's offset is followed while the page shows, not read when the overlay opens: by
 * then the page is hidden in the same commit, and the browser has already cut the offset
 * down to the overlay's height (0 while its bets load).
 */
export function useOverlayScroll(column: RefObject<HTMLElement | null>, overlayShown: boolean, pathname: string): void {
  const pageOffset = useRef({ pathname, top: 0 });
  const shown = useRef(false);

  useEffect(() => {
    const scroller = column.current;
    if (!scroller) return;
    const follow = () => {
      // The overlay's own scrolling, and the cut when it opens, are not the page's.
      if (!shown.current) pageOffset.current = { pathname: pageOffset.current.pathname, top: scroller.scrollTop };
    };
    scroller.addEventListener('scroll', follow, { passive: true });
    return () => scroller.removeEventListener('scroll', follow);
  }, [column]);

  useLayoutEffect(() => {
    const scroller = column.current;
    if (!shown.current) pageOffset.current = { pathname, top: pageOffset.current.pathname === pathname ? pageOffset.current.top : 0 };
    // Only the overlay opening or closing moves the column; a route change alone is the route effect's business.
    if (!scroller || shown.current === overlayShown) return;
    shown.current = overlayShown;
    if (overlayShown) {
      scroller.scrollTop = 0;
      // Embedded on a page that scrolls itself, the column's top may be above the view: bring it in.
      if (scroller.getBoundingClientRect().top < 0) scroller.scrollIntoView({ block: 'start' });
      return;
    }
    const saved = pageOffset.current;
    if (saved.pathname === pathname) scroller.scrollTop = saved.top;
  }, [column, overlayShown, pathname]);
}
