import { type Big, dec } from '../decimal/exact';

/**
 * Spec 5/9: in some currencies the unit is worth so little that stakes are typed, and
 * operator bounds configured, in thousands (the quick stakes for VND are 100 ... 10000,
 * that is 100,000 ... 10,000,000 dong). Stakes and bounds are multiplied by 1000 before
 * they are compared with each other or with the wallet balance, which is always in
 * whole currency units. Which currencies: the setting thousands_scaled_currencies.
 */
export function stakeScale(currency: string, scaledCurrencies: readonly string[]): 1 | 1000 {
  return scaledCurrencies.includes(currency.trim().toUpperCase()) ? 1000 : 1;
}

export function scaled(amount: number, scale: 1 | 1000): Big {
  return dec(amount).times(scale);
}
