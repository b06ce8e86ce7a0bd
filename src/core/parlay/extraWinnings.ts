import { type Big, dec, roundTo, toNumber } from '../decimal/exact';
import { consoleLogger, type CoreLogger } from '../logger';

/** One tier of the parlay extra-winnings promotion (GET /xapi/rest/promotions/epw). */
export interface ParlayTier {
  /** Selections a multiple needs for this tier. */
  betSize: number;
  /** Bonus on the multiple's winnings, in percent. The spec names only betSize; see docs/core.md. */
  percentage: number;
}

export interface ParlayExtraWinningsConfig {
  epwPromoFilterValues: readonly ParlayTier[];
  /** The most one multiple can earn from the promotion. */
  maxAmount: number;
}

/**
 * Reads the promotion response. Tiers are sorted ascending by betSize (spec 5); entries
 * without a positive whole betSize or a finite non-negative percentage are dropped with a
 * warning rather than failing the whole promotion. Null when the response is unusable.
 */
export function parseParlayConfig(value: unknown, logger: CoreLogger = consoleLogger): ParlayExtraWinningsConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { epwPromoFilterValues, maxAmount } = value as Record<string, unknown>;
  if (!Array.isArray(epwPromoFilterValues) || typeof maxAmount !== 'number' || !Number.isFinite(maxAmount) || maxAmount < 0) {
    logger.warn('Parlay extra winnings: expected { epwPromoFilterValues: [...], maxAmount: number }; the promotion is off.');
    return null;
  }
  const tiers: ParlayTier[] = [];
  for (const entry of epwPromoFilterValues as unknown[]) {
    const { betSize, percentage } = (entry ?? {}) as Record<string, unknown>;
    if (typeof betSize === 'number' && Number.isInteger(betSize) && betSize > 0 && typeof percentage === 'number' && Number.isFinite(percentage) && percentage >= 0) {
      tiers.push({ betSize, percentage });
    } else {
      logger.warn(`Parlay extra winnings: ignored tier ${JSON.stringify(entry)}; a tier needs a whole betSize > 0 and a percentage >= 0.`);
    }
  }
  return { epwPromoFilterValues: sortTiers(tiers), maxAmount };
}

export function sortTiers(tiers: readonly ParlayTier[]): ParlayTier[] {
  return [...tiers].sort((a, b) => a.betSize - b.betSize);
}

export interface ParlayBet {
  selectionCount: number;
  /** Total stake of the multiple. */
  stake: number;
  potentialReturns: number;
  /** Player details flag: excluded players get no promotion (spec 5). */
  excludedFromPromotions: boolean;
}

/**
 * The promotion's bonus on a multiple: the tier with the highest betSize not above the
 * number of selections, applied to the winnings (returns minus stake), capped at
 * maxAmount, rounded down to cents. 0 when no tier applies or the player is excluded.
 */
export function parlayExtraWinnings(bet: ParlayBet, config: ParlayExtraWinningsConfig | null, precision = 2): number {
  if (config === null || bet.excludedFromPromotions) return 0;
  const tier = sortTiers(config.epwPromoFilterValues).filter((candidate) => candidate.betSize <= bet.selectionCount).at(-1);
  if (tier === undefined || !Number.isFinite(bet.stake) || !Number.isFinite(bet.potentialReturns)) return 0;
  const winnings: Big = dec(bet.potentialReturns).minus(dec(bet.stake));
  if (winnings.lte(0)) return 0;
  const bonus = winnings.times(dec(tier.percentage)).div(100);
  const capped = bonus.gt(dec(config.maxAmount)) ? dec(config.maxAmount) : bonus;
  return toNumber(roundTo(capped, precision, 'down'));
}
