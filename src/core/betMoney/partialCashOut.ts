import { type Big, dec } from '../decimal/exact';
import { divideDown } from '../decimal/exactDivision';

/** Why a partial cash out of that amount cannot be made; the bettor is told what to change. */
export type PartialCashOutRefusal = 'amount-not-positive' | 'amount-too-fine' | 'amount-not-below-value' | 'remainder-too-small';

export interface PartialCashOutInput {
  /** The cash stake the bet carries now, in currency units. */
  stake: Big | number | string;
  /** The bet's whole cash-out value now (core `cashOutOffer`). */
  value: Big | number | string;
  /** What the bettor asks to be paid now, in currency units (whole minor units). */
  amount: Big | number | string;
  /** The currency's decimal places (2 for EUR): every stake part is a whole number of minor units. */
  precision: number;
  /**
   * The whole cash-out value a bet of this stake would have now, at the same prices (the
   * operator's `cashOutOffer` on that stake). Used to make sure the part left on is never
   * worth more than what the bettor did not take.
   */
  remainderValue(stake: Big): Big | null;
}

export type PartialCashOutSplit =
  | { ok: true; amount: Big; cashedStake: Big; remainingStake: Big }
  | { ok: false; refusal: PartialCashOutRefusal };

/**
 * Splits a bet for a partial cash out: the bettor is paid exactly `amount`, and the bet
 * goes on with the share of its stake that `amount` did not buy. The rules, which the
 * property tests hold:
 *
 * - the stake splits exactly: cashedStake + remainingStake = stake, each in whole minor
 *   units (no cent appears or vanishes);
 * - the remaining stake is the proportional share stake x (value - amount) / value,
 *   rounded DOWN to the minor unit, then lowered a minor unit at a time while the bet it
 *   leaves would be worth more than value - amount at today's prices: rounding always
 *   favours neither side by more than a minor unit, and a split never creates money
 *   (amount + what the remainder is worth <= value);
 * - `amount` is below the whole value (a full cash out is the ordinary one) and at least
 *   one minor unit, and something must stay on (a remainder of 0 is a full cash out).
 *
 * The remaining bet's potential returns are then the bet's own rule on the remaining stake
 * (what settlement pays), so they are reduced in the same proportion before rounding.
 */
export function splitForPartialCashOut(input: PartialCashOutInput): PartialCashOutSplit {
  const stake = dec(input.stake);
  const value = dec(input.value);
  const amount = dec(input.amount);
  const minorUnit = dec(1).div(dec(10).pow(input.precision));
  if (amount.lte(0)) return { ok: false, refusal: 'amount-not-positive' };
  if (!amount.mod(minorUnit).eq(0)) return { ok: false, refusal: 'amount-too-fine' };
  if (amount.gte(value)) return { ok: false, refusal: 'amount-not-below-value' };
  let remainingStake = divideDown(stake.times(value.minus(amount)), value, input.precision);
  const leftOver = value.minus(amount);
  // At most a few steps: the proportional share is worth at most a couple of minor units too much.
  while (remainingStake.gt(0)) {
    const worth = input.remainderValue(remainingStake);
    if (worth === null || worth.lte(leftOver)) break;
    remainingStake = remainingStake.minus(minorUnit);
  }
  if (remainingStake.lte(0)) return { ok: false, refusal: 'remainder-too-small' };
  return { ok: true, amount, cashedStake: stake.minus(remainingStake), remainingStake };
}
