import type { Leg } from '../betslip/leg';
import { potentialReturnsExact } from '../betslip/potentialReturns';
import { availableSystemCodes, systemBetOrRefusal } from '../betslip/systemBet';
import { type Big, dec, roundTo, toNumber } from '../decimal/exact';
import { singleStakeAtRisk, type NegativeOddsRule } from '../odds/negativeOddSingle';
import { parlayExtraWinnings, type ParlayExtraWinningsConfig } from '../parlay/extraWinnings';
import type { CoreSettings } from '../settings/defaults';
import { stakePrecision, type StakeScale } from '../stakeRules/stakeScale';
import { countedFreeMoneyUnitStake, stakeOrZero } from '../stakeRules/totalStake';
import { isTaxModeActive, taxedReturns, type TaxedReturns } from '../tax/stakeTax';
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
  /** The place part of an each-way bet's returns, null otherwise. */
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
  const money = (value: Big): number => toNumber(roundTo(value, precision, 'down'));
  /** A typed amount in whole currency units. */
  const units = (typed: number): Big => dec(typed).times(scale);
  const taxOn = isTaxModeActive(settings);
  const selections = orderedSelections(state);

  const singles = selections.map((selection): SingleFigures => {
    const typed = stakeOrZero(selection.unitStake);
    const atRisk = singleStakeAtRisk(typed, selection.decimal, context.negativeOdds, stakePrecision(precision, scale));
    const cash = units(atRisk);
    const free = units(countedFreeMoneyUnitStake(selection));
    const eachWay = settings.each_way_enabled && selection.eachWay && selection.showEachWay && selection.placeTerms !== null;
    const decimal = dec(selection.decimal > 1 ? selection.decimal : 0);
    const unit = cash.plus(free);
    const winPart = cash.times(decimal).plus(decimal.gt(0) ? free.times(decimal.minus(1)) : dec(0));
    const placePart = eachWay && selection.placeTerms && decimal.gt(0) ? unit.times(decimal.minus(1).times(selection.placeTerms.fraction).plus(1)) : null;
    const noOfBets = eachWay ? 2 : 1;
    const tax = taxOn && unit.gt(0) ? taxedReturns(toNumber(unit), selection.decimal, settings, precision) : null;
    return {
      ref: selection.ref,
      outcomeId: selection.outcomeId,
      noOfBets,
      totalStake: money(unit.times(noOfBets)),
      potentialReturns: tax ? tax.netReturns : money(placePart ? winPart.plus(placePart) : winPart),
      placeReturns: placePart ? money(placePart) : null,
      tax,
      negativeOdd: atRisk !== typed ? { risk: money(cash), toWin: money(units(typed)) } : null,
    };
  });

  let multiple: MultipleFigures | null = null;
  if (state.multiple !== null) {
    const stake = toNumber(units(stakeOrZero(state.multiple.unitStake)));
    const gross = dec(stake).times(state.multiple.decimal);
    const tax = taxOn && stake > 0 ? taxedReturns(stake, state.multiple.decimal, settings, precision) : null;
    multiple = {
      ref: state.multiple.ref,
      description: state.multiple.description,
      decimal: state.multiple.decimal,
      totalStake: money(dec(stake)),
      potentialReturns: tax ? tax.netReturns : money(gross),
      extraWinnings: parlayExtraWinnings(
        { selectionCount: selections.length, stake, potentialReturns: toNumber(gross), excludedFromPromotions: context.excludedFromPromotions },
        context.parlay,
        precision,
      ),
      tax,
    };
  }

  const legs = selections.map(legOf);
  const systems = selections.length < 2 ? [] : availableSystemCodes(legs).flatMap((code): SystemFigures[] => {
    const result = systemBetOrRefusal(code, legs);
    if (!result.ok) return [];
    const unitStake = stakeOrZero(state.systems[code]?.unitStake);
    const unitInUnits = toNumber(units(unitStake));
    return [
      {
        code,
        noOfBets: result.bet.noOfBets,
        unitStake,
        totalStake: money(dec(unitInUnits).times(result.bet.noOfBets)),
        potentialReturns: money(potentialReturnsExact(code, legs, unitInUnits)),
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
