import { MULTIPLE_REF, multipleDecimal, multipleRefusal } from '../betslip/multiple';
import type { SlipFigures } from '../betslipState/slipFigures';
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

/**
 * The slip's own figures and context, sent beside its bets (spec 3 "Betslip model for the
 * server"): what the bettor was shown, so the operator can check what it takes against it
 * (the sandbox refuses a slip whose totalCost is not what its bets cost). Not part of what
 * makes two attempts the same bet (placementRequestKey): the balance moves, the bet does not.
 */
export interface PlacementSlipModel {
  /** Everything staked, free bets included (the slip's "Total stake"). */
  globalStake: number;
  /** What the wallet pays: globalStake less free bets. */
  totalCost: number;
  /** The slip's "Potential returns". */
  potentialReturns: number;
  /** The legs' accepted prices multiplied (exact), when they combine into one bet; null when they do not (legs of one event). */
  totalOdds: number | null;
  /** Spend the player's promo cash before the wallet's cash (spec 3). */
  usePromoCash: boolean;
  /**
   * The promo cash the slip spends (ours, beside spec 3's usePromoCash): the amount the slip
   * showed, so the operator spends exactly that or refuses (PROMO-CASH-SHORT) when the
   * wallet holds less; 0 without promo cash.
   */
  promoCashStake: number;
  /** The balance the slip checked the stakes against; null when unknown. */
  availableBalance: number | null;
  accountId: string | null;
  /** The booking code the slip was loaded from or saved under, while it still matches the slip. */
  reference: string | null;
}

/** What POST accounts/{accountId}/betslips carries (spec 3, 7). The slip model's fields are absent from attempts stored by older versions. */
export interface PlacementRequest extends Partial<PlacementSlipModel> {
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

export interface PlacementSlipContext {
  usePromoCash: boolean;
  availableBalance: number | null;
  accountId: string | null;
  reference: string | null;
}

/** The server model's slip fields from the figures the slip shows and its accepted prices. */
export function placementSlipModel(state: BetslipState, figures: Pick<SlipFigures, 'totalStake' | 'totalCost' | 'potentialReturns' | 'promoCash'>, context: PlacementSlipContext): PlacementSlipModel {
  const legs = orderedSelections(state).map((selection) => ({ eventId: selection.eventId, marketId: selection.marketId, outcomeId: selection.outcomeId, decimal: selection.acceptedDecimal }));
  const combines = legs.length === 1 || (legs.length > 1 && multipleRefusal(legs) === null);
  return {
    globalStake: figures.totalStake,
    totalCost: figures.totalCost,
    potentialReturns: figures.potentialReturns,
    totalOdds: combines ? multipleDecimal(legs) : null,
    ...context,
    // Promo cash goes only as the figures spent it: the request says what the slip showed.
    usePromoCash: context.usePromoCash && figures.promoCash !== undefined,
    promoCashStake: context.usePromoCash ? (figures.promoCash?.stake ?? 0) : 0,
  };
}
