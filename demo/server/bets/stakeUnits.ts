import { Big, DEFAULT_CORE_SETTINGS, stakeScale, type StakeScale } from '../../../src/core/index';

/**
 * Unit stakes of a thousands-scaled currency (thousands_scaled_currencies, e.g. IDR) are in
 * thousands, as the operator's stake bounds are: a unitStake of 50 IDR is 50,000 rupiah.
 * Every amount the sandbox answers or moves (total stakes, returns, debits, payouts) is in
 * whole currency units, so it multiplies the unit stakes by this scale first.
 */
export function unitStakeScale(currency: string): StakeScale {
  return stakeScale(currency, DEFAULT_CORE_SETTINGS.thousands_scaled_currencies);
}

/** A unit stake (or anything computed from one; a decimal string as stored) in whole currency units. */
export function inCurrencyUnits(value: Big | number | string, currency: string): Big {
  return new Big(value).times(unitStakeScale(currency));
}
