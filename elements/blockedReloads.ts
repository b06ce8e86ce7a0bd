import type { StorageLike } from '../src/store';

/**
 * Spec 2 says a /blocked answer reloads the page: a block may be a passing decision (a
 * geolocation that is being corrected). A block that stays would reload the standalone site
 * forever, several times a second, so the reloads are bounded: at most MAX_RELOADS, each
 * waiting twice as long as the one before, then the site goes to the /blocked page.
 */
export const MAX_BLOCKED_RELOADS = 3;
export const FIRST_BLOCKED_RELOAD_DELAY_MS = 1_000;
/** A block this long ago is not the same block: the count starts again. */
export const BLOCKED_RELOADS_FORGOTTEN_AFTER_MS = 10 * 60_000;
/** The session-storage key (per tab, survives the reloads it counts). */
export const BLOCKED_RELOADS_KEY = 'sportsbook:blocked-reloads';

export type BlockedReloadStep = { kind: 'reload'; afterMs: number } | { kind: 'give-up' };

export interface BlockedReloads {
  /** What to do about one more /blocked answer, counting it when it is a reload. */
  next(): BlockedReloadStep;
  /** The operator answered normally: the count starts again. */
  clear(): void;
}

/**
 * The count lives in the tab's session storage, the only thing a reload keeps. Without one
 * (storage refused) a reload could never be counted, so the site gives up at once.
 */
export function createBlockedReloads(storage: StorageLike | null, now: () => number = Date.now): BlockedReloads {
  const read = (): { count: number; at: number } => {
    try {
      const parsed = JSON.parse(storage?.getItem(BLOCKED_RELOADS_KEY) ?? 'null') as { count?: unknown; at?: unknown } | null;
      const count = typeof parsed?.count === 'number' ? parsed.count : 0;
      const at = typeof parsed?.at === 'number' ? parsed.at : 0;
      return now() - at > BLOCKED_RELOADS_FORGOTTEN_AFTER_MS ? { count: 0, at: 0 } : { count, at };
    } catch {
      return { count: 0, at: 0 };
    }
  };
  return {
    next() {
      if (!storage) return { kind: 'give-up' };
      const { count } = read();
      if (count >= MAX_BLOCKED_RELOADS) return { kind: 'give-up' };
      try {
        storage.setItem(BLOCKED_RELOADS_KEY, JSON.stringify({ count: count + 1, at: now() }));
      } catch {
        return { kind: 'give-up' };
      }
      return { kind: 'reload', afterMs: FIRST_BLOCKED_RELOAD_DELAY_MS * 2 ** count };
    },
    clear() {
      try {
        storage?.removeItem(BLOCKED_RELOADS_KEY);
      } catch {
        // Nothing was counted where nothing can be stored.
      }
    },
  };
}
