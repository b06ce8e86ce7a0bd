import type { BetMoney, TaxRates } from '../betMoney/betMoney';
import { type Big, dec, toNumber } from '../decimal/exact';
import { taxRatesOf, type TaxedReturns } from '../tax/stakeTax';
import type { FigureContext } from './slipFigures';

/** What every figure of the slip is computed with: the context's money rules, once per context. */
export interface FigureMoney {
  /** Tax mode's rates, null when tax mode is off (core `taxRatesOf`). */
  tax: TaxRates | null;
  /** A typed amount in whole currency units (x1000 for a thousands-scaled currency). */
  units(typed: number): Big;
  /** Tax mode's figures of a staked bet, as the slip shows them. */
  taxFigures(bet: BetMoney): TaxedReturns | null;
}

/**
 * The slip's money rules for a context: its tax mode and its currency's stake scale. Every
 * bet the slip figures (singles, the multiple, systems, the bet builder) reads them from
 * here, so no bet can be figured under other rules than the operator records it with.
 */
export function figureMoney(context: Pick<FigureContext, 'settings' | 'scale'>): FigureMoney {
  const scale = context.scale ?? 1;
  return {
    tax: taxRatesOf(context.settings),
    units: (typed) => dec(typed).times(scale),
    taxFigures: (bet) =>
      bet.stakeAfterTax === null || bet.taxDeduction === null || bet.totalStake.eq(0)
        ? null
        : { stakeAfterTax: toNumber(bet.stakeAfterTax), grossReturns: toNumber(bet.grossReturns), potentialTaxDeduction: toNumber(bet.taxDeduction), netReturns: toNumber(bet.returns) },
  };
}
