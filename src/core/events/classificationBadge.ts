import { classifyEvent, type ClassifiableEvent } from './classification';

/** The kind an event card names: a jackpot leg, or a bet-builder event. */
export type ClassificationBadge = 'jackpot' | 'bet-builder';

/**
 * Which kind badge an event's card carries (spec 4's classification, docs/settings.md):
 * a jackpot leg always says so and links to its coupon (its pick belongs there); a
 * bet-builder event (flagged, no clock) says so while the operator's bet_builder_enabled is
 * on. A live event is neither a bet-builder event nor badged as one. One badge at most:
 * jackpot comes first, as in classifyEvent.
 */
export function classificationBadge(event: ClassifiableEvent, settings: { bet_builder_enabled: boolean }): ClassificationBadge | null {
  const kind = classifyEvent(event);
  if (kind === 'jackpot') return 'jackpot';
  if (kind === 'bet-builder' && settings.bet_builder_enabled) return 'bet-builder';
  return null;
}
