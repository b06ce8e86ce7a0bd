import { countedFreeMoneyUnitStake, isNegativeOdd, isTaxModeActive, orderedSelections, stakeOrZero } from '../../../src/core';
import type { BuiltSlip } from './slipBuilder';

/**
 * An independent account of the money a slip shows, in exact fractions of BigInts (no
 * decimal library, no floats): what spec 5 and docs/betslip.md say each figure is, rounded
 * down to the currency's places once at the end. The suite compares core's figures with it.
 */
interface Fraction {
  n: bigint;
  d: bigint;
}

const TEN = 10n;
const ONE: Fraction = { n: 1n, d: 1n };
const ZERO: Fraction = { n: 0n, d: 1n };

/** A JS number as the exact decimal it prints as (prices and stakes are short decimals). */
export function fraction(value: number): Fraction {
  const [mantissa = '0', exponent = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', decimals = ''] = mantissa.split('.');
  let n = BigInt(`${whole}${decimals}`);
  let d = TEN ** BigInt(decimals.length);
  const shift = Number(exponent);
  if (shift > 0) n *= TEN ** BigInt(shift);
  if (shift < 0) d *= TEN ** BigInt(-shift);
  return { n, d };
}
const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const sub = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
const mul = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
const div = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d, d: a.d * b.n });
const gt = (a: Fraction, b: Fraction): boolean => a.n * b.d > b.n * a.d;
const of = (value: number): Fraction => fraction(value);

/** Rounded down (toward zero; money here is never negative) to `places`, as a decimal string. */
function down(value: Fraction, places: number): string {
  const scaled = (value.n * TEN ** BigInt(places)) / value.d;
  return decimalString(scaled, places);
}
/** Rounded up to `places`, as a number (a negative-odds stake at risk). */
function up(value: Fraction, places: number): Fraction {
  const scaledNumerator = value.n * TEN ** BigInt(places);
  const scaled = scaledNumerator / value.d + (scaledNumerator % value.d === 0n ? 0n : 1n);
  return { n: scaled, d: TEN ** BigInt(places) };
}
function decimalString(scaled: bigint, places: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const whole = places === 0 ? digits : digits.slice(0, -places);
  const decimals = places === 0 ? '' : digits.slice(-places).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`;
}

export interface ExactFigure {
  ref: string;
  totalStake: string;
  potentialReturns: string;
  extraWinnings: string;
}

/**
 * The staked singles' and the multiple's figures, exactly, as docs/betslip.md "Money rules"
 * states them:
 * - single: cash x decimal, a free bet pays free x (decimal - 1); each way stakes cash and
 *   free twice and adds the place part, cash x p + free x (p - 1) with
 *   p = (decimal - 1) x fraction + 1; a negative odd (spec 5) stakes typed / (decimal - 1)
 *   rounded up to the stake's places;
 * - multiple: stake x the product of the decimals; parlay extra winnings: the highest tier
 *   not above the legs, percentage of the winnings on the returns shown, capped by maxAmount;
 * - tax mode: the cash wagered is S = cash x lines x 100 / (100 + rate) (free money carries
 *   no excise), gross G = cash x 100 / (100 + rate) x (sum of line values) + free x (sum of
 *   line winnings), net = G - withholding on max(G - S, 0).
 * Systems are left to core's fold polynomial (no second account of it here).
 */
export function exactFigures(slip: BuiltSlip): ExactFigure[] {
  const { settings, precision, scale } = slip.bettor;
  const taxOn = isTaxModeActive(settings);
  const stakePlaces = precision + (scale === 1000 ? 3 : 0);
  /** Returns of `lines` line values (each at least 1 here: every leg wins) with tax mode on. */
  const net = (cash: Fraction, free: Fraction, values: Fraction[]): Fraction => {
    const perLine = div(mul(cash, of(100)), of(100 + settings.stake_rate_percentage));
    const wagered = mul(perLine, { n: BigInt(values.length), d: 1n });
    const gross = values.reduce((total, value) => add(total, add(mul(perLine, value), mul(free, sub(value, ONE)))), ZERO);
    const winnings = sub(gross, wagered);
    const withholding = gt(winnings, ZERO) ? div(mul(winnings, of(settings.tax_returns_percentage)), of(100)) : ZERO;
    return sub(gross, withholding);
  };
  const figures: ExactFigure[] = [];
  const selections = orderedSelections(slip.state);
  selections.forEach((selection) => {
    const typed = stakeOrZero(selection.unitStake);
    const freeTyped = countedFreeMoneyUnitStake(selection);
    if (typed === 0 && freeTyped === 0) return;
    const decimal = of(selection.decimal);
    const negative = typed > 0 && slip.staking.negativeOdds !== null && isNegativeOdd({ ...slip.staking.negativeOdds, decimal: selection.decimal });
    const risk = negative ? up(div(of(typed), sub(decimal, ONE)), stakePlaces) : of(typed);
    const cash = mul(risk, of(scale));
    const free = mul(of(freeTyped), of(scale));
    const unit = add(cash, free);
    const eachWay = settings.each_way_enabled && selection.eachWay && selection.showEachWay && selection.placeTerms !== null;
    const bets = eachWay ? 2n : 1n;
    const values = eachWay && selection.placeTerms ? [decimal, add(mul(sub(decimal, ONE), of(selection.placeTerms.fraction)), ONE)] : [decimal];
    let returns = values.reduce((total, value) => add(total, add(mul(cash, value), mul(free, sub(value, ONE)))), ZERO);
    if (taxOn) returns = net(cash, free, values);
    figures.push({ ref: selection.ref, totalStake: down(mul(unit, { n: bets, d: 1n }), precision), potentialReturns: down(returns, precision), extraWinnings: '0' });
  });
  const multiple = slip.state.multiple;
  if (multiple && stakeOrZero(multiple.unitStake) > 0) {
    const stake = mul(of(multiple.unitStake), of(scale));
    const product = selections.reduce((total, selection) => mul(total, of(selection.decimal)), ONE);
    const gross = mul(stake, product);
    const returns = taxOn ? net(stake, ZERO, [product]) : gross;
    // The bonus is on the winnings the slip shows: the returns rounded down, less the stake.
    const shown = fraction(Number(down(returns, precision)));
    let extra = ZERO;
    const tier = slip.bettor.excludedFromPromotions || !slip.bettor.parlay ? undefined : [...slip.bettor.parlay.epwPromoFilterValues].sort((a, b) => a.betSize - b.betSize).filter((candidate) => candidate.betSize <= selections.length).at(-1);
    if (tier && tier.percentage > 0 && slip.bettor.parlay && slip.bettor.parlay.maxAmount > 0 && gt(shown, stake)) {
      const bonus = div(mul(sub(shown, stake), of(tier.percentage)), of(100));
      extra = gt(bonus, of(slip.bettor.parlay.maxAmount)) ? of(slip.bettor.parlay.maxAmount) : bonus;
    }
    figures.push({ ref: 'mul1', totalStake: down(stake, precision), potentialReturns: down(returns, precision), extraWinnings: down(extra, precision) });
  }
  return figures;
}
