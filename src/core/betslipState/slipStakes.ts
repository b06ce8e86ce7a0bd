import { stakeAtRiskOf, type SingleStaking } from '../odds/negativeOddSingle';
import type { SlipStakes } from '../stakeRules/stakeTypes';
import { orderedSelections, type BetslipState } from './betslipState';
import type { SlipFigures } from './slipFigures';

/**
 * The slip as the stake rules read it (validateStakes, totalStake): its singles with their
 * bounds and free bets, the multiple, and the staked systems with their number of bets.
 * A single on a negative odd is checked with its stake at risk (`staking`, spec 5).
 */
export function slipStakes(state: BetslipState, figures: Pick<SlipFigures, 'systems'>, staking?: SingleStaking): SlipStakes {
  return {
    singles: orderedSelections(state).map((selection) => ({
      ref: selection.ref,
      unitStake: stakeAtRiskOf(selection.unitStake, selection.acceptedDecimal, staking),
      minBetStake: selection.minBetStake,
      maxBetStake: selection.maxBetStake,
      maxFreeMoneyStake: selection.maxFreeMoneyStake,
      freeMoneyUnitStake: selection.freeMoneyUnitStake,
      eachWay: selection.eachWay,
      showEachWay: selection.showEachWay,
    })),
    multiples: state.multiple ? [{ ref: state.multiple.ref, unitStake: state.multiple.unitStake, noOfBets: 1 }] : [],
    systems: figures.systems.filter((system) => system.unitStake > 0).map((system) => ({ ref: system.code, unitStake: system.unitStake, noOfBets: system.noOfBets })),
  };
}
