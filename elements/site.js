// The standalone site's entry: the ES module SDK, published as window.Sportsbook as the
// script tag does, so a native app's injected script (Sportsbook.setInteractionBlocked) and
// a host page's console reach the one page runtime. Copied to dist/site.js by the build.
import * as Sportsbook from './sportsbook.js';

globalThis.Sportsbook ??= Sportsbook;
