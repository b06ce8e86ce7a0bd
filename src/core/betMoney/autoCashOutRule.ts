import { type Big, dec } from '../decimal/exact';

/** Why a target cannot be a bet's auto cash-out rule; the bettor is told what to change. */
export type AutoCashOutTargetRefusal = 'target-not-positive' | 'target-too-fine' | 'target-above-potential-returns';

/**
 * Checks a bettor's auto cash-out target ("cash out in full when the value reaches X").
 * No offer is ever above the bet's potential returns (core `cashOutOffer`), so a target
 * above them could never be reached: it is refused rather than kept as a rule that never
 * fires. A target equal to them is allowed (an offer reaches it only at a price of 1).
 */
export function checkAutoCashOutTarget(target: Big | number | string, potentialReturns: Big | number | string, precision: number): AutoCashOutTargetRefusal | null {
  const amount = dec(target);
  if (amount.lte(0)) return 'target-not-positive';
  if (!amount.mod(dec(1).div(dec(10).pow(precision))).eq(0)) return 'target-too-fine';
  if (amount.gt(dec(potentialReturns))) return 'target-above-potential-returns';
  return null;
}

/** Whether an armed rule fires on this value: an offer exists and has reached the target. */
export function autoCashOutReached(value: Big | null, target: Big | number | string): boolean {
  return value !== null && value.gte(dec(target));
}
