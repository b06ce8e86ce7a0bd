import type { HostViewport } from './hostCommands';

/** CSS custom properties the modal and the drawer place themselves by (src/ui/Modal.css). */
export const VIEWPORT_TOP_PROPERTY = '--sb-host-viewport-top';
export const VIEWPORT_HEIGHT_PROPERTY = '--sb-host-viewport-height';

/** The band of the frame the bettor can see, in the frame's own coordinates. */
export function visibleBand(viewport: HostViewport, frameHeight: number): { top: number; height: number } {
  const clamp = (value: number) => Math.min(Math.max(value, 0), frameHeight);
  const top = clamp(-viewport.top);
  const bottom = clamp(viewport.height - viewport.top);
  return { top: Math.round(top), height: Math.round(Math.max(0, bottom - top)) };
}

/**
 * A frame as tall as its content has no viewport of its own: a dialog centred in it may
 * sit far below what the bettor sees. The host helper tells us where the host's viewport
 * is; the visible band goes on the root as custom properties, which every shadow root
 * inherits. A frame scrolled out of sight keeps the previous band.
 */
export function applyHostViewport(root: HTMLElement, viewport: HostViewport, frameHeight: number): void {
  const band = visibleBand(viewport, frameHeight);
  if (band.height === 0) return;
  root.style.setProperty(VIEWPORT_TOP_PROPERTY, `${band.top}px`);
  root.style.setProperty(VIEWPORT_HEIGHT_PROPERTY, `${band.height}px`);
}
