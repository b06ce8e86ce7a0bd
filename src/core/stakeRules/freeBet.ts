import type { SingleStake } from './stakeTypes';
import { stakeOrZero } from './totalStake';

/** Spec 4: the free-bet choice on a selection, none (freeBetNull) or max (freeBetMax). */
export type FreeBetMode = 'none' | 'max';

type FreeBetFields = Pick<SingleStake, 'unitStake' | 'maxFreeMoneyStake' | 'freeMoneyUnitStake'>;

/**
 * Applies the free-bet choice to a selection (spec 4):
 * - 'none' (freeBetNull) clears the free-money stake and keeps the cash stake;
 * - 'max' (freeBetMax) stakes the whole free bet on offer (maxFreeMoneyStake) and clears
 *   the cash stake, so the bet is played with the free bet alone.
 * 'max' on a selection with no free bet on offer changes nothing: there is nothing to
 * stake, and the slip refuses that choice before it gets here.
 */
export function applyFreeBetMode<T extends FreeBetFields>(selection: T, mode: FreeBetMode): T {
  if (mode === 'none') return { ...selection, freeMoneyUnitStake: null };
  const offered = stakeOrZero(selection.maxFreeMoneyStake);
  return offered > 0 ? { ...selection, freeMoneyUnitStake: offered, unitStake: 0 } : selection;
}
