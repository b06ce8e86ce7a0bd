/**
 * "Odds first" (issue 19): the bettor opened the page for the odds, so code that is not
 * needed to show them waits until they are on screen, instead of competing with them for
 * the network and the main thread. The first price button that shows a backable price
 * marks the moment (OutcomePrice.tsx), and what waits is let go once those odds have been
 * painted (the frame after, then a task: a mark comes from an effect, before the paint);
 * what waits for it (DOMPurify for operator HTML,
 * loadSanitizer.ts) waits at most `FIRST_ODDS_WAIT_MS`, so a page without odds (an
 * account page, a failed event list) still gets its content.
 *
 * Page-wide on purpose: every element of the page shares the one network and main thread.
 */
export const FIRST_ODDS_WAIT_MS = 1500;

let marked = false;
let shown = false;
const waiting = new Set<() => void>();

function release(): void {
  shown = true;
  for (const resume of [...waiting]) resume();
}

/** Called by a price button when it first shows a price the bettor can back. */
export function markFirstOddsShown(): void {
  if (marked) return;
  marked = true;
  // A hidden tab paints no frame: the wait's own time limit lets the waiting go there.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(release, 0));
  else release();
}

/** Resolves once the page has shown odds, or after `FIRST_ODDS_WAIT_MS` at most. */
export function afterFirstOddsShown(): Promise<void> {
  if (shown) return Promise.resolve();
  return new Promise((resolve) => {
    const resume = () => {
      clearTimeout(timer);
      waiting.delete(resume);
      resolve();
    };
    const timer = setTimeout(resume, FIRST_ODDS_WAIT_MS);
    waiting.add(resume);
  });
}
