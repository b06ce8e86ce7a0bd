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
/** Whether a price button's odds have been painted (not merely the wait ended). */
let painted = false;
const paintListeners = new Set<() => void>();

function oddsPainted(): void {
  painted = true;
  for (const listener of [...paintListeners]) listener();
  paintListeners.clear();
}

/**
 * Calls `listener` once a price button's first backable odds have been painted (the frame
 * after the mark, then a task), and only then: unlike `onFirstOddsShown`, the bounded wait
 * ending without odds does not call it. For what must not act before the page really shows
 * odds: the first paint before React hands over on it (PrepaintHandover.tsx), which has its
 * own bound. Returns the way to stop listening.
 */
export function onOddsPainted(listener: () => void): () => void {
  if (painted) {
    listener();
    return () => undefined;
  }
  paintListeners.add(listener);
  return () => void paintListeners.delete(listener);
}

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
  const done = () => {
    oddsPainted();
    release();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done, 0));
  else done();
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
