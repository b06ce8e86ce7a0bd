import type { CoreSettings } from '../settings/defaults';

/** The values a numeric setting can sensibly take; outside them the setting's default is used. */
export interface SettingRange {
  min: number;
  max: number;
  /** Counts, digits and milliseconds are whole numbers. */
  whole?: boolean;
}

type NumericSetting = { [K in keyof CoreSettings]: CoreSettings[K] extends number ? K : never }[keyof CoreSettings];

/**
 * Where a number the back office sends would make the product wrong or stuck (issue 20,
 * found by the reliability suite: stake_max_digits of -1.8e308 refused every stake as "too
 * long: -1.7976931348623157e+308 digits at most"). A value outside its range is treated as
 * unreadable: the spec 9 default applies. Numeric settings not listed here need only be
 * finite and within LARGEST_OPERATOR_NUMBER.
 */
export const SETTING_RANGES: Readonly<Partial<Record<NumericSetting, SettingRange>>> = Object.freeze({
  bet_stake_max_amount: { min: 0, max: Number.POSITIVE_INFINITY },
  bet_stake_min_amount: { min: 0, max: Number.POSITIVE_INFINITY },
  multiple_min_stake: { min: 0, max: Number.POSITIVE_INFINITY },
  max_bets_on_betslip: { min: 1, max: 1000, whole: true },
  // Polls faster than once a second would flood the operator; slower than an hour is no poll.
  user_wallet_poll_time: { min: 1000, max: 3_600_000, whole: true },
  poll_changes_refresh_interval: { min: 1000, max: 3_600_000, whole: true },
  poll_changes_refresh_interval_logged_out: { min: 1000, max: 3_600_000, whole: true },
  cashout_timeout: { min: 0, max: 600_000, whole: true },
  betslip_delay_before_update_stakes: { min: 0, max: 60_000, whole: true },
  precision: { min: 0, max: 8, whole: true },
  lazy_loading_markets_live_event_count_threshold: { min: 0, max: 1_000_000, whole: true },
  stake_rate_percentage: { min: 0, max: 100 },
  tax_returns_percentage: { min: 0, max: 100 },
  // A stake of more than 15 digits is not exact in a double.
  stake_max_digits: { min: 1, max: 15, whole: true },
});

export function inSettingRange(range: SettingRange | undefined, value: number): boolean {
  if (range === undefined) return true;
  return value >= range.min && value <= range.max && (!range.whole || Number.isInteger(value));
}
