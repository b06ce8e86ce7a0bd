import { winValue, singleLines } from '../betMoney/betLines';
import { betMoney, type TaxRates } from '../betMoney/betMoney';
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
  stake: Big;
  /** Stake x the agreed combined price, rounded down to the currency's places (core betMoney). */
  returns: Big;
}

/**
 * The builder's stake and returns: one line at its combined price, by the same rule as a
 * single (betMoney, tax mode's withholding included), so the slip shows what the operator
 * records and pays. Null while there is no agreed price.
 */
export function betBuilderFigures(builder: BetBuilderSlip, precision: number, tax: TaxRates | null = null): BetBuilderFigures | null {
  if (builder.acceptedDecimal === null) return null;
  const money = betMoney({ lines: singleLines(winValue(builder.acceptedDecimal), null), cashUnit: builder.unitStake, tax, precision });
  return { stake: money.totalStake, returns: money.returns };
}
