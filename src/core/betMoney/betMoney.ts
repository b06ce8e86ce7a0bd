import { type Big, dec } from '../decimal/exact';
import { divideDown } from '../decimal/exactDivision';
import type { BetLines } from './betLines';

/** Tax mode's rates, in percent (spec 3 stake_rate_percentage, tax_returns_percentage). */
export interface TaxRates {
  /** Excise inside the stake paid: what is wagered is stake x 100 / (100 + rate). */
  stakeRate: number;
  /** Withholding on the winnings. */
  returnsRate: number;
}

export interface BetMoneyInput {
  lines: BetLines;
  /** Cash stake per line, in whole currency units (a negative-odds single's risk, x1000 applied). */
  cashUnit: Big | number;
  /** Free-money stake per line, in whole currency units. */
  freeUnit?: Big | number;
  /** Tax mode's rates, null when tax mode is off. */
  tax: TaxRates | null;
  /** The currency's places: every figure is rounded down to them, once. */
  precision: number;
}

/** A bet's money, each figure rounded down once from its exact value. */
export interface BetMoney {
  /** Cash and free money over every line: what the slip shows as the bet's stake. */
  totalStake: Big;
  /** Paid from the wallet. */
  cashStake: Big;
  /** Paid by the free bet. */
  freeStake: Big;
  /** Tax mode: the cash actually wagered once the excise is out of it; null without tax. */
  stakeAfterTax: Big | null;
  /** What the lines pay before withholding. */
  grossReturns: Big;
  /** Tax mode: withholding on the winnings; null without tax. */
  taxDeduction: Big | null;
  /** What the bettor is paid: gross less the withholding. */
  returns: Big;
}

/** A rate the operator can mean: a finite percentage from 0 to 100; anything else counts as 0. */
function usableRate(value: number): number {
  return Number.isFinite(value) && value > 0 && value <= 100 ? value : 0;
}

/**
 * The one money rule for every bet the slip shows, the server records, settlement pays and
 * cash out is capped by (docs/betslip.md, "Money rules"). With D = 100 + stake rate (100
 * without tax) and t the returns rate:
 *
 *   staked after tax  S = cashUnit x count x 100 / D       (free money carries no excise)
 *   gross             G = cashUnit x lines.cash x 100 / D + freeUnit x lines.free
 *   winnings          W = G - S
 *   withholding       T = max(W, 0) x t / 100              (on the whole bet's winnings)
 *   returns             = G - T
 *
 * Each figure is one exact rational, divided once and rounded down to `precision` places
 * (`divideDown`), so the returns are never a cent low from intermediate rounding and never
 * more than the exact amount. `lines` decide what is potential (every leg winning) and what
 * is settled (the legs' results): the same function serves both, so the slip, the record
 * and the payout cannot disagree.
 */
export function betMoney({ lines, cashUnit, freeUnit = 0, tax, precision }: BetMoneyInput): BetMoney {
  const cash = dec(cashUnit);
  const free = dec(freeUnit);
  if (cash.lt(0) || free.lt(0)) throw new RangeError('betMoney: a stake cannot be negative. Read stakes with stakeOrZero before pricing them.');
  if (free.gt(0) && lines.free === null) throw new RangeError('betMoney: free money stakes singles only. Send a free bet on a single.');
  const stakeRate = tax ? usableRate(tax.stakeRate) : 0;
  const returnsRate = tax ? usableRate(tax.returnsRate) : 0;
  const divisor = dec(100).plus(stakeRate);
  // Every figure below is its value times `divisor` (or times divisor x 100), kept exact.
  const stakedTimesD = cash.times(lines.count).times(100);
  const grossTimesD = cash.times(lines.cash).times(100).plus(free.times(lines.free ?? 0).times(divisor));
  const winningsTimesD = grossTimesD.minus(stakedTimesD);
  const withholdingTimesD100 = winningsTimesD.gt(0) ? winningsTimesD.times(returnsRate) : dec(0);
  const returnsTimesD100 = grossTimesD.times(100).minus(withholdingTimesD100);
  return {
    totalStake: cash.plus(free).times(lines.count),
    cashStake: cash.times(lines.count),
    freeStake: free.times(lines.count),
    stakeAfterTax: tax ? divideDown(stakedTimesD, divisor, precision) : null,
    grossReturns: divideDown(grossTimesD, divisor, precision),
    taxDeduction: tax ? divideDown(withholdingTimesD100, divisor.times(100), precision) : null,
    returns: divideDown(returnsTimesD100, divisor.times(100), precision),
  };
}

