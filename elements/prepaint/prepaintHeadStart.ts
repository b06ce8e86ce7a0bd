/**
 * How long the page lets the first paint before React go first (docs/performance.md "First
 * paint before React"): the script-tag loader and the standalone site ask for React's chunks
 * once the pre-paint has drawn the odds or given up, or after this long, whichever comes
 * first. Odds first: React's 200+ KB would otherwise compete with the pre-paint's few KB and
 * its operator calls for the network and the main thread, which is the cost issue 19 counts.
 * The bound keeps a slow operator answer from holding React back: React needs that answer
 * for its own odds too, so waiting longer than this gains nothing.
 */
export const PREPAINT_HEAD_START_MS = 1500;
