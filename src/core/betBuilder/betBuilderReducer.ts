import { isDisplayablePrice } from '../odds/pricePlaceholder';
import { BET_BUILDER_MAX_LEGS, betBuilderLegsKey, emptyQuoteFor, type BetBuilderLeg, type BetBuilderQuote, type BetBuilderSlip } from './betBuilderSlip';

export type BetBuilderAction =
  /** A press on an outcome in bet-builder mode: adds it, takes it off, or replaces its market's other outcome. */
  | { type: 'toggle-leg'; event: { id: string; description: string }; leg: BetBuilderLeg }
  | { type: 'remove-leg'; outcomeId: string }
  | { type: 'clear' }
  | { type: 'set-stake'; unitStake: number }
  /** The operator's answer for the legs `legsKey` named. */
  | { type: 'quoted'; quote: Exclude<BetBuilderQuote, { status: 'idle' }> }
  | { type: 'accept-price' };

export type BetBuilderActionRefusal = 'other-event' | 'too-many-legs' | 'not-on-builder' | 'invalid-stake' | 'nothing-to-accept';

export type BetBuilderTransition = { builder: BetBuilderSlip | null; refusal: null } | { builder: BetBuilderSlip | null; refusal: BetBuilderActionRefusal };

const refuse = (builder: BetBuilderSlip | null, refusal: BetBuilderActionRefusal): BetBuilderTransition => ({ builder, refusal });
const accept = (builder: BetBuilderSlip | null): BetBuilderTransition => ({ builder, refusal: null });

/** New legs ask for a new price: the old price and the agreement to it belong to the old legs. */
function withLegs(builder: BetBuilderSlip, legs: readonly BetBuilderLeg[]): BetBuilderSlip | null {
  if (legs.length === 0) return null;
  return { ...builder, legs, quote: emptyQuoteFor(legs), acceptedDecimal: null };
}

/**
 * The bet builder as a pure state machine. Rules a top book's builder follows (bet365, Sky
 * Bet): one event per builder (a pick on another event is refused, not a silent restart that
 * would lose the legs); a second outcome of a market replaces the first, as one market can
 * win only one way; pressing a leg again takes it off; the last leg off clears the builder.
 * The first price of a set of legs is the agreed one; a later move must be accepted.
 */
export function betBuilderReducer(builder: BetBuilderSlip | null, action: BetBuilderAction): BetBuilderTransition {
  switch (action.type) {
    case 'toggle-leg': {
      const { event, leg } = action;
      if (!builder) return accept({ eventId: event.id, eventDescription: event.description, legs: [leg], unitStake: 0, quote: { status: 'idle' }, acceptedDecimal: null });
      if (builder.eventId !== event.id) return refuse(builder, 'other-event');
      if (builder.legs.some((chosen) => chosen.outcomeId === leg.outcomeId)) return accept(withLegs(builder, builder.legs.filter((chosen) => chosen.outcomeId !== leg.outcomeId)));
      const sameMarket = builder.legs.findIndex((chosen) => chosen.marketId === leg.marketId);
      if (sameMarket >= 0) return accept(withLegs(builder, builder.legs.map((chosen, index) => (index === sameMarket ? leg : chosen))));
      if (builder.legs.length >= BET_BUILDER_MAX_LEGS) return refuse(builder, 'too-many-legs');
      return accept(withLegs(builder, [...builder.legs, leg]));
    }
    case 'remove-leg': {
      if (!builder?.legs.some((leg) => leg.outcomeId === action.outcomeId)) return refuse(builder, 'not-on-builder');
      return accept(withLegs(builder, builder.legs.filter((leg) => leg.outcomeId !== action.outcomeId)));
    }
    case 'clear':
      return accept(null);
    case 'set-stake':
      if (!builder) return refuse(builder, 'not-on-builder');
      if (!Number.isFinite(action.unitStake) || action.unitStake < 0) return refuse(builder, 'invalid-stake');
      return accept({ ...builder, unitStake: action.unitStake });
    case 'quoted': {
      // An answer for legs the bettor has changed since says nothing about these.
      if (!builder || action.quote.legsKey !== betBuilderLegsKey(builder.legs)) return accept(builder);
      const quote = action.quote;
      if (quote.status === 'priced' && !isDisplayablePrice(quote.decimal)) return accept({ ...builder, quote: { status: 'failed', legsKey: quote.legsKey } });
      const acceptedDecimal = quote.status === 'priced' && builder.acceptedDecimal === null ? quote.decimal : builder.acceptedDecimal;
      return accept({ ...builder, quote, acceptedDecimal });
    }
    case 'accept-price':
      if (builder?.quote.status !== 'priced' || builder.quote.decimal === builder.acceptedDecimal) return refuse(builder, 'nothing-to-accept');
      return accept({ ...builder, acceptedDecimal: builder.quote.decimal });
  }
}
