/**
 * How long the page runtime outlives its last element. An element moved in the DOM
 * (removed, then appended again: a host re-rendering its layout, a framework moving a
 * subtree) disconnects and reconnects; within this time it finds the same runtime, its
 * slip, session and live feed intact. After it, with no element left, the runtime is
 * disposed: no stream, poll, timer or request stays behind (docs/embedding-api.md).
 */
export const RUNTIME_GRACE_MS = 1500;
