import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { customElementsManifest } from './tools/customElementsManifestPlugin.ts';
import { subresourceIntegrity } from './tools/subresourceIntegrityPlugin.ts';
import { chunkManifest, entryFilesWithIntegrity } from './tools/chunkManifestPlugin.ts';
import { isFirstNamespace } from './src/i18n/firstNamespaces.ts';

/**
 * Two library builds share this file:
 *  - `vite build` (mode production): the ES module entries, code-split, plus the
 *    standalone site's index.html and the bundle report;
 *  - `vite build --mode iife`: the operator's single <script> tag, a small classic script
 *    that loads the ES pass's entry and chunks from its own URL (elements/iife.ts); it
 *    reads the ES pass's dist/chunks.json and integrity.json, so it runs after it;
 *  - `vite build --mode login-status`: the franco login-status widget's own small script,
 *    lit-html and no React (docs/franco.md).
 * Type declarations come from `tsc` afterwards (see the build script in package.json).
 * Each pass adds the SRI hashes of the scripts it wrote to dist/integrity.json.
 */

/**
 * Two chunks per language: `texts-<language>`, the namespaces the first screen shows
 * (src/i18n/firstNamespaces.ts, which the i18n loader reads too), downloaded before the
 * first odds; and `texts-later-<language>`, every other namespace, loaded after them or by
 * the first component that needs one. Not a chunk per namespace: a page makes one request
 * per part, not two dozen in a waterfall; another language is fetched only when chosen
 * (docs/architecture.md "Builds", Texts).
 */
function textsChunkOf(id: string): string | undefined {
  const [, language, namespace] = /\/src\/i18n\/locales\/([\w-]+)\/([^/]+)\.json$/.exec(id.replace(/\\/g, '/')) ?? [];
  if (language === undefined || namespace === undefined) return undefined;
  return isFirstNamespace(namespace) ? `texts-${language}` : `texts-later-${language}`;
}

/** Emits the standalone site: a page that is nothing but <sportsbook-app>, and its entry (elements/site.js). */
function standaloneSite(): Plugin {
  return {
    name: 'sportsbook-standalone-site',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'index.html', source: readFileSync('elements/standalone.html', 'utf8') });
      this.emitFile({ type: 'asset', fileName: 'site.js', source: readFileSync('elements/site.js', 'utf8') });
    },
  };
}

/** The app project's tests (jsdom, tests/unit/setup.ts). */
const APP_TESTS = ['src/**/*.test.{ts,tsx}', 'elements/**/*.test.{ts,tsx}', 'demo/react-host/**/*.test.ts', 'tests/unit/**/*.test.ts'];
/** The app tests that need a process of their own (see the app-own-process project). */
const APP_TESTS_IN_OWN_PROCESS = [
  'tests/unit/reactRenderCounter.test.ts',
  'src/**/*.renders.test.tsx',
  'src/**/*.renders.sandbox.test.tsx',
  'elements/elementStyles.test.ts',
];

export default defineConfig(({ command, mode }) => {
  const isIife = mode === 'iife';
  const isLoginStatus = mode === 'login-status';
  // `vite build --mode frame`: sportsbook-frame.js, the iframe host helper (no React, 3 KB budget).
  const isFrame = mode === 'frame';
  return {
    plugins: [
      react(),
      ...(command === 'build' && !isIife && !isLoginStatus && !isFrame
        ? [standaloneSite(), chunkManifest(), visualizer({ filename: 'dist/bundle-report.html', gzipSize: true, template: 'treemap' })]
        : []),
      ...(command === 'build' && !isIife ? [customElementsManifest()] : []),
      // Every pass adds its scripts' SRI hashes to dist/integrity.json (docs/deployment.md).
      ...(command === 'build' ? [subresourceIntegrity()] : []),
    ],
    // Library mode leaves process.env.NODE_ENV alone; without this the script tag would
    // crash with "process is not defined" and carry React's development build too.
    // Only for builds: defining it under vitest breaks React's act().
    define:
      command === 'build'
        ? {
            'process.env.NODE_ENV': JSON.stringify('production'),
            // The loader preloads the ES entry and its static chunks with their SRI hashes (elements/iife.ts).
            ...(isIife
              ? {
                  __SPORTSBOOK_ENTRY_FILES__: JSON.stringify(entryFilesWithIntegrity('dist', 'script-tag.js')),
                  // The first paint before React and its chunks: asked for first, run as soon as they are in.
                  __SPORTSBOOK_PREPAINT_FILES__: JSON.stringify(entryFilesWithIntegrity('dist', 'prepaint.js')),
                }
              : {}),
          }
        : {},
    // Operators serve the SDK from a CDN, not the page's origin (docs/deployment.md): every
    // URL the build writes must resolve against the script's own URL. Chunks are relative
    // imports already; base './' keeps any future asset URL relative too, never '/'-absolute.
    base: './',
    build: {
      target: 'es2022',
      sourcemap: true,
      emptyOutDir: !isIife && !isLoginStatus && !isFrame,
      lib: isLoginStatus
        ? { entry: 'elements/login-status-script.ts', formats: ['iife'], name: 'SportsbookLoginStatusScript', fileName: () => 'sportsbook-login-status.js' }
        : isFrame
        ? { entry: 'elements/frame/sportsbookFrame.ts', formats: ['iife'], name: 'SportsbookFrame', fileName: () => 'sportsbook-frame.js' }
        : isIife
        ? { entry: 'elements/iife.ts', formats: ['iife'], name: 'SportsbookScript', fileName: () => 'sportsbook.iife.js' }
        : {
            // script-tag: what the script-tag loader imports (the ES entry plus its hand-over, elements/scriptTagHandoff.ts).
            // prepaint: the first paint of the home page's odds before React (elements/prepaint), which the loader and the site load beside it.
            entry: { sportsbook: 'elements/index.ts', core: 'src/core/index.ts', 'script-tag': 'elements/scriptTagHandoff.ts', prepaint: 'elements/prepaint/prepaintEntry.ts' },
            formats: ['es'],
            fileName: (_format, entryName) => `${entryName}.js`,
          },
      rollupOptions: {
        // Library mode keeps ES output readable (vite minifies only classic lib formats); the
        // ES build is what every page downloads (the script tag loads it too), so it is
        // minified in full: whitespace, names and dead code (about a third of its gzip bytes).
        output: isIife || isLoginStatus || isFrame ? { inlineDynamicImports: true } : { chunkFileNames: 'chunks/[name]-[hash].js', minify: true, manualChunks: textsChunkOf },
      },
    },
    test: {
      environment: 'jsdom',
      // Projects in one run: core is framework-free (docs/core.md), so its tests need neither
      // a DOM nor the React setup; a jsdom per file was a third of the unit run's time.
      projects: [
        // The benchmarks (`npm run bench:core`) measure core, so they belong to its project alone.
        { extends: true, test: { name: 'core', include: ['src/core/**/*.test.{ts,tsx}'], environment: 'node', benchmark: { include: ['tests/bench/**/*.bench.ts'] } } },
        // The sandbox server and the client against it over real HTTP: Node's own fetch and
        // sockets, as an operator's server and a test runner have them; no page, so no jsdom.
        // Its whole worlds (500 live events, hundreds of ticks) take 8-30 s on a busy runner:
        // the limit stays a hang guard there too.
        { extends: true, test: { name: 'server', include: ['demo/server/**/*.test.ts', 'tests/integration/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
        // The React trees in jsdom, each file in a VM context of a reused worker: a fresh
        // process and jsdom per file were 0.45 s of environment and 0.3 s of imports a file,
        // over 250 files. Measured on 2 cores: 119 s against 172 s (forks) for the same 108 files.
        {
          extends: true,
          test: {
            name: 'app',
            include: APP_TESTS,
            exclude: ['src/core/**', '**/node_modules/**', ...APP_TESTS_IN_OWN_PROCESS],
            setupFiles: ['tests/unit/setup.ts'],
            pool: 'vmThreads',
          },
        },
        // What a VM context cannot host: the render counters install React's devtools hook and
        // evaluate react-dom again from Node's require cache, and elementStyles starts Vite,
        // whose native resolver checks its options against the realm's own RegExp.
        {
          extends: true,
          test: { name: 'app-own-process', include: APP_TESTS_IN_OWN_PROCESS, setupFiles: ['tests/unit/setup.ts'], pool: 'forks' },
        },
      ],
      // Benchmarks print figures (`npm run bench:core`, in the core project); they never assert a time.
      restoreMocks: true,
      // Every core: vitest's default leaves one free, which on the 2-core CI runner is one
      // worker. Measured on a quiet 2-core machine: 434 s with two against 656-705 s with one.
      maxWorkers: '100%',
      // Whole pages over the in-process sandbox mount hundreds of cards in jsdom; on a busy
      // 2-core CI runner that can pass 5 s. A limit is a hang guard, never a speed check.
      testTimeout: 20_000,
      // One retry, for the same reason as the end-to-end layer's (docs/testing.md, "Retries"):
      // on a loaded 2-core runner a warm VM worker's timing moves; a wrong value fails twice.
      retry: 1,
    },
  };
});
