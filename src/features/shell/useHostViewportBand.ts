import { useSignals } from '@preact/signals-react/runtime';
import type { CSSProperties } from 'react';
import type { HostViewportModel } from '../../store';

/**
 * The custom properties every overlay places itself by (src/ui/Modal.css, the sheet and
 * drawer in Layout.css, the toasts): the band of the frame the bettor sees, its top and
 * height, and, for `bottom`, its distance from the bottom of the overlay's containing block. Unset when the sportsbook is not framed by the helper,
 * so each overlay falls back to its own edges of the screen.
 */
export const HOST_VIEWPORT_TOP = '--sb-host-viewport-top';
export const HOST_VIEWPORT_HEIGHT = '--sb-host-viewport-height';
export const HOST_VIEWPORT_BOTTOM = '--sb-host-viewport-bottom';

/**
 * A style for the shell's root: React sets custom properties through the CSSOM
 * (style.setProperty), which a host's Content-Security-Policy does not govern, and every
 * overlay inside the shell inherits them.
 */
export function useHostViewportBand(hostViewport: HostViewportModel): CSSProperties | undefined {
  useSignals();
  const band = hostViewport.band.value;
  if (band === null) return undefined;
  // The distance from the frame's bottom is left to CSS: `100%` in `bottom` is the height
  // of the overlay's containing block now, so a frame that grows below the band moves nothing.
  return { [HOST_VIEWPORT_TOP]: `${band.top}px`, [HOST_VIEWPORT_HEIGHT]: `${band.height}px`, [HOST_VIEWPORT_BOTTOM]: `calc(100% - ${band.top + band.height}px)` } as CSSProperties;
}
