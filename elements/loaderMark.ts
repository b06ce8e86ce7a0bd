/**
 * Marks the `window.Sportsbook` the script-tag loader publishes before the ES build has
 * arrived (elements/iife.ts), so the ES side (scriptTagHandoff.ts) fills in that object and
 * never another script's `window.Sportsbook` (the standalone site's is the module itself).
 */
export const LOADER_MARK: unique symbol = Symbol.for('sportsbook.scriptTagLoader');
