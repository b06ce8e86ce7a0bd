import { type Big, dec, toNumber } from '../decimal/exact';

/**
 * Promo cash (spec 3 wallet `promoCash`, slip `usePromoCash`): the operator's bonus money in
 * the sportsbook wallet. The rule, the same on the slip, in the sandbox's record and at
 * settlement (docs/betslip.md "Promo cash"):
 *
 * - it pays first: the slip's cash cost is taken from promo cash, the rest from the balance;
 * - it is spread over the slip's bets in one fixed order (singles sel1, sel2 ..., the
 *   multiple, then the systems by code), each bet taking what it costs until none is left,
 *   so the slip and the operator split a slip the same way whatever order they list it in;
 * - a bet with a promo-cash part pays what the same bet staked in cash pays, less that part
 *   (never below 0): promo cash's winnings are paid as cash, its stake is not returned;
 * - a bet whose every leg is void gives each part back where it came from (docs).
 */

/** One bet's cash stake (free money excluded: a free bet is not the wallet's) by its ref. */
export interface PromoCashBet {
  /** sel1 ..., mul1, or a system's three-digit code. */
  ref: string;
  cashStake: Big | number | string;
}

/** Where a bet stands in the order promo cash is spent in: singles, the multiple, systems. */
function spendingRank(ref: string): [number, number] {
  const single = /^sel(\d+)$/.exec(ref);
  if (single) return [0, Number(single[1])];
  if (ref === 'mul1') return [1, 0];
  return [2, Number.parseInt(ref.slice(-3), 10) || 0];
}

function bySpendingOrder(a: PromoCashBet, b: PromoCashBet): number {
  const [groupA, indexA] = spendingRank(a.ref);
  const [groupB, indexB] = spendingRank(b.ref);
  return groupA - groupB || indexA - indexB || a.ref.localeCompare(b.ref);
}

/**
 * How much of each bet's cash stake promo cash pays, by ref: `available` spent in the fixed
 * order until it runs out. Refs whose part is 0 are in the answer too (with 0). Exact: no
 * rounding, the parts are amounts the wallet holds.
 */
export function promoCashParts(bets: readonly PromoCashBet[], available: Big | number | string): Map<string, Big> {
  let left = dec(available).gt(0) ? dec(available) : dec(0);
  const parts = new Map<string, Big>();
  for (const bet of [...bets].sort(bySpendingOrder)) {
    const cost = dec(bet.cashStake).gt(0) ? dec(bet.cashStake) : dec(0);
    const part = left.lt(cost) ? left : cost;
    parts.set(bet.ref, part);
    left = left.minus(part);
  }
  return parts;
}

/** What a bet pays when `promoPart` of its stake was promo cash: its cash-bet payout less that part, never below 0. */
export function promoCashPayout(cashBetPays: Big | number | string, promoPart: Big | number | string): Big {
  const paid = dec(cashBetPays).minus(dec(promoPart));
  return paid.gt(0) ? paid : dec(0);
}

/** The promo cash a slip uses: all of its cost up to what the wallet holds. */
export function promoCashToUse(totalCost: Big | number | string, available: Big | number | string | null): number {
  if (available === null) return 0;
  const cost = dec(totalCost);
  const held = dec(available);
  if (!held.gt(0) || !cost.gt(0)) return 0;
  return toNumber(held.lt(cost) ? held : cost);
}

/**
 * The operator's refusal of a slip that claims more promo cash than the wallet holds (spent
 * in another tab, or none at all): nothing is taken, the slip is read again (docs/api.md).
 */
export const PROMO_CASH_SHORT = 'PROMO-CASH-SHORT';
