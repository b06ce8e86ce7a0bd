import { DEFAULT_CORE_SETTINGS, type CoreSettings } from '../settings/defaults';
import { booleanSetting, numberSetting } from './settingValues';
import { SETTING_RANGES, inSettingRange } from './settingRanges';

/**
 * The operator's settings as core reads them: every key core knows, read as the type of its
 * spec 9 default (a boolean, a number, a list, a string), the default where the value is
 * missing, unreadable or outside its range (settingRanges.ts). The SDK's settings model and anything else that must see the
 * settings exactly as the slip does (the money properties suite) read them here.
 */
export function readCoreSettings(values: Readonly<Record<string, unknown>>): CoreSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_CORE_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_CORE_SETTINGS)) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    if (typeof fallback === 'boolean') merged[key] = booleanSetting(value, fallback);
    else if (typeof fallback === 'number') {
      const read = numberSetting(value, fallback);
      merged[key] = inSettingRange(SETTING_RANGES[key as keyof typeof SETTING_RANGES], read) ? read : fallback;
    }
    else if (Array.isArray(fallback)) merged[key] = Array.isArray(value) ? value.map(String) : fallback;
    else merged[key] = typeof value === 'string' ? value : fallback;
  }
  return merged as unknown as CoreSettings;
}
