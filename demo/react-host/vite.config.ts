import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The React 19 host demo (demo/react-host), built like an operator's own app: it imports
 * the package's ES module entry, here the freshly built dist/sportsbook.js, so the demo
 * runs what ships. The sandbox serves the result at /demo/react-host/ (run after
 * `vite build`; see the build script in package.json).
 */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/demo/react-host/',
  plugins: [react()],
  resolve: { alias: { '@sportsbook/sdk': `${projectRoot}dist/sportsbook.js` } },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: `${projectRoot}dist/demo-react`,
    emptyOutDir: true,
    // The SDK bundles its own React; the host keeps its own copy, as a real host would.
    chunkSizeWarningLimit: 1200,
  },
});
