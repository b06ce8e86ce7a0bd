/**
 * Whether this operator offers the live feed extension (the snapshot, the push stream and
 * the changes poll, docs/api.md "Live feed"): the spec's operator need not, and one without
 * it answers 404. Learnt from the first such answer and remembered for the browser session
 * (sessionStorage where allowed), so no page of the session asks again: the runtime's live
 * model and the first paint before React (elements/prepaint) read and write the same memory.
 * Page-wide on purpose, as earlyAnswers.ts is: both are entries of one build sharing this module.
 */
export interface LiveExtensionMemory {
  /** True once the operator said it has no extension (this session). */
  absent(): boolean;
  markAbsent(): void;
  /**
   * A check under way before the runtime asked (the pre-paint's snapshot): resolves when it
   * has answered, so the runtime does not ask an absent endpoint a second time. Null when none is under way.
   */
  settled(): Promise<void> | null;
  /** Registers such a check. */
  checking(answer: Promise<unknown>): void;
}

/** The answers that say "this operator has no such call": not found, not allowed, not implemented. */
export function isAbsentCallStatus(status: number): boolean {
  return status === 404 || status === 405 || status === 501;
}

export const LIVE_EXTENSION_STORAGE_KEY = 'sportsbook.liveExtension';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function browserSessionStore(): SessionStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage blocked (a sandboxed frame, privacy settings): remembered for this page only.
    return null;
  }
}

export function createLiveExtensionMemory(store: SessionStore | null = null): LiveExtensionMemory {
  let known = false;
  try {
    known = store?.getItem(LIVE_EXTENSION_STORAGE_KEY) === 'absent';
  } catch {
    known = false;
  }
  let pending: Promise<void> | null = null;
  return {
    absent: () => known,
    markAbsent() {
      known = true;
      try {
        store?.setItem(LIVE_EXTENSION_STORAGE_KEY, 'absent');
      } catch {
        // Full or blocked storage: this page still remembers.
      }
    },
    settled: () => pending,
    checking(answer) {
      const check: Promise<void> = Promise.all([pending, answer.then(() => undefined, () => undefined)]).then(() => {
        if (pending === check) pending = null;
      });
      pending = check;
    },
  };
}

let pageMemory: LiveExtensionMemory | null = null;

/** The page's memory (the browser session's, through sessionStorage). */
export function pageLiveExtensionMemory(): LiveExtensionMemory {
  pageMemory ??= createLiveExtensionMemory(browserSessionStore());
  return pageMemory;
}
