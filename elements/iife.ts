/**
 * The script-tag entry, `<script src=".../sportsbook.iife.js">`: a small classic script
 * that publishes `window.Sportsbook` at once and loads the split ES build (`sportsbook.js`
 * and the chunks it imports) from its own URL, so a CDN origin works under the host's CSP
 * (docs/deployment.md "The script tag is a loader"). Both tags run the same chunks.
 *
 * Until the ES build has arrived, `window.Sportsbook` carries the public values (version,
 * event names, capabilities) and forwards its functions: `init()` and `ready` resolve when
 * the real ones do, `destroy()` and `setInteractionBlocked()` run in call order once the
 * code is there. Elements already on the page upgrade when the ES build defines them.
 * Loading the script a second time changes nothing.
 */
import * as publicConstants from './publicConstants';
import { LOADER_MARK } from './loaderMark';
import { PREPAINT_HEAD_START_MS } from './prepaint/prepaintHeadStart';
import type * as SportsbookModule from './index';

type SportsbookApi = typeof SportsbookModule;

declare global {
  interface Window {
    Sportsbook?: SportsbookApi;
  }
}

/**
 * Written by the build (vite.config.ts, "iife" mode) from the ES pass's output: the entry
 * and every chunk it imports statically, each with its SRI hash, so the loader can ask for
 * all of them at once (no import waterfall) and the browser checks each one's bytes.
 */
declare const __SPORTSBOOK_ENTRY_FILES__: readonly (readonly [path: string, integrity: string])[];
/**
 * The same for the first paint before React (elements/prepaint): `prepaint.js` and its
 * static chunks (lit-html, the odds formatter, the card styles). The ES entry imports it
 * too, so its files are among the entry's; they are asked for first, and the module runs
 * as soon as they are in, while React's chunks are still on their way.
 */
declare const __SPORTSBOOK_PREPAINT_FILES__: readonly (readonly [path: string, integrity: string])[];

/** The first paint before React, imported beside the entry (elements/prepaint/prepaintEntry.ts). */
const PREPAINT = 'prepaint.js';

/** The ES build's entry for the loader: the ES entry plus the hand-over to this object (scriptTagHandoff.ts). */
const ENTRY = 'script-tag.js';

/** The URL this script was loaded from: chunks live next to it, wherever the operator hosts dist/. */
function ownUrl(): string | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  return null;
}

/**
 * `<link rel="modulepreload" integrity>` for the entry and its static chunks: the browser
 * fetches them in parallel, checks each hash, and the `import()` below finds them in its
 * module map instead of fetching them again. A file whose bytes do not match is not run.
 */
function preload(base: string, files: readonly (readonly [path: string, integrity: string])[]): void {
  for (const [path, integrity] of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(path, base).href;
    link.integrity = integrity;
    link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}

function loadSportsbook(base: string | null): Promise<SportsbookApi> {
  if (base === null) {
    return Promise.reject(
      new Error('The sportsbook loader could not find its own URL: load sportsbook.iife.js with a plain <script src="..."> tag (not inline, not as type="module"), or use <script type="module" src=".../sportsbook.js"> instead.'),
    );
  }
  // Odds first: the pre-paint's few KB and its operator calls get the network and the main
  // thread to themselves until it has drawn the odds or given up, for at most
  // PREPAINT_HEAD_START_MS; then React's chunks (prepaintHeadStart.ts says why). A pre-paint
  // that cannot load leaves the page to React at once, unreported (React shows any failure).
  preload(base, __SPORTSBOOK_PREPAINT_FILES__);
  const prepaintDone = (import(/* @vite-ignore */ new URL(PREPAINT, base).href) as Promise<{ prepaintSettled: Promise<void> }>).then(
    (prepaint) => prepaint.prepaintSettled,
    () => undefined,
  );
  const headStart = new Promise<void>((resolve) => setTimeout(resolve, PREPAINT_HEAD_START_MS));
  const prepaintFiles = new Set(__SPORTSBOOK_PREPAINT_FILES__.map(([path]) => path));
  const entry = new URL(ENTRY, base).href;
  return Promise.race([prepaintDone, headStart])
    .then(() => {
      preload(base, __SPORTSBOOK_ENTRY_FILES__.filter(([path]) => !prepaintFiles.has(path)));
      return import(/* @vite-ignore */ entry) as Promise<{ default: SportsbookApi }>;
    })
    .then(
    (module) => module.default,
    (error: unknown) => {
      throw new Error(
        `The sportsbook could not load ${entry} (${String(error)}). Keep dist/ together on one path next to sportsbook.iife.js, serve it with Access-Control-Allow-Origin, allow its origin in your CSP's script-src, and check the browser console for an integrity error (a changed file).`,
      );
    },
  );
}

/** `window.Sportsbook` before the ES build arrives; the real functions replace these when it does (scriptTagHandoff.ts). */
function publishLoader(): void {
  const loaded = loadSportsbook(ownUrl());
  const report = (error: unknown) => console.error(error instanceof Error ? error.message : error);
  loaded.catch(report);
  // A call made before the code arrived runs once it has, in call order. Its error (the
  // same message as a direct call's) is logged, as there is no caller left to throw to.
  const later =
    <Name extends 'destroy' | 'setInteractionBlocked'>(name: Name) =>
    (...args: Parameters<SportsbookApi[Name]>): void =>
      void loaded.then(
        (sportsbook) => {
          try {
            (sportsbook[name] as (...values: typeof args) => void)(...args);
          } catch (error) {
            report(error);
          }
        },
        () => undefined,
      );
  const ready = loaded.then((sportsbook) => sportsbook.ready);
  // A host that never awaits `ready` must not get an unhandled rejection when the code fails to load (already reported above).
  ready.catch(() => undefined);
  const stub = {
    [LOADER_MARK]: true,
    ...publicConstants,
    ready,
    // Refused settings reject this promise with init()'s TypeError (a direct call throws it).
    init: (settings?: Parameters<SportsbookApi['init']>[0]) => loaded.then((sportsbook) => sportsbook.init(settings)),
    destroy: later('destroy'),
    setInteractionBlocked: later('setInteractionBlocked'),
    getPageRuntime: () => {
      throw new Error('Sportsbook.getPageRuntime(): the sportsbook is still loading its code. Call it after `await Sportsbook.ready` (or from a sportsbook-ready event listener).');
    },
  } as Partial<SportsbookApi>;
  // The same object stays window.Sportsbook (a host may hold it): the ES build fills in the
  // real functions and classes as it defines the elements (scriptTagHandoff.ts).
  window.Sportsbook = stub as SportsbookApi;
}

if (!window.Sportsbook) publishLoader();
