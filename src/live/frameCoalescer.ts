/** Schedules a callback for the next frame; requestAnimationFrame in a browser. */
export type FrameScheduler = (callback: () => void) => void;

export const animationFrame: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, 16);
};

/**
 * Collects updates between frames and hands them over once per frame, keeping only the
 * latest value per key: fifty price ticks on one outcome inside a frame are one write,
 * and the whole frame's writes happen together (spec: "coalesced per animation frame").
 */
export function createFrameCoalescer<K, V>(flush: (latest: Map<K, V>) => void, schedule: FrameScheduler = animationFrame) {
  let pending = new Map<K, V>();
  let scheduled = false;
  let stopped = false;
  const run = () => {
    scheduled = false;
    if (stopped) return;
    const batch = pending;
    pending = new Map();
    if (batch.size > 0) flush(batch);
  };
  return {
    push(key: K, value: V): void {
      pending.delete(key);
      if (stopped) return;
      pending.set(key, value);
      if (!scheduled) {
        scheduled = true;
        schedule(run);
      }
    },
    /** What waits for the next frame under `key` (to merge a partial update into it). */
    pending(key: K): V | undefined {
      return pending.get(key);
    },
    /** Hands over what is pending now (tests, shutdown). */
    flushNow(): void {
      if (scheduled || pending.size > 0) run();
    },
    /** Drops what is pending and hands nothing over any more (the feed is being shut down). */
    stop(): void {
      stopped = true;
      pending = new Map();
    },
    get size(): number {
      return pending.size;
    },
  };
}
