/**
 * The address segment of the parlay extra-winnings promotion's own page (/promotions/extra-winnings).
 * The promotion is the SDK's (GET promotions/epw carries only figures), so its id is ours too;
 * docs/promotions.md says why.
 */
export const PARLAY_PROMOTION_ID = 'extra-winnings';
