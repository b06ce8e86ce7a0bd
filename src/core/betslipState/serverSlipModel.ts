import { stakeAtRiskOf, type SingleStaking } from '../odds/negativeOddSingle';
import { orderedSelections, type BetslipState } from './betslipState';

/** The slip model a PUT betslips/selections sends (spec 3 "Betslip model for the server", 7). */
export interface ServerSlipModel {
  singles: { outcomeId: string; unitStake: number; eachWay: boolean; freeMoneyUnitStake?: number }[];
  multiples: { ref: string; unitStake: number }[];
  systems: { ref: string; unitStake: number }[];
}

/**
 * What the server needs to reprice the slip: each single's stake, each way and free bet,
 * the multiple's stake and every staked system. Unstaked systems are left out: the server
 * lists the systems the legs allow on its own. A single on a negative odd sends its stake
 * at risk (`staking`, spec 5), never the typed amount to win.
 */
export function serverSlipModel(state: BetslipState, staking?: SingleStaking): ServerSlipModel {
  return {
    singles: orderedSelections(state).map((selection) => ({
      outcomeId: selection.outcomeId,
      unitStake: stakeAtRiskOf(selection.unitStake, selection.acceptedDecimal, staking),
      eachWay: selection.eachWay,
      ...(selection.freeMoneyUnitStake !== null && selection.freeMoneyUnitStake > 0 ? { freeMoneyUnitStake: selection.freeMoneyUnitStake } : {}),
    })),
    multiples: state.multiple ? [{ ref: state.multiple.ref, unitStake: state.multiple.unitStake }] : [],
    systems: Object.entries(state.systems)
      .filter(([, entry]) => entry.unitStake > 0)
      .map(([ref, entry]) => ({ ref, unitStake: entry.unitStake })),
  };
}
