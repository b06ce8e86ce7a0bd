export interface PollLoopOptions {
  /** One round of calls; the next round is scheduled when it settles, so rounds never overlap. */
  run(): Promise<void>;
  /** Asked before each wait: the operator's setting (logged in or out) applies from the next round. */
  intervalMs: () => number;
  /** Whether the tab is shown: a hidden tab is not polled (absent: always shown). */
  visible?: () => boolean;
  /** Calls `listener` when the tab comes back into view; returns the stop. */
  onVisible?: (listener: () => void) => () => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * Polls at an interval read before each wait (spec 9 poll_changes_refresh_interval), one
 * round at a time: a slow answer delays the next round instead of doubling it. A hidden tab
 * is not polled; coming back into view polls at once (what it shows may be minutes old),
 * and then at the interval again.
 */
export function createPollLoop({ run, intervalMs, visible = () => true, onVisible, setTimer = (callback, ms) => setTimeout(callback, ms), clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) }: PollLoopOptions) {
  let running = false;
  let inFlight = false;
  let timer: unknown = null;
  /** A round was due while the tab was hidden: it runs when the tab shows again. */
  let dueWhileHidden = false;
  let stopVisible: (() => void) | null = null;

  const clear = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  function scheduleNext(): void {
    clear();
    if (!running) return;
    timer = setTimer(() => {
      timer = null;
      tick();
    }, Math.max(0, intervalMs()));
  }

  function tick(): void {
    if (!running || inFlight) return;
    if (!visible()) {
      dueWhileHidden = true;
      return;
    }
    dueWhileHidden = false;
    inFlight = true;
    run()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        scheduleNext();
      });
  }

  return {
    start(): void {
      if (running) return;
      running = true;
      stopVisible = onVisible?.(() => {
        if (!running || !dueWhileHidden) return;
        clear();
        tick();
      }) ?? null;
      tick();
    },
    /** A round now, unless one is under way (it brings the same news): the next waits the interval after it. */
    pollNow(): void {
      if (!running || inFlight) return;
      clear();
      tick();
    },
    stop(): void {
      running = false;
      dueWhileHidden = false;
      clear();
      stopVisible?.();
      stopVisible = null;
    },
    get running(): boolean {
      return running;
    },
  };
}

export type PollLoop = ReturnType<typeof createPollLoop>;
