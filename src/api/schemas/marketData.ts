import * as v from 'valibot';
import { operatorNumber } from './operatorNumbers';

const id = v.union([v.string(), v.pipe(operatorNumber(), v.transform(String))]);
const nullableNumber = v.optional(v.nullable(operatorNumber()), null);

export const CurrentPriceSchema = v.looseObject({
  id: v.optional(id),
  decimal: v.pipe(operatorNumber(), v.finite()),
  spread: nullableNumber,
  spread2: nullableNumber,
});

export const OutcomeSchema = v.looseObject({
  id,
  description: v.string(),
  ordinalPosition: v.optional(operatorNumber()),
  opponentId: v.optional(v.nullable(v.string()), null),
  hidden: v.optional(v.boolean(), false),
  consolidatedPrice: v.looseObject({ currentPrice: CurrentPriceSchema, penultimatePrice: v.optional(v.nullable(CurrentPriceSchema)), antepenultimatePrice: v.optional(v.nullable(CurrentPriceSchema)) }),
});

export const MarketSchema = v.looseObject({
  id,
  eventId: id,
  feedId: v.optional(v.string()),
  description: v.string(),
  marketTypeId: operatorNumber(),
  periodId: v.optional(operatorNumber()),
  instance: v.optional(v.nullable(operatorNumber()), null),
  status: v.picklist(['open', 'suspended', 'lts', 'closed', 'settled', 'resulted']),
  playerName: v.optional(v.nullable(v.string()), null),
  /** Where the market type sits in the operator's market order (the event page sorts by it). */
  marketTypeInfo: v.optional(v.looseObject({ style: v.optional(v.string()), ordinalPosition: v.optional(operatorNumber()) })),
  period: v.optional(
    v.looseObject({
      id: operatorNumber(),
      sequence: v.optional(operatorNumber()),
      periodType: v.looseObject({ id: operatorNumber(), inRunning: v.boolean() }),
      fullDescription: v.optional(v.string()),
      fullAbbreviation: v.optional(v.string()),
    }),
  ),
  outcomes: v.array(OutcomeSchema),
  /** `epoch:cursor` of the feed this answer was read at (docs/api.md "Live feed"): a newer streamed price is kept over it. */
  feedOrder: v.optional(v.string()),
});

export const EventSchema = v.looseObject({
  id,
  slug: v.string(),
  description: v.optional(v.string(), ''),
  eventPaths: v.array(v.looseObject({ id: operatorNumber(), description: v.string() })),
  sportCode: v.string(),
  feedCode: v.optional(v.string()),
  startTime: v.optional(v.string()),
  clock: v.optional(v.nullable(v.looseObject({ minutes: v.optional(operatorNumber()), seconds: v.optional(operatorNumber()), status: v.string() })), null),
  isFinished: v.optional(v.boolean(), false),
  liveOpenMarketCount: v.optional(operatorNumber(), 0),
  betBuilderEvent: v.optional(v.boolean(), false),
  jackpotId: v.optional(v.nullable(v.string()), null),
  scores: v.optional(v.record(v.string(), v.string())),
  scoresPerPeriod: v.optional(v.array(v.looseObject({ opponentId: v.string(), instance: operatorNumber(), key: v.string(), score: v.string() }))),
  opponents: v.optional(v.array(v.looseObject({ id: v.string(), description: v.string(), home: v.boolean() })), []),
  markets: v.optional(v.array(MarketSchema), []),
  /** `epoch:cursor` of the feed this answer was read at: a newer streamed clock or score is kept over it. */
  feedOrder: v.optional(v.string()),
});

export const EventPageSchema = v.looseObject({
  total: operatorNumber(),
  page: operatorNumber(),
  eventsPerPage: operatorNumber(),
  events: v.array(EventSchema),
});

export const SportSummarySchema = v.looseObject({ id: operatorNumber(), code: v.string(), name: v.string(), eventCount: operatorNumber(), liveEventCount: operatorNumber() });
export const SportsSchema = v.array(SportSummarySchema);

export const LivePageSchema = v.looseObject({
  sports: v.array(v.looseObject({ id: operatorNumber(), code: v.optional(v.string()), name: v.string(), description: v.optional(v.string()), events: v.array(EventSchema) })),
});

export const SnapshotSchema = v.looseObject({ epoch: v.optional(v.string()), cursor: operatorNumber(), events: v.array(EventSchema), light: v.optional(v.boolean()) });

export const FeedChangeSchema = v.looseObject({ cursor: operatorNumber(), type: v.string(), payload: v.unknown() });
export const ChangesSchema = v.looseObject({ epoch: v.optional(v.string()), cursor: operatorNumber(), latest: v.optional(operatorNumber()), changes: v.array(FeedChangeSchema) });

export type ApiEvent = v.InferOutput<typeof EventSchema>;
export type ApiMarket = v.InferOutput<typeof MarketSchema>;
export type ApiOutcome = v.InferOutput<typeof OutcomeSchema>;
export type ApiEventPage = v.InferOutput<typeof EventPageSchema>;
export type ApiSportSummary = v.InferOutput<typeof SportSummarySchema>;
export type ApiFeedChange = v.InferOutput<typeof FeedChangeSchema>;
