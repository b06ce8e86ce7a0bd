import type { CoreSettings, StakeProblem } from '../../core';

/**
 * The bounds a stake problem names, in the stake's units: a multiple's minimum for a
 * multiple below it, else the bet's own bounds from the server (a single's minBetStake and
 * maxBetStake) or the operator's. The row's message and the quick stakes' line say the same.
 */
export function stakeBounds(
  problem: StakeProblem,
  settings: Pick<CoreSettings, 'bet_stake_min_amount' | 'bet_stake_max_amount' | 'multiple_min_stake'>,
  own: { minBetStake?: number | null | undefined; maxBetStake?: number | null | undefined } = {},
): { min: number; max: number } {
  return {
    min: problem.reason === 'multiple-below-minimum' ? settings.multiple_min_stake : (own.minBetStake ?? settings.bet_stake_min_amount),
    max: own.maxBetStake ?? settings.bet_stake_max_amount,
  };
}
