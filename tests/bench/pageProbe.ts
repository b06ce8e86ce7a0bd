/**
 * The probe's types and file (the probe itself is the plain script pageProbe.script.js
 * beside this file, so it runs unchanged in the page).
 */
import { fileURLToPath } from 'node:url';

export interface FirstOdds {
  /** Milliseconds from navigation start to the frame that painted the first odds. */
  at: number;
  /** URLs of the resources finished by then. */
  resources: string[];
}

export interface PageProbe {
  firstOdds(): FirstOdds | null;
  countElements(): number;
  shadowRootCount(): number;
  listedEventIds(): string[];
  scrollLastListedIntoView(): void;
  pressShowMore(): string | null;
}

declare global {
  var __sbBench: PageProbe | undefined;
}

/** For Playwright: `page.addInitScript({ path: PAGE_PROBE_SCRIPT })`. */
export const PAGE_PROBE_SCRIPT = fileURLToPath(new URL('./pageProbe.script.js', import.meta.url));
