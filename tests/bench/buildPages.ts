import react from '@vitejs/plugin-react';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** The comparison pages, by the name the runner and the report use. */
export const COMPARISON_PAGES = ['vanilla', 'naive-react', 'sdk'] as const;
export type ComparisonPage = (typeof COMPARISON_PAGES)[number];

const pagesDir = fileURLToPath(new URL('./pages', import.meta.url));

/**
 * Builds the three comparison pages (tests/bench/pages) with vite into a fresh temporary
 * folder, production React and minified like the SDK's own build, and returns that folder.
 * The SDK page imports src/ directly, so it measures the source as it is at bench time.
 */
export async function buildComparisonPages(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-pages-'));
  await build({
    configFile: false,
    root: pagesDir,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: Object.fromEntries(COMPARISON_PAGES.map((name) => [name, join(pagesDir, `${name}.html`)])) },
    },
  });
  return outDir;
}
