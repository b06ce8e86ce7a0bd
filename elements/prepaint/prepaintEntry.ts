/**
 * `dist/prepaint.js`: the first paint before React (prepaint.ts), started as soon as this
 * small module has run. The script-tag loader and the standalone site load it beside the
 * React chunks; the ES entry imports it too, so the hand-over code and the click queue are
 * the same module instance on every page (one URL, one module).
 */
import { startPrepaint } from './prepaint';

export { handOverPrepaint, prepaintedPage, PREPAINT_MARKS } from './prepaint';
export { takeQueuedSelections } from './prepaintQueue';
export { PREPAINT_HEAD_START_MS } from './prepaintHeadStart';

/** Settles once the pre-paint has drawn the odds or given up; never rejects. */
export const prepaintSettled: Promise<void> = startPrepaint();
