import type { AutoCashOutTargetRefusal, PartialCashOutRefusal } from '../../../src/core/index';

/** What the operator answers for each partial cash-out refusal: how to fix the request. */
export const PARTIAL_CASH_OUT_REFUSALS: Record<PartialCashOutRefusal, string> = {
  'amount-not-positive': 'Send an amount of at least one minor unit (0.01 in EUR).',
  'amount-too-fine': 'Send the amount in whole minor units (at most two decimals in EUR).',
  'amount-not-below-value': 'The amount must be below the whole cash-out value; to take it all, cash out in full.',
  'remainder-too-small': 'Nothing of the stake would stay on at this amount; cash out in full instead.',
};

/** What the operator answers for each auto cash-out target refusal. */
export const AUTO_CASH_OUT_REFUSALS: Record<AutoCashOutTargetRefusal, (potentialReturns: string, currency: string) => string> = {
  'target-not-positive': () => 'Send a target above 0, or { "target": null } to remove the rule.',
  'target-too-fine': () => 'Send the target in whole minor units (at most two decimals in EUR).',
  'target-above-potential-returns': (potentialReturns, currency) => `A cash-out value never exceeds the bet's potential returns (${currency} ${potentialReturns}): choose a target up to that.`,
};

/**
 * A cash out (full or partial) asked while a price of the bet is moving (the cash-out push
 * shows it suspended, cashOutWatch.ts): refused, nothing paid, the bet stays open. The
 * "value changed" refusal without a value: the bettor simply asks again once the new value
 * shows (about a second), so it is not `cashout-unavailable`, which says "not now, maybe never".
 */
export const PRICE_CHANGING_REFUSAL = {
  ok: false,
  status: 409,
  error: 'cashout-value-changed',
  message: 'A price of this bet is changing: nothing was cashed out and the bet stays open. Ask again with the new value once it settles (the cash-out push or GET .../openbets shows it).',
  value: null,
} as const;
