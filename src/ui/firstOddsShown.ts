/**
 * "Odds first" (issue 19): the bettor opened the page for the odds, so code that is not
 * needed to show them waits until they are on screen, instead of competing with them for
 * the network and the main thread. The first price button that shows a backable price
 * marks the moment (OutcomePrice.tsx), and what waits is let go once those odds have been
 * painted (the frame after, then a task: a mark comes from an effect, before the paint).
 *
 * A page may have no odds (an account page, a failed event list), so the wait is bounded,
 * but not by the clock alone: a loaded phone or a slow network can take longer than any
 * fixed delay to bring the odds, and then the sanitiser would compete with them after all.
 * A load that brings the page's odds says so (`expectOdds`): while one is in flight the wait
 * goes on, and it ends `FIRST_ODDS_WAIT_MS` after the last of them has settled (time for
 * its answer to render), or after `FIRST_ODDS_WAIT_MS` when nothing is on the way, or after
 * `FIRST_ODDS_LONGEST_WAIT_MS` whatever happens, so operator content always shows.
 *
 * Page-wide on purpose: every element of the page shares the one network and main thread.
 */
export const FIRST_ODDS_WAIT_MS = 1500;
/** The bound of the wait, however long a load that brings odds is taking. */
export const FIRST_ODDS_LONGEST_WAIT_MS = 10_000;

let marked = false;
let shown = false;
let oddsOnTheWay = 0;
let asked: { promise: Promise<void>; resolve: () => void } | null = null;
let quietTimer: ReturnType<typeof setTimeout> | undefined;
let longestTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function release(): void {
  shown = true;
  clearTimeout(quietTimer);
  clearTimeout(longestTimer);
  asked?.resolve();
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** (Re)starts the short wait; when it ends with odds still on the way, their settling starts it again. */
function waitQuietly(): void {
  clearTimeout(quietTimer);
  quietTimer = setTimeout(() => {
    if (oddsOnTheWay === 0) release();
  }, FIRST_ODDS_WAIT_MS);
}

/** Called by a price button when it first shows a price the bettor can back. */
export function markFirstOddsShown(): void {
  if (marked) return;
  marked = true;
  // A hidden tab paints no frame: the wait's own time limits let the waiting go there.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(release, 0));
  else release();
}

/**
 * Tells the wait that `load` brings odds to show (a page's event list): what waits for the
 * first odds keeps waiting while it is in flight. Returns `load` itself.
 */
export function expectOdds<T>(load: Promise<T>): Promise<T> {
  if (shown) return load;
  oddsOnTheWay += 1;
  const settled = () => {
    oddsOnTheWay -= 1;
    if (oddsOnTheWay === 0 && asked && !shown) waitQuietly();
  };
  load.then(settled, settled);
  return load;
}

/** Resolves once the page has shown odds, or when none are coming (see above). */
export function afterFirstOddsShown(): Promise<void> {
  if (shown) return Promise.resolve();
  if (!asked) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    asked = { promise, resolve };
    waitQuietly();
    longestTimer = setTimeout(release, FIRST_ODDS_LONGEST_WAIT_MS);
  }
  return asked.promise;
}

/**
 * Calls `listener` once the page has shown its first odds (at once when it has), or when the
 * bounded wait of `afterFirstOddsShown`, if something asked for it, has ended. Unlike that
 * wait it starts no timer: on a page that never shows odds, and where nothing else waits, it
 * is simply never called. For what is worth doing after the odds but not worth a timer of its
 * own (prefetching code loaded on demand). Returns the way to stop listening, for an owner
 * that ends first (the shell of a disposed runtime).
 */
export function onFirstOddsShown(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
