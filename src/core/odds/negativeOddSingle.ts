import { dec, roundTo, toNumber } from '../decimal/exact';
import { isNegativeOdd } from './negativeOdds';
import type { OddsFormat } from './oddsFormat';

/** What decides whether a single is staked the Asian way: the operator's switch and the bettor's odds format. */
export interface NegativeOddsRule {
  /** The operator's betslip_negative_odds_enabled setting. */
  enabled: boolean;
  format: OddsFormat;
}

/**
 * Spec 5 negative odds, Asian convention: on a price its format shows as negative, the
 * amount the bettor types is the amount to WIN, and the stake at risk is
 * typed / (decimal - 1).
 *
 * The risk is rounded UP to `precision` places (the stake's places): risk x (decimal - 1)
 * is then never below the typed amount, so the bettor wins at least what they asked for
 * and the slip's "returns = risk + typed" never promises more than risk x decimal pays.
 * (core negativeOddStake rounds half-up, which can leave the win a cent short.)
 * Returns null for an unusable price or amount.
 */
export function negativeOddRisk(toWin: number, decimal: number, precision: number): number | null {
  if (!Number.isFinite(toWin) || toWin < 0 || !Number.isFinite(decimal) || decimal <= 1) return null;
  return toNumber(roundTo(dec(toWin).div(dec(decimal).minus(1)), precision, 'up'));
}

/**
 * The stake a single actually puts at risk for the amount typed: the typed amount itself,
 * or, when the rule makes the price a negative odd, its risk (negativeOddRisk). Used by
 * every place the slip's stake leaves the slip: the figures, the stake rules, the PUT
 * model and the placement request, so they all agree. Multiples and systems never go
 * through it (negative odds are a single's convention).
 */
export function singleStakeAtRisk(typed: number, decimal: number, rule: NegativeOddsRule | null | undefined, precision: number): number {
  if (!rule || typed <= 0 || !isNegativeOdd({ enabled: rule.enabled, format: rule.format, decimal })) return typed;
  return negativeOddRisk(typed, decimal, precision) ?? typed;
}

/** How the slip's singles are staked: the negative-odds rule and the places of a stake. */
export interface SingleStaking {
  negativeOdds: NegativeOddsRule | null;
  /** The places a stake is sent with (core stakePrecision). */
  precision: number;
}

/** singleStakeAtRisk for a slip's single at `decimal`; the typed stake when no staking is given. */
export function stakeAtRiskOf(unitStake: number, decimal: number, staking: SingleStaking | undefined): number {
  return staking ? singleStakeAtRisk(unitStake, decimal, staking.negativeOdds, staking.precision) : unitStake;
}
