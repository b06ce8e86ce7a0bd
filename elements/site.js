// The standalone site's entry: the ES module SDK, published as window.Sportsbook as the
// script tag does, so a native app's injected script (Sportsbook.setInteractionBlocked) and
// a host page's console reach the one page runtime. Copied to dist/site.js by the build.
//
// Both by import(): a static import would run nothing here before every chunk of the
// sportsbook had arrived. The first paint before React (prepaint.js, a few KB) draws the
// home page's odds first; React's chunks are asked for once it has drawn them or given up,
// or after its head start at most, as the script-tag loader does (docs/performance.md
// "First paint before React"); sportsbook.js imports the same module and takes over.
await import('./prepaint.js').then(
  ({ prepaintSettled, PREPAINT_HEAD_START_MS }) => Promise.race([prepaintSettled, new Promise((resolve) => globalThis.setTimeout(resolve, PREPAINT_HEAD_START_MS))]),
  () => undefined,
);
const Sportsbook = await import('./sportsbook.js');

globalThis.Sportsbook ??= Sportsbook;
