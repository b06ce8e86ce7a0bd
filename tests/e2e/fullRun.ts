/**
 * The end-to-end suite has two sizes (docs/testing.md, "The gate and the full run").
 *
 * `npm test` runs the gate: every capability's journey once, on the sizes and hosts where it
 * differs, inside CI's 30 minutes on two cores. `npm run test:full` (E2E_FULL=1) runs
 * everything: the same journeys again on the other width, brand, language or host, the
 * per-setting operator specs and the page sweeps. A change to a screen a full-only spec
 * covers runs that spec before it is committed.
 */
export const FULL_RUN = process.env.E2E_FULL === '1';

/** The tag of a test or group that only the full run takes (playwright.config.ts leaves it out of the gate). */
export const FULL_ONLY_TAG = '@full';

/** Test details for a test or group the gate leaves out when `repeat` is true: a repetition of a journey the gate already runs. */
export function fullRunOnly(repeat = true): { tag?: string } {
  return repeat ? { tag: FULL_ONLY_TAG } : {};
}

/**
 * Whole spec files only the full run takes. Each one's capability has unit or element tests
 * (named in docs/testing.md), and the gate's own journeys pass through its screens; what the
 * file adds is the same screen under each operator setting, language, width or page.
 */
export const FULL_ONLY_SPECS = [
  '**/accountPages.spec.ts',
  '**/backToTop.spec.ts',
  '**/bookingCode.spec.ts',
  '**/brands.spec.ts',
  '**/density.spec.ts',
  '**/eventMarkets.spec.ts',
  '**/eventScoreboards.spec.ts',
  '**/homeFavourites.spec.ts',
  '**/languages.spec.ts',
  '**/newsPopups.spec.ts',
  '**/operatorSettings.spec.ts',
  '**/operatorSettings7.spec.ts',
  '**/operatorSettings8.spec.ts',
  '**/phoneHeader.spec.ts',
  '**/promotions.spec.ts',
  '**/reactHost.spec.ts',
  '**/search.spec.ts',
  // The reliability suite's sessionEndsMidSlip.spec ends the session three ways in the gate.
  '**/sessionEnd.spec.ts',
  '**/sportsPage.spec.ts',
  '**/tennisIndia.spec.ts',
  '**/viewTypes.spec.ts',
  '**/virtuals.spec.ts',
];
