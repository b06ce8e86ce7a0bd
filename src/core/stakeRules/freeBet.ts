import type { SingleStake } from './stakeTypes';

/** Spec 4: the free-bet choice on a selection, none (freeBetNull) or max (freeBetMax). */
export type FreeBetMode = 'none' | 'max';

/**
 * Applies the free-bet choice: 'max' stakes the whole free bet and clears the cash stake
 * (the bettor plays the free bet alone); 'none' removes the free-money stake and leaves
 * the cash stake. A selection without a free bet on offer is returned unchanged.
 */
export function applyFreeBetMode<T extends SingleStake>(selection: T, mode: FreeBetMode): T {
  const offered = selection.maxFreeMoneyStake;
  if (offered === null || offered === undefined || !(offered > 0)) return mode === 'none' && selection.freeMoneyUnitStake ? { ...selection, freeMoneyUnitStake: null } : selection;
  return mode === 'max' ? { ...selection, freeMoneyUnitStake: offered, unitStake: 0 } : { ...selection, freeMoneyUnitStake: null };
}
