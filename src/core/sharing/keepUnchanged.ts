/**
 * Structural sharing: `next`, with every part equal to the same part of `previous` replaced
 * by that part, so an unchanged answer keeps the very object it had before. A reader that
 * compares by identity (a signal's subscribers, React.memo) then sees a change only where
 * there is one: a refresh answer that changes nothing leaves the slip's object as it was.
 *
 * Plain objects and arrays are compared part by part; anything else (a class instance, a
 * Big, a Map) by identity, Object.is for values.
 */
export function keepUnchanged<T>(previous: T, next: T): T {
  if (Object.is(previous, next)) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    const shared = next.map((item: unknown, index) => {
      const kept = index < previous.length ? keepUnchanged(previous[index] as unknown, item) : item;
      if (kept !== previous[index]) same = false;
      return kept;
    });
    return (same ? previous : shared) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const previousKeys = Object.keys(previous);
    const nextKeys = Object.keys(next);
    let same = previousKeys.length === nextKeys.length;
    const shared: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const kept = Object.hasOwn(previous, key) ? keepUnchanged(previous[key], next[key]) : next[key];
      if (!Object.hasOwn(previous, key) || kept !== previous[key]) same = false;
      shared[key] = kept;
    }
    return (same ? previous : shared) as T;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
