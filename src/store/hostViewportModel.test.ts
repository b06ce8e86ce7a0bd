import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createHostViewportModel, visibleBand } from './hostViewportModel';

describe('the band of a framed sportsbook the bettor sees', () => {
  it('is the part of the frame inside the host viewport', () => {
    // A frame 3000 px tall whose top is 200 px below the top of an 800 px viewport.
    expect(visibleBand({ top: 200, height: 800 }, 3000)).toEqual({ top: 0, height: 600 });
    // Scrolled 1000 px into the frame.
    expect(visibleBand({ top: -1000, height: 800 }, 3000)).toEqual({ top: 1000, height: 800 });
    // Near its end: only the last 300 px show.
    expect(visibleBand({ top: -2700, height: 800 }, 3000)).toEqual({ top: 2700, height: 300 });
    // Out of sight, below and above.
    expect(visibleBand({ top: 900, height: 800 }, 3000)).toMatchObject({ height: 0 });
    expect(visibleBand({ top: -3500, height: 800 }, 3000)).toMatchObject({ height: 0 });
  });

  it('the issue\'s phone: 375 x 667, host scrolled 3,000 px past a frame 7,000 px tall that starts 180 px down', () => {
    const frameTopOnScreen = 180 - 3000;
    const band = visibleBand({ top: frameTopOnScreen, height: 667 }, 7000);
    expect(band).toEqual({ top: 2820, height: 667 });
    // An overlay that ends on the band's bottom edge ends on the host's screen bottom, not 5,944 px below it.
    expect(frameTopOnScreen + band.top + band.height).toBe(667);
    // The frame growing below the band (content loading further down) leaves the band as it is.
    expect(visibleBand({ top: frameTopOnScreen, height: 667 }, 9000)).toEqual(band);
  });

  it('keeps the latest band as a signal, ignores repeats and keeps the last band while the frame is out of sight', () => {
    const model = createHostViewportModel();
    expect(model.band.value).toBeNull();
    const seen: unknown[] = [];
    const stop = effect(() => void seen.push(model.band.value));
    model.follow({ top: -1000, height: 800 }, 3000);
    model.follow({ top: -1000, height: 800 }, 3000);
    model.follow({ top: -5000, height: 800 }, 3000);
    expect(model.band.value).toEqual({ top: 1000, height: 800 });
    expect(seen).toEqual([null, { top: 1000, height: 800 }]);
    stop();
  });
});
