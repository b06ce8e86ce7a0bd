import type { SlipStakes } from './stakeTypes';
import { countedFreeMoneyUnitStake, groupBetCount, stakeOrZero } from './totalStake';

/**
 * The refs of the bets that would be placed, in slip order (singles, multiples, systems).
 * A zero or empty stake is not an error: that bet is simply not placed. An empty list
 * means there is nothing to place (the place button stays disabled); the stake checks
 * (validateStakes) say nothing about it.
 */
export function stakedBetRefs(slip: SlipStakes): string[] {
  const refs: string[] = [];
  for (const single of slip.singles) {
    if (stakeOrZero(single.unitStake) > 0 || countedFreeMoneyUnitStake(single) > 0) refs.push(single.ref);
  }
  for (const group of [...slip.multiples, ...slip.systems]) {
    if (stakeOrZero(group.unitStake) > 0 && groupBetCount(group) > 0) refs.push(group.ref);
  }
  return refs;
}
