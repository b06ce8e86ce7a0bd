import type { Outcome } from '../../../src/core/index';
import { raceEachWayTerms } from '../world/racecard';
import type { World } from '../world/world';
import type { SandboxEvent, SandboxMarket } from '../world/worldTypes';

export interface Selection {
  event: SandboxEvent;
  market: SandboxMarket;
  outcome: Outcome;
}

/** Outcome ids are `{eventId}-{market}-{outcome}`, so the event is found without a scan. */
export function findSelection(world: World, outcomeId: string): Selection | null {
  const [eventId, marketNumber] = outcomeId.split('-');
  const event = world.events.get(eventId ?? '');
  const market = event?.markets.find((candidate) => candidate.id === `${eventId}-${marketNumber}`);
  const outcome = market?.outcomes.find((candidate) => candidate.id === outcomeId);
  return event && market && outcome ? { event, market, outcome } : null;
}

/** Spec 4 outcome state: A active, S suspended, C closed (event over, market closed or gone). */
export function outcomeState(selection: Selection | null): 'A' | 'S' | 'C' {
  if (!selection || selection.event.phase === 'ended') return 'C';
  const { market, outcome } = selection;
  if (market.status === 'closed' || market.status === 'resulted' || market.status === 'settled' || market.status === 'lts') return 'C';
  if (market.status === 'suspended' || outcome.hidden === true) return 'S';
  return 'A';
}

/** Each-way terms: racing and golf winner markets pay a fraction of the odds for a place (the race card's terms). */
export function placeTerms(selection: Selection): { places: number; fraction: number } | null {
  if (selection.market.spec.kind !== 'outright' || selection.event.outright) return null;
  return raceEachWayTerms(selection.event.model);
}
