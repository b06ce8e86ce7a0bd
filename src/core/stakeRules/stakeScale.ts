import type { Big } from '../decimal/exact';

/** 1 for most currencies; 1000 where stakes are typed, and bounds configured, in thousands. */
export type StakeScale = 1 | 1000;

/**
 * Spec 5/9: for some currencies (the setting thousands_scaled_currencies, e.g. VND) one
 * unit is worth so little that the slip works in thousands: the quick stakes for VND are
 * 100 ... 10000, that is 100,000 ... 10,000,000 dong, and the operator configures
 * bet_stake_min_amount, bet_stake_max_amount and multiple_min_stake in thousands too, as
 * does the server for a selection's minBetStake, maxBetStake and maxFreeMoneyStake.
 *
 * Both sides of every bound check are therefore in thousands, and both are multiplied by
 * 1000 for comparison (spec 5 "stakes and bounds are multiplied by 1000"). The wallet
 * balance is the one figure in whole currency units, so only there does the x1000 change
 * the outcome: a stake of 50 needs a balance of 50,000.
 */
export function stakeScale(currency: string, scaledCurrencies: readonly string[]): StakeScale {
  const code = currency.trim().toUpperCase();
  return scaledCurrencies.some((scaled) => scaled.trim().toUpperCase() === code) ? 1000 : 1;
}

/** An amount as typed on the slip, in whole currency units. */
export function toCurrencyUnits(amount: Big, scale: StakeScale): Big {
  return amount.times(scale);
}

/**
 * The places a stake is typed and sent with: the currency's own, plus three for a
 * thousands-scaled one, so a stake in thousands still lands on a whole currency unit
 * (IDR has 0 places: 2.345 thousand is 2,345 rupiah).
 */
export function stakePrecision(currencyPrecision: number, scale: StakeScale): number {
  return currencyPrecision + (scale === 1000 ? 3 : 0);
}
