import { signal, type ReadonlySignal } from '@preact/signals-core';

/**
 * Where the framing page's viewport is, as sportsbook-frame.js measures it on every
 * scroll and resize (the `viewport` command, docs/embedding-iframe.md "Overlays").
 */
export interface HostViewport {
  /** The frame's top edge relative to the host's viewport, in CSS pixels (negative once scrolled past). */
  top: number;
  /** The host viewport's height in CSS pixels. */
  height: number;
}

/**
 * The band of the frame the bettor sees, in the frame's own coordinates: `top` from the
 * frame's top edge, `height` from there. Both stay true when the frame grows or shrinks
 * below the band (content loading further down), so overlays anchor to them, never to a
 * distance from the frame's bottom, which the next resize would make stale.
 */
export interface VisibleBand {
  top: number;
  height: number;
}

/** The part of a frame `frameHeight` tall that lies inside the host's viewport. */
export function visibleBand(viewport: HostViewport, frameHeight: number): VisibleBand {
  const clamp = (value: number) => Math.min(Math.max(value, 0), frameHeight);
  const top = Math.round(clamp(-viewport.top));
  const end = Math.round(clamp(viewport.height - viewport.top));
  return { top, height: Math.max(0, end - top) };
}

/**
 * A sportsbook framed by sportsbook-frame.js is as tall as its content, so it has no
 * viewport of its own: an overlay fixed to the frame's edges (the betslip sheet, a
 * dialog, a toast) would open thousands of pixels away from what the bettor sees. The
 * host helper reports its viewport; this keeps the visible band as a signal the overlays
 * place themselves by. Null when nobody reported one (not framed, or framed by a page
 * without the helper): overlays then use the frame's own viewport, which is the screen.
 */
export function createHostViewportModel() {
  const band = signal<VisibleBand | null>(null);
  return {
    band: band as ReadonlySignal<VisibleBand | null>,
    /**
     * The host's latest viewport for a frame `frameHeight` tall. A frame scrolled out of
     * sight keeps the last band: an overlay stays where the bettor last saw the frame.
     */
    follow(viewport: HostViewport, frameHeight: number): void {
      const next = visibleBand(viewport, frameHeight);
      if (next.height === 0) return;
      const current = band.peek();
      if (current && current.top === next.top && current.height === next.height) return;
      band.value = next;
    },
  };
}

export type HostViewportModel = ReturnType<typeof createHostViewportModel>;
