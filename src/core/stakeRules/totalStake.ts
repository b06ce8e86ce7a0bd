import { type Big, dec } from '../decimal/exact';
import type { GroupStake, SingleStake, SlipStakes } from './stakeTypes';

/** A usable amount or 0: the slip never carries NaN or a negative stake into a sum. */
export function stakeOrZero(amount: number | null | undefined): number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : 0;
}

/**
 * Bets a single places: 2 with each way (a win bet and a place bet) when the operator
 * enables each way (each_way_enabled), the selection offers it and the bettor ticked it.
 */
export function singleBetCount(single: SingleStake, eachWayEnabled: boolean): 1 | 2 {
  return eachWayEnabled && single.showEachWay === true && single.eachWay === true ? 2 : 1;
}

function groupTotal(group: GroupStake, amount: number | null | undefined): Big {
  return dec(stakeOrZero(amount)).times(Number.isInteger(group.noOfBets) && group.noOfBets > 0 ? group.noOfBets : 0);
}

/**
 * The slip's total cash stake, exactly (spec 5): singles' stakes (doubled for each way),
 * plus multiples' and systems' unit stake x number of bets.
 */
export function totalStake(slip: SlipStakes, eachWayEnabled: boolean): Big {
  let total = dec(0);
  for (const single of slip.singles) total = total.plus(dec(stakeOrZero(single.unitStake)).times(singleBetCount(single, eachWayEnabled)));
  for (const group of [...slip.multiples, ...slip.systems]) total = total.plus(groupTotal(group, group.unitStake));
  return total;
}

/** The free-money part of the slip, counted the same way. */
export function totalFreeMoneyStake(slip: SlipStakes, eachWayEnabled: boolean): Big {
  let total = dec(0);
  for (const single of slip.singles) total = total.plus(dec(stakeOrZero(single.freeMoneyUnitStake)).times(singleBetCount(single, eachWayEnabled)));
  for (const group of [...slip.multiples, ...slip.systems]) total = total.plus(groupTotal(group, group.freeMoneyUnitStake));
  return total;
}
