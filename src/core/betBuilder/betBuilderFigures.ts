import { winValue, singleLines } from '../betMoney/betLines';
import { betMoney } from '../betMoney/betMoney';
import { figureMoney } from '../betslipState/figureMoney';
import type { FigureContext } from '../betslipState/slipFigures';
import type { TaxedReturns } from '../tax/stakeTax';
import type { Big } from '../decimal/exact';
import { BET_BUILDER_MIN_LEGS, type BetBuilderSlip } from './betBuilderSlip';

/** Why a bet builder cannot be placed now, in the order the bettor meets them. */
export type BetBuilderProblem = 'too-few-legs' | 'pricing' | 'refused' | 'no-price' | 'price-moved' | 'no-stake';

export function betBuilderProblem(builder: BetBuilderSlip): BetBuilderProblem | null {
  if (builder.legs.length < BET_BUILDER_MIN_LEGS) return 'too-few-legs';
  const { quote } = builder;
  if (quote.status === 'pending' || quote.status === 'idle') return 'pricing';
  if (quote.status === 'refused') return 'refused';
  if (quote.status === 'failed' || builder.acceptedDecimal === null) return 'no-price';
  if (quote.decimal !== builder.acceptedDecimal) return 'price-moved';
  if (!(builder.unitStake > 0)) return 'no-stake';
  return null;
}

export interface BetBuilderFigures {
  /** What the bet costs, in whole currency units (x1000 applied): the placement's totalCost. */
  stake: Big;
  /** Stake x the agreed combined price, net of tax mode's withholding, rounded down to the currency (core betMoney). */
  returns: Big;
  /** Tax mode's figures (stake after tax, the potential deduction), null when tax mode is off. */
  tax: TaxedReturns | null;
}

/**
 * The builder's stake and returns: one line at its combined price, figured exactly as the
 * slip figures a single (the same context: tax mode, the currency's places and x1000 scale;
 * the same `betMoney`), so the slip shows what the operator records and pays. Null while
 * there is no agreed price. The stake is always the amount at risk: the negative-odds
 * reading of a single's stake (typed = amount to win) does not apply to a builder, whose
 * placement carries the stake paid (docs/bet-builder.md).
 */
export function betBuilderFigures(builder: BetBuilderSlip, context: FigureContext): BetBuilderFigures | null {
  if (builder.acceptedDecimal === null) return null;
  const { tax, units, taxFigures } = figureMoney(context);
  const money = betMoney({ lines: singleLines(winValue(builder.acceptedDecimal), null), cashUnit: units(builder.unitStake), tax, precision: context.precision });
  return { stake: money.totalStake, returns: money.returns, tax: taxFigures(money) };
}
