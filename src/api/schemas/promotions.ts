import * as v from 'valibot';

const text = v.pipe(v.string(), v.trim());
/** An id the operator may send as a number or a string; kept as a string (it goes in an address). */
const promotionId = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1));

/**
 * One promotion of GET /xapi/rest/promotions (ours; docs/api.md "Promotions"). Dates are
 * ISO instants (null: no start / no end); `optIn` says the bettor must opt in, `optedIn`
 * whether the player of the token has (null when logged out or not an opt-in offer).
 */
export const PromotionSummarySchema = v.looseObject({
  id: promotionId,
  title: v.pipe(text, v.minLength(1)),
  summary: v.optional(text, ''),
  imageUrl: v.optional(v.nullable(v.string()), null),
  startsAt: v.optional(v.nullable(v.string()), null),
  endsAt: v.optional(v.nullable(v.string()), null),
  optIn: v.optional(v.boolean(), false),
  optedIn: v.optional(v.nullable(v.boolean()), null),
  cta: v.optional(v.nullable(v.looseObject({ label: v.pipe(text, v.minLength(1)), link: v.pipe(text, v.minLength(1)) })), null),
});

/** GET /xapi/rest/promotions/{id}: the summary and the full terms (operator HTML, sanitised before it is shown). */
export const PromotionDetailSchema = v.looseObject({ ...PromotionSummarySchema.entries, termsHtml: v.optional(v.string(), '') });

/** The list's envelope; each entry is read on its own, so one broken promotion does not hide the others. */
export const PromotionListSchema = v.looseObject({ promotions: v.array(v.unknown()) });

export const PromotionOptInSchema = v.looseObject({ id: promotionId, optedIn: v.literal(true), optedInAt: v.optional(v.nullable(v.string()), null) });

export type PromotionSummary = v.InferOutput<typeof PromotionSummarySchema>;
export type PromotionDetail = v.InferOutput<typeof PromotionDetailSchema>;
export type PromotionOptIn = v.InferOutput<typeof PromotionOptInSchema>;
