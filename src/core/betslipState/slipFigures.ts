import { multipleLines, placeValue, singleLines, systemLines, winValue } from '../betMoney/betLines';
import { betMoney, type BetMoney } from '../betMoney/betMoney';
import type { Leg } from '../betslip/leg';
import { availableSystemCodes, systemBetOrRefusal } from '../betslip/systemBet';
import { type Big, dec, roundTo, toNumber } from '../decimal/exact';
import { singleStakeAtRisk, type NegativeOddsRule } from '../odds/negativeOddSingle';
import { parlayExtraWinnings, type ParlayExtraWinningsConfig } from '../parlay/extraWinnings';
import type { CoreSettings } from '../settings/defaults';
import { stakePrecision, type StakeScale } from '../stakeRules/stakeScale';
import { countedFreeMoneyUnitStake, stakeOrZero } from '../stakeRules/totalStake';
import { taxRatesOf, type TaxedReturns } from '../tax/stakeTax';
import { orderedSelections, type BetslipSelection, type BetslipState } from './betslipState';

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
  potentialReturns: number;
  /** An each-way bet's returns if the runner places without winning (the place part alone), null otherwise. */
  placeReturns: number | null;
  /** Tax mode's figures, null when tax mode is off or there is no stake. */
  tax: TaxedReturns | null;
  /** Set when the single is staked on a negative odd (spec 5), null otherwise. */
  negativeOdd: NegativeOddFigures | null;
}

export interface MultipleFigures {
  ref: string;
  description: string;
  decimal: number;
  totalStake: number;
  potentialReturns: number;
  extraWinnings: number;
  tax: TaxedReturns | null;
}

export interface SystemFigures {
  code: string;
  noOfBets: number;
  /** As typed (in thousands for a scaled currency), for the stake rules. */
  unitStake: number;
  totalStake: number;
  potentialReturns: number;
  tax: TaxedReturns | null;
}

export interface SlipFigures {
  singles: SingleFigures[];
  multiple: MultipleFigures | null;
  /** Every system the legs allow, staked or not (the expanded view lists them all). */
  systems: SystemFigures[];
  totalStake: number;
  potentialReturns: number;
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
  const { settings, precision } = context;
  const scale = context.scale ?? 1;
  const money = (value: Big): number => toNumber(value);
  /** A typed amount in whole currency units. */
  const units = (typed: number): Big => dec(typed).times(scale);
  const tax = taxRatesOf(settings);
  /** Tax mode's figures of a staked bet, as the slip shows them. */
  const taxFigures = (bet: BetMoney): TaxedReturns | null =>
    bet.stakeAfterTax === null || bet.taxDeduction === null || bet.totalStake.eq(0)
      ? null
      : { stakeAfterTax: money(bet.stakeAfterTax), grossReturns: money(bet.grossReturns), potentialTaxDeduction: money(bet.taxDeduction), netReturns: money(bet.returns) };
  const selections = orderedSelections(state);

  const singles = selections.map((selection): SingleFigures => {
    const typed = stakeOrZero(selection.unitStake);
    const atRisk = singleStakeAtRisk(typed, selection.decimal, context.negativeOdds, stakePrecision(precision, scale));
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
      totalStake: money(bet.totalStake),
      potentialReturns: money(bet.returns),
      placeReturns: placeOnly === null ? null : money(placeOnly.returns),
      tax: taxFigures(bet),
      negativeOdd: atRisk !== typed ? { risk: money(roundTo(cashUnit, precision, 'down')), toWin: money(units(typed)) } : null,
    };
  });

  const legs = selections.map(legOf);
  let multiple: MultipleFigures | null = null;
  if (state.multiple !== null) {
    const bet = betMoney({ lines: multipleLines(legs.map((leg) => winValue(leg.decimal))), cashUnit: units(stakeOrZero(state.multiple.unitStake)), tax, precision });
    multiple = {
      ref: state.multiple.ref,
      description: state.multiple.description,
      decimal: state.multiple.decimal,
      totalStake: money(bet.totalStake),
      potentialReturns: money(bet.returns),
      extraWinnings: parlayExtraWinnings(
        { selectionCount: selections.length, stake: money(bet.totalStake), potentialReturns: money(bet.returns), excludedFromPromotions: context.excludedFromPromotions },
        context.parlay,
        precision,
      ),
      tax: taxFigures(bet),
    };
  }

  const systems = selections.length < 2 ? [] : availableSystemCodes(legs).flatMap((code): SystemFigures[] => {
    const result = systemBetOrRefusal(code, legs);
    if (!result.ok) return [];
    const unitStake = stakeOrZero(state.systems[code]?.unitStake);
    const bet = betMoney({ lines: systemLines(code, legs, (leg) => winValue(leg.decimal)), cashUnit: units(unitStake), tax, precision });
    return [
      {
        code,
        noOfBets: result.bet.noOfBets,
        unitStake,
        totalStake: money(bet.totalStake),
        potentialReturns: money(bet.returns),
        tax: taxFigures(bet),
      },
    ];
  });

  const figures = [...singles, ...(multiple ? [multiple] : []), ...systems];
  const sum = (pick: (figure: (typeof figures)[number]) => number): number => toNumber(figures.reduce((total, figure) => total.plus(dec(pick(figure))), dec(0)));
  return {
    singles,
    multiple,
    systems,
    totalStake: sum((figure) => figure.totalStake),
    potentialReturns: sum((figure) => figure.potentialReturns),
  };
}
