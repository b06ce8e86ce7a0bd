// The standalone site's entry: the ES module SDK, published as window.Sportsbook as the
// script tag does, so a native app's injected script (Sportsbook.setInteractionBlocked) and
// a host page's console reach the one page runtime. Copied to dist/site.js by the build.
//
// Both by import(): a static import would run nothing here before every chunk of the
// sportsbook had arrived. The first paint before React (prepaint.js, a few KB) then draws
// the home page's odds while React's chunks are still downloading (docs/performance.md
// "First paint before React"); sportsbook.js imports the same module and takes over.
import('./prepaint.js').catch(() => undefined);
const Sportsbook = await import('./sportsbook.js');

globalThis.Sportsbook ??= Sportsbook;
