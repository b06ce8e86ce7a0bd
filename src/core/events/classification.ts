import type { SportEvent } from '../catalogue/entities';

export type EventKind = 'jackpot' | 'live' | 'bet-builder' | 'prematch';

/** Only whether a clock is there counts, so any clock shape (the store's, the API's) classifies. */
export type ClassifiableEvent = { clock?: unknown } & Pick<SportEvent, 'betBuilderEvent' | 'jackpotId'>;

/** Spec 4: an event with a clock is live, whatever the clock's status (NOT_STARTED included). */
export function isLiveEvent(event: Pick<ClassifiableEvent, 'clock'>): boolean {
  return event.clock !== null && event.clock !== undefined;
}

/** Spec 4: a jackpot event is recognised by its jackpotId; an empty id is no id. */
export function isJackpotEvent(event: Pick<SportEvent, 'jackpotId'>): boolean {
  return typeof event.jackpotId === 'string' && event.jackpotId !== '';
}

/** Spec 4: a bet-builder event counts as bet-builder only while it has no clock. */
export function isBetBuilderEvent(event: Pick<ClassifiableEvent, 'clock' | 'betBuilderEvent'>): boolean {
  return event.betBuilderEvent === true && !isLiveEvent(event);
}

/**
 * One kind per event, for the list it belongs to. Jackpot comes first, even over a
 * clock: a jackpot pick goes to the jackpot coupon, never to the betslip, so showing it
 * in a live list would send a bet the wrong way. Live comes next, as spec 4 says a
 * bet-builder event with a clock is not bet-builder. Everything else is prematch.
 */
export function classifyEvent(event: ClassifiableEvent): EventKind {
  if (isJackpotEvent(event)) return 'jackpot';
  if (isLiveEvent(event)) return 'live';
  if (isBetBuilderEvent(event)) return 'bet-builder';
  return 'prematch';
}
