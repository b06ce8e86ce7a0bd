/** One leg of a bet builder: an outcome of one market of the builder's event. */
export interface BetBuilderLeg {
  outcomeId: string;
  marketId: string;
  marketDescription: string;
  outcomeDescription: string;
}

/** A refusal of the operator's pricing or placement, with the legs it is about. */
export interface BetBuilderRefusal {
  code: string;
  message: string;
  outcomeIds: readonly string[];
}

/**
 * The builder's price as last asked: `pending` while the operator prices the current legs,
 * `priced` with the combined decimal, `refused` with what to change, `failed` when no answer
 * came (the bettor may ask again), `idle` with fewer legs than a builder needs.
 */
export type BetBuilderQuote =
  | { status: 'idle' }
  | { status: 'pending'; legsKey: string }
  | { status: 'priced'; legsKey: string; decimal: number }
  | { status: 'refused'; legsKey: string; errors: readonly BetBuilderRefusal[] }
  | { status: 'failed'; legsKey: string };

/**
 * The bet builder on the slip (docs/bet-builder.md): one event's legs as one bet, at one
 * combined price the operator gives (never the product of the legs' prices: the legs
 * depend on each other), with one stake.
 */
export interface BetBuilderSlip {
  eventId: string;
  eventDescription: string;
  legs: readonly BetBuilderLeg[];
  /** In currency units; 0: no stake yet. */
  unitStake: number;
  quote: BetBuilderQuote;
  /** The price the bettor agreed to: the first price of these legs, or a moved one they accepted. Null until priced. */
  acceptedDecimal: number | null;
}

/** Fewer legs are a single; more than this the operator refuses (BB-TOO-MANY-LEGS), as books cap builders. */
export const BET_BUILDER_MIN_LEGS = 2;
export const BET_BUILDER_MAX_LEGS = 12;

/** Identifies a set of legs, so an answer for legs since changed is dropped. */
export function betBuilderLegsKey(legs: readonly Pick<BetBuilderLeg, 'outcomeId'>[]): string {
  return legs.map((leg) => leg.outcomeId).join(',');
}

export const emptyQuoteFor = (legs: readonly BetBuilderLeg[]): BetBuilderQuote => (legs.length < BET_BUILDER_MIN_LEGS ? { status: 'idle' } : { status: 'pending', legsKey: betBuilderLegsKey(legs) });
