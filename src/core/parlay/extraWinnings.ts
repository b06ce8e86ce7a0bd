import { dec, roundTo, toNumber } from '../decimal/exact';
import { consoleLogger, type CoreLogger } from '../logger';

/**
 * One tier of the parlay extra-winnings promotion (spec 3, 7 GET /xapi/rest/promotions/epw).
 * The spec names only betSize; `percentage` is our name for the tier's value.
 */
export interface ParlayTier {
  /** Selections a multiple needs for this tier. */
  betSize: number;
  /** Bonus on the multiple's net winnings, in percent. */
  percentage: number;
}

export interface ParlayExtraWinningsConfig {
  /** Ascending by betSize once read by parseParlayConfig (spec 5). */
  epwPromoFilterValues: readonly ParlayTier[];
  /** The most one multiple can earn from the promotion. */
  maxAmount: number;
}

/** Why a promotion response cannot be used at all. */
export type ParlayConfigError = 'not-an-object' | 'tiers-not-a-list' | 'invalid-max-amount';

export type ParlayConfigResult = { ok: true; config: ParlayExtraWinningsConfig } | { ok: false; error: ParlayConfigError };

/**
 * Reads the promotion response. A response that is not an object, has no tier list or no
 * usable maxAmount (a finite number of 0 or more) is refused with a typed error (the
 * promotion is then off). A single malformed tier (betSize not a whole number of at least
 * 1, percentage not a finite number of 0 or more, or a betSize already seen) is dropped
 * with a warning and the other tiers still apply. Tiers come back sorted ascending by
 * betSize (spec 5).
 */
export function parseParlayConfig(value: unknown, logger: CoreLogger = consoleLogger): ParlayConfigResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: 'not-an-object' };
  const { epwPromoFilterValues, maxAmount } = value as Record<string, unknown>;
  if (!Array.isArray(epwPromoFilterValues)) return { ok: false, error: 'tiers-not-a-list' };
  if (typeof maxAmount !== 'number' || !Number.isFinite(maxAmount) || maxAmount < 0) return { ok: false, error: 'invalid-max-amount' };

  const tiers: ParlayTier[] = [];
  for (const entry of epwPromoFilterValues as unknown[]) {
    const tier = readTier(entry);
    if (tier === null) {
      logger.warn(`Parlay extra winnings: ignored tier ${describe(entry)}; a tier needs a whole betSize of at least 1 and a percentage of 0 or more.`);
    } else if (tiers.some((kept) => kept.betSize === tier.betSize)) {
      logger.warn(`Parlay extra winnings: ignored a second tier for betSize ${tier.betSize}; the first one applies.`);
    } else {
      tiers.push(tier);
    }
  }
  return { ok: true, config: { epwPromoFilterValues: sortTiers(tiers), maxAmount } };
}

function readTier(entry: unknown): ParlayTier | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { betSize, percentage } = entry as Record<string, unknown>;
  if (typeof betSize !== 'number' || !Number.isSafeInteger(betSize) || betSize < 1) return null;
  if (typeof percentage !== 'number' || !Number.isFinite(percentage) || percentage < 0) return null;
  return { betSize, percentage };
}

function describe(entry: unknown): string {
  try {
    return JSON.stringify(entry) ?? String(entry);
  } catch {
    return String(entry);
  }
}

/** Spec 5: tiers ascending by betSize. */
export function sortTiers(tiers: readonly ParlayTier[]): ParlayTier[] {
  return [...tiers].sort((a, b) => a.betSize - b.betSize);
}

export interface ParlayBet {
  /** Selections in the multiple. */
  selectionCount: number;
  /** The multiple's total stake. */
  stake: number;
  /** The multiple's potential returns (stake included). */
  potentialReturns: number;
  /** Player details flag: excluded players get no promotion (spec 5). */
  excludedFromPromotions: boolean;
}

/**
 * The promotion's bonus on a multiple (spec 3 extraParlayWinnings, 5):
 *
 *   tier  = the tier with the highest betSize not above selectionCount
 *   extra = min(maxAmount, (potentialReturns - stake) x tier.percentage / 100)
 *
 * rounded down to `precision` places. 0 when the player is excluded from promotions, no
 * tier applies, there are no winnings, or the input cannot be used (never NaN, never
 * negative, never above maxAmount).
 */
export function parlayExtraWinnings(bet: ParlayBet, config: ParlayExtraWinningsConfig | null, precision = 2): number {
  if (config === null || bet.excludedFromPromotions) return 0;
  if (!Number.isFinite(bet.stake) || !Number.isFinite(bet.potentialReturns) || !Number.isInteger(precision) || precision < 0) return 0;
  if (!Number.isFinite(config.maxAmount) || config.maxAmount <= 0) return 0;
  const tier = sortTiers(config.epwPromoFilterValues)
    .filter((candidate) => candidate.betSize <= bet.selectionCount)
    .at(-1);
  if (tier === undefined || !Number.isFinite(tier.percentage) || tier.percentage <= 0) return 0;
  const winnings = dec(bet.potentialReturns).minus(bet.stake);
  if (winnings.lte(0)) return 0;
  const bonus = winnings.times(tier.percentage).div(100);
  const capped = bonus.gt(config.maxAmount) ? dec(config.maxAmount) : bonus;
  return toNumber(roundTo(capped, precision, 'down'));
}
