import { Big, isBetBuilderEvent, roundTo } from '../../../src/core/index';
import { MAX_PRICE, MIN_PRICE } from '../world/pricing';
import { finalScoreGrid, isPossible, jointProbability, scorePredicate, type ScorePredicate } from '../world/betBuilderModel';
import type { World } from '../world/world';
import type { SandboxEvent } from '../world/worldTypes';
import { findSelection, outcomeState, type Selection } from './selectionLookup';

/** The most legs one bet builder takes, as books cap them (bet365: 12). */
export const BET_BUILDER_MAX_LEGS = 12;
/**
 * The operator's margin on a bet builder's fair price. Higher than one market's (5-6%): a
 * builder is a long shot priced by a model the bettor cannot check against other books.
 */
export const BET_BUILDER_OVERROUND = 0.1;

/** The refusals a bet builder can meet (ours, like COST-MISMATCH: spec 8 has none for it; docs/api.md). */
export const BET_BUILDER_CODES = {
  notOffered: 'BB-NOT-OFFERED',
  tooFewLegs: 'BB-TOO-FEW-LEGS',
  tooManyLegs: 'BB-TOO-MANY-LEGS',
  legUnknown: 'BB-LEG-UNKNOWN',
  otherEvent: 'BB-OTHER-EVENT',
  marketNotCombinable: 'BB-MARKET-NOT-COMBINABLE',
  legUnavailable: 'BB-LEG-UNAVAILABLE',
  sameMarket: 'BB-SAME-MARKET',
  contradiction: 'BB-CONTRADICTION',
} as const;

/** A refusal, with the legs it is about so the slip can mark them. */
export interface BetBuilderError {
  code: string;
  message: string;
  outcomeIds: string[];
}

export interface BetBuilderLeg {
  outcomeId: string;
  marketId: string;
  marketDescription: string;
  outcomeDescription: string;
  /** The leg's own price: shown beside it, never multiplied into the bet's. */
  decimal: number;
}

export type BetBuilderQuote =
  | { ok: true; eventId: string; eventDescription: string; legs: BetBuilderLeg[]; probability: number; decimal: number }
  | { ok: false; eventId: string; errors: BetBuilderError[] };

/**
 * The prices a bettor is offered (odds per brand, bettorPrice.ts): a leg's own, and the
 * combined price from the sandbox's. The feed's and the sandbox's own by default.
 */
export interface BetBuilderPriceView {
  leg(selection: Selection): number;
  combined(decimal: number, event: SandboxEvent): number;
}

export const SANDBOX_PRICES: BetBuilderPriceView = {
  leg: (selection) => selection.outcome.consolidatedPrice.currentPrice.decimal,
  combined: (decimal) => decimal,
};

const legName = (selection: Selection): string => `“${selection.market.description}: ${selection.outcome.description}”`;

/**
 * A price for outcomes of several markets of one event, as one bet: the joint chance of the
 * legs from the simulator's own score model (betBuilderModel.ts), with the builder's margin,
 * rounded down to 2 places (the book never offers more than its model), then as the bettor
 * is offered it (`prices`: odds per brand). Refused when the
 * event offers no bet builder, a leg cannot be combined, two legs share a market, or no
 * final score lets every leg win (the message names the two legs that clash).
 */
export function quoteBetBuilder(world: World, eventId: string, outcomeIds: readonly string[], prices: BetBuilderPriceView = SANDBOX_PRICES): BetBuilderQuote {
  const refuse = (code: string, message: string, ids: readonly string[] = []): BetBuilderQuote => ({ ok: false, eventId, errors: [{ code, message, outcomeIds: [...ids] }] });
  const event = world.events.get(eventId);
  if (!event || event.phase !== 'prematch' || !isBetBuilderEvent({ clock: event.clock, betBuilderEvent: event.betBuilderEvent === true }) || event.model.kind !== 'goals') {
    return refuse(BET_BUILDER_CODES.notOffered, 'This event has no bet builder (it is live, over, or not a bet-builder event). Bet on its markets as singles instead.');
  }
  if (outcomeIds.length < 2) return refuse(BET_BUILDER_CODES.tooFewLegs, 'A bet builder needs at least two selections from different markets of this event. Add another selection.', outcomeIds);
  if (outcomeIds.length > BET_BUILDER_MAX_LEGS) return refuse(BET_BUILDER_CODES.tooManyLegs, `A bet builder takes at most ${BET_BUILDER_MAX_LEGS} selections. Remove ${outcomeIds.length - BET_BUILDER_MAX_LEGS}.`, outcomeIds.slice(BET_BUILDER_MAX_LEGS));
  const threeWay = event.model.threeWay;
  const selections: Selection[] = [];
  const predicates: ScorePredicate[] = [];
  for (const outcomeId of outcomeIds) {
    const selection = findSelection(world, outcomeId);
    if (!selection) return refuse(BET_BUILDER_CODES.legUnknown, `There is no selection ${outcomeId}. Remove it and pick again from the event's markets.`, [outcomeId]);
    if (selection.event.id !== eventId) return refuse(BET_BUILDER_CODES.otherEvent, `${legName(selection)} is from another event: a bet builder combines one event's markets. Remove it.`, [outcomeId]);
    const index = selection.market.outcomes.findIndex((outcome) => outcome.id === outcomeId);
    const predicate = scorePredicate(selection.market.spec, index, threeWay);
    if (!predicate) return refuse(BET_BUILDER_CODES.marketNotCombinable, `${selection.market.description} cannot be part of a bet builder (it is not decided by the full-time score). Remove ${legName(selection)}.`, [outcomeId]);
    if (outcomeState(selection) !== 'A') return refuse(BET_BUILDER_CODES.legUnavailable, `${legName(selection)} is suspended or closed. Remove it or wait until it reopens.`, [outcomeId]);
    const twin = selections.find((chosen) => chosen.market.id === selection.market.id);
    if (twin) return refuse(BET_BUILDER_CODES.sameMarket, `${legName(twin)} and ${legName(selection)} are from the same market: keep one of them.`, [twin.outcome.id, outcomeId]);
    selections.push(selection);
    predicates.push(predicate);
  }
  const grid = finalScoreGrid(event);
  // Name the first two legs that cannot both win; only then the whole set (three legs can clash when no two do).
  const legs = selections.map((selection, index) => ({ selection, predicate: predicates[index] as ScorePredicate }));
  for (const [later, second] of legs.entries()) {
    const first = legs.slice(0, later).find((earlier) => !isPossible(grid, [earlier.predicate, second.predicate]));
    if (!first) continue;
    return refuse(BET_BUILDER_CODES.contradiction, `${legName(first.selection)} and ${legName(second.selection)} cannot both win. Remove one of them.`, [first.selection.outcome.id, second.selection.outcome.id]);
  }
  if (!isPossible(grid, predicates)) {
    return refuse(BET_BUILDER_CODES.contradiction, `No final score lets all of ${selections.map(legName).join(', ')} win. Remove one of them.`, outcomeIds);
  }
  const probability = jointProbability(grid, predicates);
  return {
    ok: true,
    eventId,
    eventDescription: event.description ?? '',
    legs: selections.map((selection) => ({ outcomeId: selection.outcome.id, marketId: selection.market.id, marketDescription: selection.market.description, outcomeDescription: selection.outcome.description, decimal: prices.leg(selection) })),
    probability,
    decimal: prices.combined(betBuilderPrice(probability), event),
  };
}

/** A joint chance as a decimal price with the builder's margin, rounded down to 2 places, kept within the feed's bounds. */
export function betBuilderPrice(probability: number): number {
  if (!(probability > 0)) return MAX_PRICE;
  const raw = new Big(1).div(new Big(probability).times(1 + BET_BUILDER_OVERROUND));
  const rounded = roundTo(raw, 2, 'down');
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, rounded.toNumber()));
}
