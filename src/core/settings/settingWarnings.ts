import { booleanSetting } from '../settingsParsing/settingValues';
import { DEFAULT_CORE_SETTINGS } from './defaults';
import { readRaceToSetting } from './raceToSetting';

/** Says what is wrong with a value that cannot be read, or null when it can (or is missing). */
type SettingCheck = (value: unknown) => string | null;

/** A boolean setting's value is readable when booleanSetting does not need its fallback. */
const booleanCheck =
  (fallback: boolean): SettingCheck =>
  (value) =>
    booleanSetting(value, true) === booleanSetting(value, false) ? null : `is neither true nor false: the sportsbook uses its default (${String(fallback)})`;

/** The settings issue 22 made act, whose unreadable values are reported (docs/settings.md). */
const CHECKS: Readonly<Record<string, SettingCheck>> = {
  new_event_card_enabled: booleanCheck(DEFAULT_CORE_SETTINGS.new_event_card_enabled),
  bet_builder_enabled: booleanCheck(DEFAULT_CORE_SETTINGS.bet_builder_enabled),
  desktop_menu_collapsed: booleanCheck(DEFAULT_CORE_SETTINGS.desktop_menu_collapsed),
  empty_wallet_deposit_prompt: booleanCheck(DEFAULT_CORE_SETTINGS.empty_wallet_deposit_prompt),
  quick_bet_enabled: booleanCheck(DEFAULT_CORE_SETTINGS.quick_bet_enabled),
  basketball_race_to_points: (value) => readRaceToSetting(value).warning,
};

/**
 * What the console should say about the operator's settings that cannot be read and fall
 * back to a default ('yes', 'enabled', 2 ...): the page runs on the default, and the
 * operator learns why its setting does nothing. One message a bad value; none for a
 * missing one (null or absent: the default, as meant).
 */
export function operatorSettingWarnings(values: Readonly<Record<string, unknown>>): string[] {
  const warnings: string[] = [];
  for (const [key, check] of Object.entries(CHECKS)) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    const problem = check(value);
    if (problem !== null) warnings.push(`Sportsbook: the operator's setting ${key} is ${JSON.stringify(value)}, which ${problem}.`);
  }
  return warnings;
}
