import { multipleLines, placeValue, singleLines, winValue } from '../betMoney/betLines';
import { betMoney } from '../betMoney/betMoney';
import type { Leg } from '../betslip/leg';
import { combinationCounts, offeredSystems, systemCash, systemOdds, type OfferedSystem } from '../betslip/systemTable';
import { type Big, dec, roundTo, toNumber } from '../decimal/exact';
import { singleStakeAtRisk, type NegativeOddsRule } from '../odds/negativeOddSingle';
import { parlayExtraWinnings, type ParlayExtraWinningsConfig } from '../parlay/extraWinnings';
import type { CoreSettings } from '../settings/defaults';
import { stakePrecision, type StakeScale } from '../stakeRules/stakeScale';
import { countedFreeMoneyUnitStake, stakeOrZero } from '../stakeRules/totalStake';
import type { SlipPromoCash } from '../promoCash/slipPromoCash';
import type { TaxedReturns } from '../tax/stakeTax';
import { orderedSelections, type BetslipSelection, type BetslipState } from './betslipState';
import { figureMoney, type FigureMoney } from './figureMoney';

/** The settings the slip's figures read. */
export type FigureSettings = Pick<
  CoreSettings,
  'each_way_enabled' | 'african_betslip' | 'tax_deduction_enabled' | 'enable_stake_after_tax' | 'stake_rate_percentage' | 'tax_returns_percentage'
>;

export interface FigureContext {
  settings: FigureSettings;
  /** The currency's minor-unit places: every figure is rounded down to them. */
  precision: number;
  /** The parlay promotion (GET promotions/epw), null when there is none. */
  parlay: ParlayExtraWinningsConfig | null;
  excludedFromPromotions: boolean;
  /** When set, a single on a negative odd is staked the Asian way (typed = amount to win). */
  negativeOdds?: NegativeOddsRule | null;
  /** 1000 for a thousands-scaled currency: stakes are typed in thousands, figures are in whole units. */
  scale?: StakeScale;
}

/** A single on a negative odd: the typed amount is what it wins, the stake is the risk. */
export interface NegativeOddFigures {
  risk: number;
  toWin: number;
}

export interface SingleFigures {
  ref: string;
  outcomeId: string;
  /** 2 for an each-way bet (win part and place part), else 1. */
  noOfBets: 1 | 2;
  totalStake: number;
  /** The part of totalStake a free bet pays (free unit x noOfBets): not taken from the wallet. */
  freeMoneyStake: number;
  potentialReturns: number;
  /** An each-way bet's returns if the runner places without winning (the place part alone), null otherwise. */
  placeReturns: number | null;
  /** Tax mode's figures, null when tax mode is off or there is no stake. */
  tax: TaxedReturns | null;
  /** Set when the single is staked on a negative odd (spec 5), null otherwise. */
  negativeOdd: NegativeOddFigures | null;
  /** The part of the cash stake promo cash pays (core withPromoCash); absent: none. */
  promoCashStake?: number;
}

export interface MultipleFigures {
  ref: string;
  description: string;
  decimal: number;
  totalStake: number;
  potentialReturns: number;
  extraWinnings: number;
  tax: TaxedReturns | null;
  /** The part of the stake promo cash pays (core withPromoCash); absent: none. */
  promoCashStake?: number;
}

export interface SystemFigures {
  code: string;
  noOfBets: number;
  /** As typed (in thousands for a scaled currency), for the stake rules. */
  unitStake: number;
  totalStake: number;
  potentialReturns: number;
  tax: TaxedReturns | null;
  /** The part of the stake promo cash pays (core withPromoCash); absent: none. */
  promoCashStake?: number;
}

export interface SlipFigures {
  singles: SingleFigures[];
  multiple: MultipleFigures | null;
  /** Every system the legs allow, staked or not (the expanded view lists them all). */
  systems: SystemFigures[];
  totalStake: number;
  /** What the wallet pays: totalStake less the free bets' part (the server model's totalCost, spec 3). */
  totalCost: number;
  potentialReturns: number;
  /** Set when the bettor stakes promo cash (core withPromoCash): what it pays and what the balance pays. */
  promoCash?: SlipPromoCash;
}

const legOf = (selection: BetslipSelection): Leg => ({ eventId: selection.eventId, marketId: selection.marketId, outcomeId: selection.outcomeId, decimal: selection.decimal });

/**
 * The figures the slip shows (spec 3, 5), from its state alone, so the numbers are there
 * before (and without) the server's answer:
 *
 * - single: cash stake pays stake x decimal; a free-bet stake pays its winnings only,
 *   free x (decimal - 1) (the free bet itself is not returned, our documented choice);
 *   each way (each_way_enabled, offered and ticked, with place terms) stakes the unit twice
 *   and adds the place part, unit x ((decimal - 1) x fraction + 1);
 * - multiple: unit x the product of the decimals, plus the parlay extra winnings;
 * - system: unit x noOfBets staked, returns from every combination (core's polynomial);
 * - tax mode (spec 5): a single's and the multiple's returns are the net after tax;
 * - negative odds (spec 5, `negativeOdds`): a single on a price its format shows as negative
 *   has its typed amount read as the amount to win; its stake is the risk,
 *   typed / (decimal - 1) rounded up, and it returns risk x decimal (at least risk + typed);
 * - x1000 currencies (`scale`): stakes are typed in thousands, so every figure is the
 *   typed amount x 1000, in whole currency units (typed 50 IDR: stake 50,000).
 *
 * Money is exact (Big) and each figure is rounded down to `precision` once, so the slip
 * never shows more than will be paid; totals add the rounded figures the bettor sees.
 */
export function slipFigures(state: BetslipState, context: FigureContext): SlipFigures {
  return createSlipFigures()(state, context);
}

/**
 * `slipFigures` that remembers: each figure is computed once per change of what it reads
 * (issue 19: a 15-leg slip spent 1.45 ms per change rebuilding every figure, the system
 * polynomials 19 times). A single is kept while its selection object and the context are
 * the same; the systems' combination counts once per market set, their price polynomial
 * once per leg set (markets and prices) and only while a system is staked (an unstaked
 * system's figures are zero at any price), a system's money once per stake and unit return; the multiple once per legs and stake. An unchanged
 * figure keeps its object, and an unchanged slip the whole answer, so a reader comparing
 * by identity (a signal, React.memo) sees no change. The money is the same code as
 * `slipFigures`, which is this with nothing remembered.
 */
export function createSlipFigures(): (state: BetslipState, context: FigureContext) => SlipFigures {
  let lastContext: FigureContext | null = null;
  let singlesBySelection = new WeakMap<BetslipSelection, SingleFigures>();
  let marketsKey = '';
  let counts: number[] = [];
  let legsKey = '';
  let offered: OfferedSystem[] = [];
  // The legs' price polynomial, built when a staked system first needs it after a leg change.
  let odds: Big[] | null = null;
  let systemsByCode = new Map<string, RememberedSystem>();
  let multipleKey = '';
  let multiple: MultipleFigures | null = null;
  let last: SlipFigures | null = null;

  return (state, context) => {
    if (lastContext === null || !sameContext(lastContext, context)) {
      singlesBySelection = new WeakMap();
      systemsByCode = new Map();
      multipleKey = '';
      last = null;
    }
    lastContext = context;
    const money = figureMoney(context);
    const selections = orderedSelections(state);

    const singles = selections.map((selection) => {
      const known = singlesBySelection.get(selection);
      if (known !== undefined) return known;
      const figures = singleFigures(selection, context, money);
      singlesBySelection.set(selection, figures);
      return figures;
    });

    const legs = selections.map(legOf);
    // What the polynomials read: each leg's market and price, in order.
    const nextLegsKey = legs.map((leg) => `${leg.marketId}\u0000${leg.decimal}`).join('\u0001');
    if (nextLegsKey !== legsKey) {
      legsKey = nextLegsKey;
      // The combinations' counts read the markets only: a price move rebuilds the price polynomial alone.
      const nextMarketsKey = legs.map((leg) => leg.marketId).join('\u0001');
      if (nextMarketsKey !== marketsKey || counts.length !== legs.length + 1) {
        marketsKey = nextMarketsKey;
        counts = selections.length < 2 ? [] : combinationCounts(legs);
      }
      offered = selections.length < 2 ? [] : offeredSystems(legs, counts);
      odds = null;
    }

    const nextMultipleKey = state.multiple === null ? '' : `${nextLegsKey}|${state.multiple.ref}|${state.multiple.description}|${state.multiple.decimal}|${state.multiple.unitStake}|${selections.length}`;
    if (nextMultipleKey !== multipleKey) {
      multipleKey = nextMultipleKey;
      multiple = state.multiple === null ? null : multipleFigures(state.multiple, legs, selections.length, context, money);
    }

    const systems = offered.map((system) => {
      const unitStake = stakeOrZero(state.systems[system.code]?.unitStake);
      const known = systemsByCode.get(system.code);
      // An unstaked system's figures are zero whatever the prices: no polynomial for it.
      const cash = unitStake === 0 ? null : systemCash(system, (odds ??= systemOdds(legs)));
      if (known !== undefined && known.figures.noOfBets === system.noOfBets && known.figures.unitStake === unitStake && (cash === null || (known.cash !== null && known.cash.eq(cash)))) {
        return known.figures;
      }
      const figures = systemFigures(system, cash ?? dec(0), unitStake, context, money);
      systemsByCode.set(system.code, { figures, cash });
      return figures;
    });

    if (last !== null && last.multiple === multiple && sameItems(last.singles, singles) && sameItems(last.systems, systems)) return last;
    const all = [...singles, ...(multiple ? [multiple] : []), ...systems];
    const sum = (pick: (figure: (typeof all)[number]) => number): number => toNumber(all.reduce((total, figure) => total.plus(dec(pick(figure))), dec(0)));
    const totalStake = sum((figure) => figure.totalStake);
    const freeMoney = singles.reduce((total, single) => total.plus(dec(single.freeMoneyStake)), dec(0));
    last = { singles, multiple, systems, totalStake, totalCost: toNumber(dec(totalStake).minus(freeMoney)), potentialReturns: sum((figure) => figure.potentialReturns) };
    return last;
  };
}

function singleFigures(selection: BetslipSelection, context: FigureContext, { tax, units, taxFigures }: FigureMoney): SingleFigures {
  const { settings, precision } = context;
  const typed = stakeOrZero(selection.unitStake);
  const atRisk = singleStakeAtRisk(typed, selection.acceptedDecimal, context.negativeOdds, stakePrecision(precision, context.scale ?? 1));
  const cashUnit = units(atRisk);
  const freeUnit = units(countedFreeMoneyUnitStake(selection));
  const eachWay = settings.each_way_enabled && selection.eachWay && selection.showEachWay && selection.placeTerms !== null;
  const win = winValue(selection.decimal);
  const place = eachWay && selection.placeTerms ? placeValue(selection.decimal, selection.placeTerms.fraction) : null;
  const bet = betMoney({ lines: singleLines(win, place), cashUnit, freeUnit, tax, precision });
  const placeOnly = place === null ? null : betMoney({ lines: singleLines(dec(0), place), cashUnit, freeUnit, tax, precision });
  return {
    ref: selection.ref,
    outcomeId: selection.outcomeId,
    noOfBets: place === null ? 1 : 2,
    totalStake: toNumber(bet.totalStake),
    freeMoneyStake: toNumber(bet.freeStake),
    potentialReturns: toNumber(bet.returns),
    placeReturns: placeOnly === null ? null : toNumber(placeOnly.returns),
    tax: taxFigures(bet),
    negativeOdd: atRisk !== typed ? { risk: toNumber(roundTo(cashUnit, precision, 'down')), toWin: toNumber(units(typed)) } : null,
  };
}

function multipleFigures(
  slipMultiple: NonNullable<BetslipState['multiple']>,
  legs: readonly Leg[],
  selectionCount: number,
  context: FigureContext,
  { tax, units, taxFigures }: FigureMoney,
): MultipleFigures {
  const { precision } = context;
  const bet = betMoney({ lines: multipleLines(legs.map((leg) => winValue(leg.decimal))), cashUnit: units(stakeOrZero(slipMultiple.unitStake)), tax, precision });
  return {
    ref: slipMultiple.ref,
    description: slipMultiple.description,
    decimal: slipMultiple.decimal,
    totalStake: toNumber(bet.totalStake),
    potentialReturns: toNumber(bet.returns),
    extraWinnings: parlayExtraWinnings(
      { selectionCount, stake: toNumber(bet.totalStake), potentialReturns: toNumber(bet.returns), excludedFromPromotions: context.excludedFromPromotions },
      context.parlay,
      precision,
    ),
    tax: taxFigures(bet),
  };
}

/** A system's figures as remembered, with the unit return they were computed from (null: unstaked). */
interface RememberedSystem {
  figures: SystemFigures;
  cash: Big | null;
}

function systemFigures(system: OfferedSystem, cash: Big, unitStake: number, context: FigureContext, { tax, units, taxFigures }: FigureMoney): SystemFigures {
  const bet = betMoney({ lines: { count: system.noOfBets, cash, free: null }, cashUnit: units(unitStake), tax, precision: context.precision });
  return { code: system.code, noOfBets: system.noOfBets, unitStake, totalStake: toNumber(bet.totalStake), potentialReturns: toNumber(bet.returns), tax: taxFigures(bet) };
}

/** Contexts that compute the same figures (the store rebuilds the object on every read). */
function sameContext(a: FigureContext, b: FigureContext): boolean {
  return (
    a.settings === b.settings &&
    a.precision === b.precision &&
    a.parlay === b.parlay &&
    a.excludedFromPromotions === b.excludedFromPromotions &&
    (a.scale ?? 1) === (b.scale ?? 1) &&
    (a.negativeOdds ?? null) === (b.negativeOdds ?? null)
  );
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
