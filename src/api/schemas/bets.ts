import * as v from 'valibot';
import { operatorCount, operatorNumber } from './operatorNumbers';
import { EventSchema } from './marketData';

const placementError = v.looseObject({ code: v.string(), message: v.string(), ref: v.optional(v.string()) });

export const BetSchema = v.looseObject({
  betId: v.string(),
  reference: v.string(),
  kind: v.string(),
  betTypeId: operatorNumber(),
  description: v.string(),
  unitStake: operatorNumber(),
  noOfBets: operatorCount(),
  totalStake: operatorNumber(),
  potentialReturns: operatorNumber(),
  status: v.picklist(['open', 'won', 'lost', 'void', 'cashed-out']),
  returns: v.nullable(operatorNumber()),
  cashOutValue: v.optional(v.nullable(operatorNumber()), null),
  /** Free money staked over all lines (not from the wallet); 0 for a cash bet. */
  freeBetStake: v.optional(operatorNumber(), 0),
  /** The parlay bonus recorded with a multiple, paid on top when every leg wins. */
  extraWinnings: v.optional(operatorNumber(), 0),
  currency: v.string(),
  legs: v.array(v.looseObject({ eventId: v.string(), marketId: v.string(), outcomeId: v.string(), decimal: operatorNumber(), result: v.string(), eventDescription: v.string(), outcomeDescription: v.string(), marketDescription: v.optional(v.string()) })),
  /** ISO times: My Bets shows when a bet was placed and orders settled bets by settlement. */
  placedAt: v.optional(v.string()),
  settledAt: v.optional(v.nullable(v.string()), null),
  /** A bet builder's one price for its legs together (kind 'bet-builder'; docs/bet-builder.md). */
  combinedDecimal: v.optional(v.nullable(operatorNumber()), null),
  /** Partial cash outs taken from the bet (ours, docs/api.md "Partial cash out"): its stake and returns are what stayed on. */
  partialCashOuts: v.optional(v.array(v.looseObject({ amount: operatorNumber(), cashedStake: operatorNumber(), remainingStake: operatorNumber(), remainingReturns: operatorNumber(), at: v.string() })), []),
  /** The bettor's auto cash-out rule (ours, docs/api.md "Auto cash out"), and once it fired what it paid. */
  autoCashOut: v.optional(v.nullable(v.looseObject({ target: operatorNumber(), setAt: v.string(), executed: v.nullable(v.looseObject({ amount: operatorNumber(), at: v.string() })) })), null),
});

export const PlacementSchema = v.looseObject({
  betSlipId: v.string(),
  status: v.picklist(['PLACED', 'REJECTED', 'PENDING', 'REFERRED']),
  reference: v.nullable(v.string()),
  delay: operatorNumber(),
  bets: v.array(BetSchema),
  errors: v.array(placementError),
  availableBalance: operatorNumber(),
});

export const SlipModelSchema = v.looseObject({
  model: v.looseObject({
    singles: v.array(
      v.looseObject({
        ref: v.string(),
        outcomeId: v.string(),
        decimal: operatorNumber(),
        unitStake: operatorNumber(),
        potentialReturns: operatorNumber(),
        outcomeState: v.picklist(['A', 'S', 'C']),
        message: v.nullable(v.string()),
        // The betslip's limits, free bet, each way and names (spec 3 "Single selection").
        minBetStake: v.optional(v.nullable(operatorNumber())),
        maxBetStake: v.optional(v.nullable(operatorNumber())),
        maxFreeMoneyStake: v.optional(v.nullable(operatorNumber())),
        showEachWay: v.optional(v.boolean()),
        placeTerms: v.optional(v.nullable(v.looseObject({ places: operatorNumber(), fraction: operatorNumber() }))),
        eventDescription: v.optional(v.nullable(v.string())),
        marketDescription: v.optional(v.nullable(v.string())),
        outcomeDescription: v.optional(v.nullable(v.string())),
      }),
    ),
    multiples: v.array(v.looseObject({ ref: v.string(), betTypeId: operatorNumber(), description: v.string(), price: operatorNumber(), unitStake: operatorNumber(), potentialReturns: operatorNumber() })),
    systems: v.array(v.looseObject({ ref: v.string(), betTypeId: operatorNumber(), description: v.string(), noOfBets: operatorCount(), unitStake: operatorNumber(), potentialReturns: operatorNumber() })),
    totalStake: operatorNumber(),
    potentialReturns: operatorNumber(),
    availableBalance: v.nullable(operatorNumber()),
  }),
  errors: v.array(placementError),
});

export const OpenBetsSchema = v.looseObject({ bets: v.array(BetSchema) });
export const BetCountSchema = v.looseObject({ count: operatorCount(), balance: operatorNumber() });
export const EpwSchema = v.looseObject({ epwPromoFilterValues: v.array(v.looseObject({ betSize: operatorNumber(), percentage: operatorNumber() })), maxAmount: operatorNumber() });

export type ApiBet = v.InferOutput<typeof BetSchema>;
export type Placement = v.InferOutput<typeof PlacementSchema>;
export type SlipModel = v.InferOutput<typeof SlipModelSchema>;

export const RetailCodeSchema = v.looseObject({ retailCode: v.string(), slip: v.optional(v.unknown()) });
// A jackpot's events are whole events (docs/api.md: `{ ordinal, ...event }`): the coupon shows their markets' outcomes as picks.
export const JackpotSchema = v.looseObject({ id: v.string(), name: v.string(), jackpotPrize: operatorNumber(), currency: v.string(), unitStake: operatorNumber(), events: v.array(v.looseObject({ ...EventSchema.entries, ordinal: operatorNumber() })) });
export const JackpotsSchema = v.array(JackpotSchema);
export const JackpotPricingSchema = v.looseObject({ model: v.looseObject({ jackpotId: v.string(), noOfBets: operatorCount(), complete: v.boolean(), globalStake: operatorNumber(), totalCost: operatorNumber() }) });
export type ApiJackpot = v.InferOutput<typeof JackpotSchema>;
export const JackpotPlacementSchema = v.looseObject({ status: v.string(), reference: v.optional(v.string()), betId: v.optional(v.string()), noOfBets: v.optional(operatorNumber()), totalCost: v.optional(operatorNumber()), availableBalance: v.optional(operatorNumber()), errors: v.optional(v.array(v.looseObject({ code: v.string(), message: v.string() }))) });
export const CashOutSchema = v.looseObject({ status: v.literal('CASHED_OUT'), bet: BetSchema, balance: operatorNumber() });

/** A bet builder refusal (ours, docs/api.md "Bet builder"): the legs it is about and what to change. */
const betBuilderError = v.looseObject({ code: v.string(), message: v.string(), ref: v.optional(v.string()), outcomeIds: v.optional(v.array(v.string()), []) });

export const BetBuilderQuoteSchema = v.looseObject({
  status: v.picklist(['PRICED', 'REFUSED']),
  eventId: v.string(),
  decimal: v.nullable(operatorNumber()),
  errors: v.array(betBuilderError),
});
export type ApiBetBuilderQuote = v.InferOutput<typeof BetBuilderQuoteSchema>;

export const BetBuilderPlacementSchema = v.looseObject({
  betSlipId: v.string(),
  status: v.picklist(['PLACED', 'REJECTED']),
  reference: v.nullable(v.string()),
  bets: v.array(BetSchema),
  errors: v.array(betBuilderError),
  availableBalance: operatorNumber(),
  /** The current combined price, so a refusal for a moved price can offer it. */
  decimal: v.optional(v.nullable(operatorNumber()), null),
});
export type ApiBetBuilderPlacement = v.InferOutput<typeof BetBuilderPlacementSchema>;
export const PartialCashOutSchema = v.looseObject({ status: v.literal('PARTLY_CASHED_OUT'), amount: operatorNumber(), bet: BetSchema, balance: operatorNumber() });
export const AutoCashOutSchema = v.looseObject({ bet: BetSchema, balance: operatorNumber() });
