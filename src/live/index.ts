export { decodeFeedChange } from './decodeFeedChange';
export type { DecodedChange, EventChangePayload } from './decodeFeedChange';
export { animationFrame, createFrameCoalescer } from './frameCoalescer';
export { mergeEventChanges } from './mergeEventChanges';
export type { FrameScheduler } from './frameCoalescer';
export { createLiveTransport } from './liveTransport';
export type { ChangesAnswer, ConnectionState, EventSourceLike, LiveTransport, LiveTransportOptions, Snapshot } from './liveTransport';
export { createPollLoop } from './pollLoop';
export type { PollLoop, PollLoopOptions } from './pollLoop';
