import { describe, expect, it } from 'vitest';
import { applyHostViewport, visibleBand } from './hostViewport';

describe('the host viewport in a frame as tall as its content', () => {
  it('is the band of the frame inside the host viewport', () => {
    // Frame 3000 px tall whose top is 200 px below the top of an 800 px viewport.
    expect(visibleBand({ top: 200, height: 800 }, 3000)).toEqual({ top: 0, height: 600 });
    // Scrolled 1000 px into the frame.
    expect(visibleBand({ top: -1000, height: 800 }, 3000)).toEqual({ top: 1000, height: 800 });
    // Near its end: only the last 300 px show.
    expect(visibleBand({ top: -2700, height: 800 }, 3000)).toEqual({ top: 2700, height: 300 });
    // Out of sight.
    expect(visibleBand({ top: 900, height: 800 }, 3000)).toEqual({ top: 0, height: 0 });
  });

  it('goes on the root as the custom properties the modal and drawer use, and a hidden frame keeps the last band', () => {
    const root = document.createElement('html');
    applyHostViewport(root, { top: -1000, height: 800 }, 3000);
    expect(root.style.getPropertyValue('--sb-host-viewport-top')).toBe('1000px');
    expect(root.style.getPropertyValue('--sb-host-viewport-height')).toBe('800px');
    applyHostViewport(root, { top: -5000, height: 800 }, 3000);
    expect(root.style.getPropertyValue('--sb-host-viewport-top')).toBe('1000px');
  });
});
