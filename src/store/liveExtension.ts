/**
 * The page's memory of whether the operator has the live feed extension (src/api's
 * liveExtensionMemory), for the first paint before React, which may not import the API
 * layer itself (docs/architecture.md "Layers"): it and the runtime's live model share it.
 */
export { createLiveExtensionMemory, isAbsentCallStatus, pageLiveExtensionMemory } from '../api/liveExtensionMemory';
