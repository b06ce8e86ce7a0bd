import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The React 19 host demo (demo/react-host), built like an operator's own app. It does not
 * bundle the SDK: main.tsx imports the package's ES module entry from the SDK's origin at
 * run time (the freshly built dist/sportsbook.js, served as from a CDN), so the demo runs
 * what ships, cross-origin. The sandbox serves the result at /demo/react-host/ on the host
 * pages' origin (run after `vite build`; see the build script in package.json).
 */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/demo/react-host/',
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: `${projectRoot}dist/demo-react`,
    emptyOutDir: true,
    // The SDK (loaded from its origin) brings its own React; the host keeps its own copy, as a real host would.
    chunkSizeWarningLimit: 1200,
  },
});
