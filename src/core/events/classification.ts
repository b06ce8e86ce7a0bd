import type { SportEvent } from '../catalogue/entities';

export type EventKind = 'jackpot' | 'live' | 'bet-builder' | 'prematch';

/**
 * Spec 4: an event with a clock is live; a bet-builder event without a clock counts as
 * bet-builder; a jackpot is recognised by its jackpotId. A jackpot event is classed as a
 * jackpot first, even when it has a clock: its picks go to the jackpot coupon, never to
 * the betslip, so mixing it into live lists would send a bet the wrong way.
 */
export function classifyEvent(event: Pick<SportEvent, 'clock' | 'betBuilderEvent' | 'jackpotId'>): EventKind {
  if (event.jackpotId) return 'jackpot';
  if (event.clock) return 'live';
  if (event.betBuilderEvent === true) return 'bet-builder';
  return 'prematch';
}

export function isLiveEvent(event: Pick<SportEvent, 'clock'>): boolean {
  return event.clock !== null && event.clock !== undefined;
}
