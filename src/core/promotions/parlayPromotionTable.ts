import type { ParlayExtraWinningsConfig } from '../parlay/extraWinnings';
import { sortTiers } from '../parlay/extraWinnings';

/** One row of the parlay promotion's table: a range of selections and its bonus. */
export interface ParlayTableRow {
  /** The fewest selections the row covers. */
  fromSelections: number;
  /** The most it covers; null: that many or more. */
  toSelections: number | null;
  /** Bonus on the multiple's net winnings, percent. */
  percentage: number;
}

export interface ParlayPromotionTable {
  rows: ParlayTableRow[];
  /** The most one multiple can earn from the promotion, in the bettor's currency. */
  maxAmount: number;
}

/**
 * The parlay extra-winnings promotion (spec 3, 7 GET promotions/epw) as a table a bettor
 * reads: each tier covers its betSize up to the next tier's (the bonus a multiple gets is
 * the highest tier not above its selection count, core parlayExtraWinnings), the last one
 * "or more". Tiers of 0 % are kept where they sit (they end the tier before them) but not
 * shown. null when the promotion pays nothing: no tier above 0 % or no positive cap.
 */
export function parlayPromotionTable(config: ParlayExtraWinningsConfig | null): ParlayPromotionTable | null {
  if (config === null || !Number.isFinite(config.maxAmount) || config.maxAmount <= 0) return null;
  const tiers = sortTiers(config.epwPromoFilterValues);
  const rows = tiers
    .map((tier, index) => {
      const next = tiers[index + 1];
      return { fromSelections: tier.betSize, toSelections: next === undefined ? null : next.betSize - 1, percentage: tier.percentage };
    })
    .filter((row) => Number.isFinite(row.percentage) && row.percentage > 0);
  return rows.length === 0 ? null : { rows, maxAmount: config.maxAmount };
}
