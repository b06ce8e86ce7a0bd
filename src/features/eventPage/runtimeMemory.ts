/**
 * A keyed memory that lives as long as one runtime (its store): what a bettor chose on a
 * page is still there when they come back to it, two sportsbooks on one page keep theirs
 * apart, a reload forgets, and a disposed runtime's memory goes with it (a WeakMap by store).
 */
export function createRuntimeMemory<Value>(): (store: object) => Map<string, Value> {
  const byRuntime = new WeakMap<object, Map<string, Value>>();
  return (store) => {
    let memory = byRuntime.get(store);
    if (!memory) {
      memory = new Map();
      byRuntime.set(store, memory);
    }
    return memory;
  };
}
