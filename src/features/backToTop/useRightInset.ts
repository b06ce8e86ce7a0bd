import { useEffect, useState } from 'react';

/**
 * How far the element's right edge is from the viewport's (px, never negative), following
 * the element's size (a column collapsing or opening beside it) and the window's. The
 * back-to-top button is fixed to the viewport; offset by this, it sits at the content
 * column's right edge instead of over the right column's betslip (issue 23: it covered the
 * slip's stake field at 1366 px). 0 without an element, or where the element reaches the
 * edge (a phone's single column), so the button keeps its place there.
 */
export function useRightInset(element: HTMLElement | null): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    if (!element) {
      setInset(0);
      return;
    }
    const measure = () => {
      // clientWidth: the viewport a fixed box is placed in, without the page's scroll bar.
      const viewportRight = document.documentElement.clientWidth || window.innerWidth;
      setInset(Math.max(0, Math.round(viewportRight - element.getBoundingClientRect().right)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [element]);
  return inset;
}
