import { useEffect, useState } from 'react';
import { CORE_CONSTANTS } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

/** Spec 2, 9: from the first breakpoint (1024 px) up the page is desktop. */
export const DESKTOP_MIN_WIDTH_PX = CORE_CONSTANTS.breakpointsPx[0] ?? 1024;

/**
 * The viewport's width, following resizes (through the page environment, runtime.page).
 * The shell, the footer and the CSS media queries all decide desktop or mobile on the
 * viewport (not the element's own width), so the JavaScript and the styles never disagree
 * about which layout is showing.
 */
export function useViewportWidth(): number {
  const { page } = useRuntime();
  const [width, setWidth] = useState(() => page.viewport().width);
  useEffect(() => page.onViewportChange(() => setWidth(page.viewport().width)), [page]);
  return width;
}

/**
 * Whether the viewport is desktop wide (1024 px and up): columns instead of drawers and
 * sheets. Holds a boolean, so a resize re-renders only when the layout actually changes.
 */
export function useIsDesktop(): boolean {
  const { page } = useRuntime();
  const [desktop, setDesktop] = useState(() => page.viewport().width >= DESKTOP_MIN_WIDTH_PX);
  useEffect(() => page.onViewportChange(() => setDesktop(page.viewport().width >= DESKTOP_MIN_WIDTH_PX)), [page]);
  return desktop;
}
