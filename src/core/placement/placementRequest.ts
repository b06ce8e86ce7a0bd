import { MULTIPLE_REF } from '../betslip/multiple';
import { stakeAtRiskOf, type SingleStaking } from '../odds/negativeOddSingle';
import { orderedSelections, type BetslipState } from '../betslipState/betslipState';
import { countedFreeMoneyUnitStake, stakeOrZero } from '../stakeRules/totalStake';
import type { OddsAcceptance } from './oddsAcceptance';

/** Spec 3 "Betslip model for the server": the default origin of a placement (spec 9). */
export const DEFAULT_ORIGIN_ID = 11;

export interface PlacementSingle {
  outcomeId: string;
  /** The price the bettor agreed to; the server compares it with its own (RES-00152). */
  decimal: number;
  spread?: number | null;
  unitStake: number;
  eachWay: boolean;
  freeMoneyUnitStake?: number;
}

/** What POST accounts/{accountId}/betslips carries (spec 3, 7). */
export interface PlacementRequest {
  originId: number;
  userAcceptOdds: OddsAcceptance;
  singles: PlacementSingle[];
  multiples: { unitStake: number }[];
  systems: { ref: string; unitStake: number }[];
}

export interface PlacementRequestOptions {
  userAcceptOdds: OddsAcceptance;
  /** The line each outcome's price is for, when the catalogue knows it (RES-00153 compares it). */
  spreadOf?: (outcomeId: string) => number | null | undefined;
  originId?: number;
  /** Negative odds and stake places: a single on a negative odd is placed with its stake at risk. */
  staking?: SingleStaking | undefined;
}

/**
 * The slip as the server places it. Every selection goes as a single (a multiple and the
 * systems are built from them), unstaked singles with unitStake 0; the multiple and the
 * systems only when staked. Prices are the accepted ones, never the live ones: a price the
 * bettor has not seen must not be bet on their behalf (the server applies userAcceptOdds).
 * A single on a negative odd (spec 5) is placed with its stake at risk at that accepted
 * price: the typed amount is what the bettor asked to win there.
 */
export function buildPlacementRequest(state: BetslipState, options: PlacementRequestOptions): PlacementRequest {
  const singles = orderedSelections(state).map((selection): PlacementSingle => {
    const single: PlacementSingle = {
      outcomeId: selection.outcomeId,
      decimal: selection.acceptedDecimal,
      unitStake: stakeAtRiskOf(stakeOrZero(selection.unitStake), selection.acceptedDecimal, options.staking),
      eachWay: selection.eachWay && selection.showEachWay,
    };
    const spread = options.spreadOf?.(selection.outcomeId);
    if (spread !== undefined) single.spread = spread;
    const freeMoney = countedFreeMoneyUnitStake(selection);
    if (freeMoney > 0) single.freeMoneyUnitStake = freeMoney;
    return single;
  });
  const multipleStake = stakeOrZero(state.multiple?.unitStake);
  const systems = Object.entries(state.systems)
    .filter(([, entry]) => stakeOrZero(entry.unitStake) > 0)
    .map(([ref, entry]) => ({ ref, unitStake: entry.unitStake }));
  return {
    originId: options.originId ?? DEFAULT_ORIGIN_ID,
    userAcceptOdds: options.userAcceptOdds,
    singles,
    multiples: multipleStake > 0 ? [{ unitStake: multipleStake }] : [],
    systems,
  };
}

/** The refs of the bets the request places (sel1, mul1, 058 ...); empty: nothing to place. */
export function stakedRefs(request: PlacementRequest): string[] {
  return [
    ...request.singles.flatMap((single, index) => (single.unitStake > 0 || (single.freeMoneyUnitStake ?? 0) > 0 ? [`sel${index + 1}`] : [])),
    ...(request.multiples.length > 0 ? [MULTIPLE_REF] : []),
    ...request.systems.map((system) => system.ref),
  ];
}

/**
 * One string per distinct request, keys in a fixed order: two attempts with the same key
 * are the same bet, so they share a uuid (placementAttempt.ts).
 */
export function placementRequestKey(request: PlacementRequest): string {
  return JSON.stringify([
    request.originId,
    request.userAcceptOdds,
    request.singles.map((single) => [single.outcomeId, single.decimal, single.spread ?? null, single.unitStake, single.eachWay, single.freeMoneyUnitStake ?? 0]),
    request.multiples.map((multiple) => multiple.unitStake),
    request.systems.map((system) => [system.ref, system.unitStake]),
  ]);
}
