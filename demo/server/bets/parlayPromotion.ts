import { parseParlayConfig, type ParlayExtraWinningsConfig } from '../../../src/core/index';

/**
 * The sandbox operator's parlay extra-winnings promotion (spec 7 GET promotions/epw): the
 * client shows the bonus from it, and placement records and settlement pays the same
 * bonus (core parlayExtraWinnings), so the three agree.
 */
export const PARLAY_PROMOTION_BODY = { epwPromoFilterValues: [{ betSize: 8, percentage: 25 }, { betSize: 3, percentage: 5 }, { betSize: 5, percentage: 10 }], maxAmount: 500 };

const parsed = parseParlayConfig(PARLAY_PROMOTION_BODY);
if (!parsed.ok) throw new Error(`The sandbox's parlay promotion does not read: ${parsed.error}. Fix PARLAY_PROMOTION_BODY.`);

/** As the client reads it (tiers ascending by betSize). */
export const PARLAY_PROMOTION: ParlayExtraWinningsConfig = parsed.config;
