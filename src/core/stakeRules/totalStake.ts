import { type Big, dec, toNumber } from '../decimal/exact';
import type { GroupStake, SingleStake, SlipStakes } from './stakeTypes';

/** A usable amount or 0: NaN, Infinity, a negative or a missing stake means "no stake". */
export function stakeOrZero(amount: number | null | undefined): number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : 0;
}

/**
 * Bets a single places (spec 5 "Each-way doubles single stakes"): 2, a win bet and a place
 * bet, when the operator enables each way (each_way_enabled), the selection offers it
 * (showEachWay) and the bettor ticked it (eachWay); otherwise 1.
 */
export function singleBetCount(single: Pick<SingleStake, 'eachWay' | 'showEachWay'>, eachWayEnabled: boolean): 1 | 2 {
  return eachWayEnabled && single.showEachWay === true && single.eachWay === true ? 2 : 1;
}

/**
 * The free-money stake per bet that counts (spec 5): only while a free bet is on offer
 * (maxFreeMoneyStake set) and a free-money unit stake exists. Otherwise 0.
 */
export function countedFreeMoneyUnitStake(single: Pick<SingleStake, 'maxFreeMoneyStake' | 'freeMoneyUnitStake'>): number {
  return stakeOrZero(single.maxFreeMoneyStake) > 0 ? stakeOrZero(single.freeMoneyUnitStake) : 0;
}

/** Bets a group places: a whole number of at least 1, else 0 (nothing can be placed). */
export function groupBetCount(group: Pick<GroupStake, 'noOfBets'>): number {
  return Number.isSafeInteger(group.noOfBets) && group.noOfBets > 0 ? group.noOfBets : 0;
}

/** The slip's stakes split by where the money comes from. */
export interface StakeTotals<Amount = number> {
  /** Paid from the wallet. */
  cash: Amount;
  /** Paid by free bets. */
  freeMoney: Amount;
  /** Everything staked: cash + freeMoney. */
  total: Amount;
}

/**
 * The slip's stakes, exactly (spec 5), in the units the bettor types: each single's stake
 * x its bet count (each way doubles), each multiple's and system's unit stake x noOfBets.
 * Free money is counted per bet like cash, so an each-way free bet uses twice its unit.
 * Unusable amounts count as 0, so no total is ever NaN or negative.
 */
export function exactStakeTotals(slip: SlipStakes, eachWayEnabled: boolean): StakeTotals<Big> {
  let cash = dec(0);
  let freeMoney = dec(0);
  for (const single of slip.singles) {
    const bets = singleBetCount(single, eachWayEnabled);
    cash = cash.plus(dec(stakeOrZero(single.unitStake)).times(bets));
    freeMoney = freeMoney.plus(dec(countedFreeMoneyUnitStake(single)).times(bets));
  }
  for (const group of [...slip.multiples, ...slip.systems]) {
    cash = cash.plus(dec(stakeOrZero(group.unitStake)).times(groupBetCount(group)));
  }
  return { cash, freeMoney, total: cash.plus(freeMoney) };
}

/** exactStakeTotals as numbers for display; each is an exact decimal sum. */
export function stakeTotals(slip: SlipStakes, eachWayEnabled: boolean): StakeTotals {
  const exact = exactStakeTotals(slip, eachWayEnabled);
  return { cash: toNumber(exact.cash), freeMoney: toNumber(exact.freeMoney), total: toNumber(exact.total) };
}

/** The slip's total stake (spec 5), cash and free money together. */
export function totalStake(slip: SlipStakes, eachWayEnabled: boolean): number {
  return toNumber(exactStakeTotals(slip, eachWayEnabled).total);
}

/** The slip's free-money stake (spec 5), which the balance check leaves out. */
export function totalFreeMoneyStake(slip: SlipStakes, eachWayEnabled: boolean): number {
  return toNumber(exactStakeTotals(slip, eachWayEnabled).freeMoney);
}
