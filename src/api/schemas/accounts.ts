import * as v from 'valibot';
import { operatorNumber } from './operatorNumbers';

export const CurrencySchema = v.looseObject({ id: operatorNumber(), isoCode: v.string(), symbol: v.optional(v.string(), ''), precision: v.optional(operatorNumber(), 2) });
export const CurrenciesSchema = v.array(CurrencySchema);
export const GeoDataSchema = v.looseObject({ countryCode: v.string(), country: v.optional(v.string()) });
export const AccountInfoSchema = v.looseObject({
  nonBettor: v.boolean(),
  nonDepositor: v.boolean(),
  firstLoginTime: v.nullable(v.string()),
  /** The player's real-money bonus choice (ours to read here; spec 7 names only the PUT): whether one was made, and which. */
  wasSetRealMoneyBonuses: v.optional(v.boolean(), false),
  realMoneyBonuses: v.optional(v.nullable(v.boolean()), null),
});
export const PlayerDetailsSchema = v.looseObject({
  alsId: v.string(),
  username: v.string(),
  currency: v.string(),
  priceFormat: v.optional(v.nullable(v.string()), null),
  // Spec 7: defaultStake arrives as text from some back offices; it is a number here.
  defaultStake: v.optional(v.pipe(v.union([operatorNumber(), v.string()]), v.transform(Number), v.finite()), 0),
  excludedFromPromotions: v.optional(v.boolean(), false),
  vipLevel: v.optional(v.nullable(operatorNumber()), null),
  /** The player's country: odds per brand prices by it (spec 4). */
  countryCode: v.optional(v.nullable(v.string()), null),
});
export const SportsbookBalanceSchema = v.looseObject({
  currency: v.string(),
  wallets: v.array(v.looseObject({ name: v.string(), balance: operatorNumber(), promoCash: v.optional(operatorNumber(), 0), totalLeftToWager: v.optional(operatorNumber(), 0), withdrawableAmount: v.optional(operatorNumber(), 0) })),
  totalBalance: v.optional(operatorNumber()),
  bonusBalance: v.optional(operatorNumber()),
  realBalance: v.optional(operatorNumber()),
});
export const AccountPrefsSchema = v.looseObject({ price_format: v.string(), layout: v.string(), default_stake: operatorNumber(), sort_by: v.string(), accept_higher_odds: v.boolean(), theme: v.string() });

export type PlayerDetails = v.InferOutput<typeof PlayerDetailsSchema>;
export type SportsbookBalance = v.InferOutput<typeof SportsbookBalanceSchema>;
