/**
 * The render counter's types and file (the counter itself is the plain script
 * reactRenderCounter.script.js beside this file, so it runs unchanged in any page).
 */
import { fileURLToPath } from 'node:url';

/** What the counter publishes on `globalThis.__sbRenderCounter`. */
export interface ReactRenderCounter {
  /** Components rendered since the last reset, mounts included. */
  count(): number;
  /** How many times each component (by display name) rendered since the last reset. */
  byName(): Record<string, number>;
  /** Commits seen since the last reset. */
  commits(): number;
  reset(): void;
}

declare global {
  var __sbRenderCounter: ReactRenderCounter | undefined;
}

/** For Playwright: `page.addInitScript({ path: REACT_RENDER_COUNTER_SCRIPT })`, before the page loads. */
export const REACT_RENDER_COUNTER_SCRIPT = fileURLToPath(new URL('./reactRenderCounter.script.js', import.meta.url));
